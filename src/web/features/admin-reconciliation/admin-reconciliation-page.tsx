import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { formatLagosDateTime, lagosDay } from '#shared/lagos-time.ts';
import {
  RECONCILIATION_MESSAGES,
  type ReconciliationProvider,
} from '#shared/schemas/reconciliation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { notify } from '#web/lib/toast.ts';
import { useReconciliation, useRequery } from './api/admin-reconciliation.ts';
import { LedgerCheckCard } from './components/ledger-check-card.tsx';
import { MismatchesList } from './components/mismatches-list.tsx';
import { ProviderCards } from './components/provider-cards.tsx';
import { StuckItems } from './components/stuck-items.tsx';

const yesterday = () => lagosDay(Date.now() - 86_400_000);

/** /olorioko001/reconciliation: a Lagos day's ledger against VTpass and Paystack. */
export function AdminReconciliationPage() {
  const [date, setDate] = useState(yesterday);
  const [refresh, setRefresh] = useState(false);
  const day = useReconciliation(date, refresh);
  const requery = useRequery();
  const [busy, setBusy] = useState<string | null>(null);

  const onRequery = (provider: ReconciliationProvider, reference: string) => {
    setBusy(reference);
    requery.mutate(
      { provider, reference },
      {
        onSuccess: (r) =>
          notify.success(
            `${RECONCILIATION_MESSAGES.requeried}: ${r.before ?? 'none'} → ${r.after ?? 'none'}`,
          ),
        onError: (e) => notify.error(e.message),
        onSettled: () => {
          setBusy(null);
          setRefresh(true);
        },
      },
    );
  };

  return (
    <AdminPage
      title="Reconciliation"
      description="Each Lagos day, the ledger's count and sum against VTpass's and Paystack's own records"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="recon-date">Day (Lagos)</Label>
          <Input
            id="recon-date"
            type="date"
            value={date}
            max={lagosDay()}
            onChange={(e) => {
              if (e.target.value) {
                setDate(e.target.value);
                setRefresh(false);
              }
            }}
            className="w-44"
          />
        </div>
        <Button
          variant="outline"
          onClick={() => (refresh ? day.refetch() : setRefresh(true))}
          disabled={day.isFetching}
        >
          <RefreshCwIcon aria-hidden className={day.isFetching ? 'animate-spin' : undefined} />
          Run again
        </Button>
        {day.data && (
          <p className="text-sm text-muted-foreground">
            {day.data.stored ? 'Daily run of' : 'Computed'} {formatLagosDateTime(day.data.ran_at)}
          </p>
        )}
      </div>
      {day.isPending && <p className="text-sm text-muted-foreground">Reconciling...</p>}
      {day.isError && (
        <p role="alert" className="text-sm text-destructive">
          {RECONCILIATION_MESSAGES.loadFailed}
        </p>
      )}
      {day.data && (
        <>
          <ProviderCards data={day.data} />
          <MismatchesList data={day.data} onRequery={onRequery} busy={busy} />
        </>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <LedgerCheckCard />
        <StuckItems />
      </div>
    </AdminPage>
  );
}
