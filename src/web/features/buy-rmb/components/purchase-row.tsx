import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import { ALIPAY_TYPE_NAMES, RMB_PLATFORM_NAMES, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { RmbIcon } from '#web/components/rmb-icon.tsx';
import { RmbStatusBadge } from '../rmb-status-badge.tsx';

/** One purchase in Recent Purchases; a failed one says why. */
export function PurchaseRow({ purchase: p }: { purchase: RmbPurchase }) {
  const platform = p.alipay_type
    ? ALIPAY_TYPE_NAMES[p.alipay_type]
    : RMB_PLATFORM_NAMES[p.platform];
  return (
    <li className="grid grid-cols-1 gap-1.5 px-1 py-3">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted">
          <RmbIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{p.full_name}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {platform} · {p.recipient_id}
          </span>
          <span className="block text-xs text-muted-foreground">
            {formatLagosDateTime(p.created_at)}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-semibold tabular-nums">
            {formatMoney(p.rmb_amount, 'CNY')}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatMoney(p.naira_amount, 'NGN')}
          </span>
          <RmbStatusBadge status={p.status} />
        </span>
      </div>
      {p.status === 'failed' && p.failure_reason && (
        <p className="ml-13 rounded-md bg-red-50 px-2 py-1 text-xs text-red-800">
          <span className="font-medium">Reason:</span> {p.failure_reason}
        </p>
      )}
    </li>
  );
}
