import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AirtimeCash } from '#shared/schemas/airtime-cash.ts';
import { AirtimeCashStatusBadge } from './status-badge.tsx';

/** One request: network, status, phone, date, amount, net amount and the (masked) USSD code. */
export function AirtimeCashCard({ request: r }: { request: AirtimeCash }) {
  return (
    <li className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold">{r.network} Airtime</h2>
          <p className="text-xs text-muted-foreground">{formatLagosDateTime(r.created_at)}</p>
        </div>
        <AirtimeCashStatusBadge status={r.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Phone</dt>
          <dd className="font-medium tabular-nums">{r.phone}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-medium tabular-nums">{formatMoney(r.amount, 'NGN')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Net Amount</dt>
          <dd className="font-semibold text-green-700 tabular-nums">
            {formatMoney(r.net_amount, 'NGN')}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Fee</dt>
          <dd className="font-medium tabular-nums">
            {formatMoney(r.fee_amount, 'NGN')} ({r.fee_percentage}%)
          </dd>
        </div>
        {r.ussd_code && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-muted-foreground">USSD Code</dt>
            <dd className="font-mono text-xs break-all">{r.ussd_code}</dd>
          </div>
        )}
        {r.status === 'denied' && r.deny_reason && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="text-red-800">{r.deny_reason}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
