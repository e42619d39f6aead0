import type { Currency } from '#shared/constants.ts';
import { formatCalendarMonth } from '#shared/lagos-time.ts';
import type { HistoryResponse } from '#shared/schemas/history.ts';
import type { HistoryPeriod } from '../api/get-history.ts';
import { MoneyFigure } from './money-figure.tsx';

const count = (n: number) => `${n} transaction${n === 1 ? '' : 's'}`;

/** Monthly: one card per month. Yearly: a summary per year with totals. */
export function PeriodCards({
  buckets,
  currency,
  period,
}: {
  buckets: HistoryResponse['buckets'];
  currency: Currency;
  period: HistoryPeriod;
}) {
  const yearly = period === 'yearly';
  return (
    <ul className={yearly ? 'grid gap-4' : 'grid gap-4 md:grid-cols-2'}>
      {buckets.map((b) => {
        const title = yearly ? `${b.period} Summary` : formatCalendarMonth(b.period);
        return (
          <li key={b.period}>
            <article
              aria-label={title}
              className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold">{title}</h3>
                <span className="text-xs text-muted-foreground">{count(b.transaction_count)}</span>
              </div>
              <dl className="grid gap-3 sm:grid-cols-3">
                <MoneyFigure
                  label={yearly ? 'Total Income' : 'Income'}
                  amount={b.income}
                  currency={currency}
                  tone="income"
                  large={yearly}
                />
                <MoneyFigure
                  label={yearly ? 'Total Expenses' : 'Expenses'}
                  amount={b.expenses}
                  currency={currency}
                  tone="expenses"
                  large={yearly}
                />
                <MoneyFigure
                  label="Net Savings"
                  amount={b.net}
                  currency={currency}
                  tone="net"
                  large={yearly}
                />
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
