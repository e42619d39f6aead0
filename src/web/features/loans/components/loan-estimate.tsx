import { lagosToday, loanSchedule } from '#shared/loans-schedule.ts';
import { formatMoney } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * What the loan would cost, by the rules the approval applies: simple interest
 * at 6% a month up to ₦3,000,000 and 8% above, in equal monthly payments.
 */
export function LoanEstimate({
  amount,
  months,
  className,
}: {
  amount: number;
  months: number;
  className?: string;
}) {
  const s = loanSchedule(amount, months, lagosToday());
  const rows = [
    ['Interest Rate', `${s.monthly_rate_percent}% per month`],
    ['Monthly Payment', formatMoney(s.monthly_payment, 'NGN')],
    ['Total Interest', formatMoney(s.total_interest, 'NGN')],
    ['Total Repayment', formatMoney(s.total_repayment, 'NGN')],
  ] as const;
  return (
    <section
      aria-labelledby="loan-estimate-heading"
      className={cn('grid gap-2 rounded-xl border bg-muted/40 p-4', className)}
    >
      <h3 id="loan-estimate-heading" className="text-sm font-semibold">
        Repayment Estimate
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        An estimate: the terms are fixed when the loan is approved.
      </p>
    </section>
  );
}
