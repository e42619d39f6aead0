import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Currency } from '#shared/constants.ts';
import { formatCalendarShortMonth } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { HistoryResponse } from '#shared/schemas/history.ts';

const INCOME = '#16a34a';
const EXPENSES = '#dc2626';

/** Income against expenses per period, oldest on the left. Loaded only on /history. */
export function HistoryChart({
  buckets,
  currency,
}: {
  buckets: HistoryResponse['buckets'];
  currency: Currency;
}) {
  const data = [...buckets].reverse().map((b) => ({
    label: formatCalendarShortMonth(b.period),
    income: b.income,
    expenses: b.expenses,
  }));
  const money = (value: unknown) => formatMoney(Math.round(Number(value) || 0), currency);
  const tick = (value: number) => formatMoney(Math.round(value), currency, { whole: true });

  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis
            tickFormatter={tick}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={88}
            allowDecimals={false}
          />
          <Tooltip formatter={money} cursor={{ fill: 'rgba(0,0,0,0.04)' }} />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          <Bar
            dataKey="income"
            name="Income"
            fill={INCOME}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
            maxBarSize={40}
          />
          <Bar
            dataKey="expenses"
            name="Expenses"
            fill={EXPENSES}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
            maxBarSize={40}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
