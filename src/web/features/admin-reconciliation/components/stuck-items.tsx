import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import { STUCK_KIND_LABELS } from '#shared/schemas/reconciliation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useStuckItems } from '../api/admin-reconciliation.ts';

function age(minutes: number) {
  if (minutes < 120) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} days`;
}

/** What has been pending longer than an hour, oldest first, highlighted. */
export function StuckItems() {
  const stuck = useStuckItems();
  const items = stuck.data?.items ?? [];
  return (
    <Card
      aria-labelledby="recon-stuck"
      className={items.length > 0 ? 'border-amber-400' : undefined}
    >
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id="recon-stuck" className="text-base">
          Stuck items
        </CardTitle>
        {stuck.data && (
          <Badge variant={stuck.data.total > 0 ? 'warning' : 'success'}>
            {stuck.data.total} pending over {stuck.data.older_than_minutes} min
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {stuck.isError && <p className="text-sm text-destructive">Could not load stuck items.</p>}
        {stuck.data && items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            Nothing has been pending longer than an hour.
          </p>
        )}
        {items.length > 0 && (
          <ul className="grid gap-2">
            {items.map((i) => (
              <li
                key={`${i.kind}:${i.id}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md bg-amber-50 px-3 py-2"
              >
                <div className="grid min-w-0 basis-full gap-0.5 sm:basis-0 sm:flex-1">
                  <span className="text-sm font-medium">
                    {STUCK_KIND_LABELS[i.kind]} · {i.status}
                  </span>
                  <span className="break-all font-mono text-xs text-muted-foreground">
                    {i.reference}
                  </span>
                </div>
                <div className="grid gap-0.5 text-sm sm:text-right">
                  <span className="tabular-nums">{formatMoney(i.amount, i.currency as 'NGN')}</span>
                  <span className="text-xs text-amber-800">
                    {age(i.age_minutes)} · since {formatLagosDateTime(i.created_at)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
