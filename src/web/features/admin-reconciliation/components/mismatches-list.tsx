import { formatMoney } from '#shared/money.ts';
import {
  RECONCILIATION_PROVIDER_LABELS,
  RECONCILIATION_PROVIDERS,
  type Reconciliation,
  type ReconciliationMismatch,
  type ReconciliationProvider,
} from '#shared/schemas/reconciliation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const KIND_LABELS: Record<ReconciliationMismatch['kind'], string> = {
  missing_at_provider: 'Not at provider',
  missing_in_ledger: 'Not in ledger',
  status: 'Status differs',
  amount: 'Amount differs',
};

type Row = ReconciliationMismatch & { provider: ReconciliationProvider };

function amountText(m: Row) {
  const currency = m.currency as 'NGN';
  if (m.kind === 'amount' && m.provider_amount !== null)
    return `${formatMoney(m.ledger_amount ?? m.amount, currency)} vs ${formatMoney(m.provider_amount, currency)}`;
  return formatMoney(m.amount, currency);
}

interface Props {
  data: Reconciliation;
  onRequery: (provider: ReconciliationProvider, reference: string) => void;
  busy: string | null;
}

/**
 * Every mismatch of the day, one row each, with Requery. A list of rows that
 * wrap (no table), so a phone shows each whole without scrolling sideways.
 */
export function MismatchesList({ data, onRequery, busy }: Props) {
  const rows: Row[] = RECONCILIATION_PROVIDERS.flatMap((provider) =>
    data[provider].mismatches.map((m) => ({ ...m, provider })),
  );
  return (
    <Card aria-labelledby="recon-mismatches">
      <CardHeader>
        <CardTitle id="recon-mismatches" className="text-base">
          Mismatches ({rows.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every reference agrees on this day.</p>
        ) : (
          <ul className="grid divide-y">
            {rows.map((m) => (
              <li
                key={`${m.provider}:${m.reference}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div className="grid min-w-0 basis-full gap-0.5 sm:basis-0 sm:flex-1">
                  <span className="break-all font-mono text-sm">{m.reference}</span>
                  <span className="text-xs text-muted-foreground">
                    {RECONCILIATION_PROVIDER_LABELS[m.provider]} · {KIND_LABELS[m.kind]}
                  </span>
                </div>
                <div className="grid gap-0.5 text-sm sm:text-right">
                  <span className="tabular-nums">{amountText(m)}</span>
                  <span className="text-xs text-muted-foreground">
                    Ledger: {m.ledger_status ?? 'none'} · Provider: {m.provider_status ?? 'none'}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={
                    busy === m.reference ||
                    (m.kind === 'missing_in_ledger' && m.provider !== 'paystack_charges')
                  }
                  onClick={() => onRequery(m.provider, m.reference)}
                  aria-label={`Requery ${m.reference}`}
                >
                  {busy === m.reference ? 'Asking...' : 'Requery'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
