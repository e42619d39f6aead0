import { formatMoney } from '#shared/money.ts';
import { WITHDRAWAL_FEE_MINOR } from '#shared/schemas/withdrawals.ts';

/** Amount, the ₦50 fee and what leaves the wallet. */
export function WithdrawalOverview({ amount }: { amount: number }) {
  const rows = [
    { label: 'Amount', value: formatMoney(amount, 'NGN') },
    { label: 'Fee', value: formatMoney(WITHDRAWAL_FEE_MINOR, 'NGN') },
  ];
  return (
    <section
      aria-labelledby="withdraw-overview-heading"
      className="grid gap-2 rounded-xl border bg-muted/40 p-4"
    >
      <h3 id="withdraw-overview-heading" className="font-semibold">
        Withdrawal Overview
      </h3>
      <dl className="grid gap-1.5 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd className="font-medium tabular-nums">{r.value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(amount + WITHDRAWAL_FEE_MINOR, 'NGN')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
