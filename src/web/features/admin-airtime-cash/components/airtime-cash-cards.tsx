import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminAirtimeCash } from '#shared/schemas/airtime-cash.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The requests on a phone: one card each, so Approve and Deny never hide behind a sideways scroll. */
export function AirtimeCashCards({ requests }: { requests: AdminAirtimeCash[] }) {
  return (
    <ul className="divide-y" aria-labelledby="admin-airtime-title">
      {requests.map((r) => (
        <li key={r.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">{r.network} Airtime</div>
              <div className="text-xs text-muted-foreground">
                {formatLagosDateTime(r.created_at)}
              </div>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(r.amount, 'NGN')}
              </span>
              <StatusBadge status={r.status} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">User</dt>
            <dd className="grid min-w-0">
              <span className="truncate">
                <CustomerLink userId={r.user_id}>{r.user_name || 'No Name'}</CustomerLink>
              </span>
              <span className="text-xs break-all text-muted-foreground">{r.user_email}</span>
            </dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="tabular-nums">{r.phone}</dd>
            <dt className="text-muted-foreground">Net</dt>
            <dd className="tabular-nums">
              {formatMoney(r.net_amount, 'NGN')} (fee {r.fee_percentage}%)
            </dd>
            <dt className="text-muted-foreground">ID</dt>
            <dd className="font-mono text-xs break-all">{r.id}</dd>
            {r.deny_reason && (
              <>
                <dt className="text-muted-foreground">Reason</dt>
                <dd>{r.deny_reason}</dd>
              </>
            )}
          </dl>
          {r.status === 'pending' && <DecisionButtons request={r} />}
        </li>
      ))}
    </ul>
  );
}
