import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { billAccount, billItem, billProvider, SERVICE_LABELS } from '../lib/format.ts';
import { BillStatusBadge } from './bill-status-badge.tsx';
import { ProcessButton } from './process-button.tsx';

/** The bills on a phone: one card each, so Process never hides behind a sideways scroll. */
export function BillCards({ bills }: { bills: AdminBill[] }) {
  return (
    <ul className="divide-y" aria-labelledby="admin-bills-title">
      {bills.map((bill) => {
        const account = billAccount(bill);
        return (
          <li key={bill.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <div className="font-medium">
                  {SERVICE_LABELS[bill.service]} · {billProvider(bill)}
                </div>
                {billItem(bill) && (
                  <div className="truncate text-xs text-muted-foreground">{billItem(bill)}</div>
                )}
              </div>
              <div className="grid justify-items-end gap-1">
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(bill.amount, 'NGN')}
                </span>
                <BillStatusBadge status={bill.status} />
              </div>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">User</dt>
              <dd className="grid min-w-0">
                <span className="truncate">
                  <CustomerLink userId={bill.user_id}>{bill.user_name || 'No Name'}</CustomerLink>
                </span>
                <span className="text-xs break-all text-muted-foreground">{bill.user_email}</span>
              </dd>
              {bill.phone && (
                <>
                  <dt className="text-muted-foreground">Phone</dt>
                  <dd className="tabular-nums">{bill.phone}</dd>
                </>
              )}
              {account && (
                <>
                  <dt className="text-muted-foreground">Account</dt>
                  <dd className="tabular-nums">{account}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Reference</dt>
              <dd className="font-mono text-xs break-all">{bill.reference}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd>{formatLagosDateTime(bill.created_at)}</dd>
            </dl>
            {bill.status === 'pending' && (
              <div className="flex justify-end">
                <ProcessButton bill={bill} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
