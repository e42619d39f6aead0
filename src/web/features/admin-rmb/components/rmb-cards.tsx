import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminRmbPurchase } from '#shared/schemas/rmb.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { RmbStatusBadge } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { platformLabel, userName } from '../lib/format.ts';
import { OpenButton } from './open-button.tsx';

/** The purchases on a phone: one card each, so Process never hides behind a sideways scroll. */
export function RmbCards({
  purchases,
  onOpen,
}: {
  purchases: AdminRmbPurchase[];
  onOpen: (p: AdminRmbPurchase) => void;
}) {
  return (
    <ul className="divide-y" aria-labelledby="admin-rmb-title">
      {purchases.map((p) => (
        <li key={p.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">{platformLabel(p)}</div>
              <div className="truncate text-xs text-muted-foreground">
                To {p.full_name} · {p.recipient_id}
              </div>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(p.naira_amount, 'NGN')}
              </span>
              <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {formatMoney(p.rmb_amount, 'CNY')}
              </span>
              <RmbStatusBadge status={p.status} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">User</dt>
            <dd className="grid min-w-0">
              <span className="truncate">
                <CustomerLink userId={p.user_id}>{userName(p)}</CustomerLink>
              </span>
              <span className="text-xs break-all text-muted-foreground">{p.user_email}</span>
            </dd>
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="font-mono text-xs break-all">{p.reference}</dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatLagosDateTime(p.created_at)}</dd>
          </dl>
          <div className="flex justify-end">
            <OpenButton purchase={p} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}
