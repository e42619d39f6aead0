import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Currency } from '#shared/constants.ts';
import { formatCalendarMonthDay } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AnalyticsDay } from '#shared/schemas/admin-stats.ts';

const VOLUME = '#2563eb';
const SIGNUPS = '#16a34a';

/** Daily volume in one currency (bars, left axis) and sign-ups (line, right axis), oldest on the left. */
export function VolumeChart({ days, currency }: { days: AnalyticsDay[]; currency: Currency }) {
  const data = days.map((d) => ({
    label: formatCalendarMonthDay(d.date),
    volume: d.volume.find((v) => v.currency === currency)?.amount ?? 0,
    signups: d.signups,
  }));
  const money = (value: number) => formatMoney(Math.round(value), currency, { whole: true });
  const tooltip = (value: unknown, name: unknown) =>
    name === 'Volume' ? formatMoney(Math.round(Number(value) || 0), currency) : String(value);

  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
          <YAxis
            yAxisId="volume"
            tickFormatter={money}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={80}
          />
          <YAxis
            yAxisId="signups"
            orientation="right"
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={32}
            allowDecimals={false}
          />
          <Tooltip formatter={tooltip} cursor={{ fill: 'rgba(0,0,0,0.04)' }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            yAxisId="volume"
            dataKey="volume"
            name="Volume"
            fill={VOLUME}
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
          <Line
            yAxisId="signups"
            dataKey="signups"
            name="Sign-ups"
            stroke={SIGNUPS}
            strokeWidth={2}
            dot={false}
            type="linear"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
