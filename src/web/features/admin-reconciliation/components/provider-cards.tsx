import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import {
  RECONCILIATION_PROVIDER_LABELS,
  RECONCILIATION_PROVIDERS,
  type Reconciliation,
} from '#shared/schemas/reconciliation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

type Side = Reconciliation['vtpass']['ledger'];

function Figures({ label, side }: { label: string; side: Side }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">
        {side.count} · {formatMoney(side.amount, 'NGN')}
      </dd>
      {side.foreign?.map((f) => (
        <dd key={f.currency} className="text-xs tabular-nums text-muted-foreground">
          {f.count} · {formatMoney(f.amount, f.currency as 'USD')}
        </dd>
      ))}
    </div>
  );
}

/** One card per provider: the ledger's count and sum against the provider's, matched or not. */
export function ProviderCards({ data }: { data: Reconciliation }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {RECONCILIATION_PROVIDERS.map((p) => {
        const r = data[p];
        const matched =
          !r.error &&
          r.mismatches.length === 0 &&
          r.ledger.count === r.provider.count &&
          r.ledger.amount === r.provider.amount;
        return (
          <Card key={p} aria-labelledby={`recon-${p}`}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle id={`recon-${p}`} className="text-base">
                {RECONCILIATION_PROVIDER_LABELS[p]}
              </CardTitle>
              {matched ? (
                <Badge variant="success">
                  <CheckCircle2Icon aria-hidden /> Matched
                </Badge>
              ) : (
                <Badge variant="warning">
                  <TriangleAlertIcon aria-hidden />
                  {r.error
                    ? 'Not checked'
                    : `${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}`}
                </Badge>
              )}
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-3">
                <Figures label="Ledger" side={r.ledger} />
                <Figures label="Provider" side={r.provider} />
              </dl>
              {r.error && <p className="mt-3 text-sm text-destructive">{r.error}</p>}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
