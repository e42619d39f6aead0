import {
  BanknoteIcon,
  CheckCircle2Icon,
  ClockIcon,
  CoinsIcon,
  ListIcon,
  type LucideIcon,
  TrendingUpIcon,
  XCircleIcon,
} from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { RmbStats as Stats } from '#shared/schemas/rmb.ts';
import { countText as count } from '#web/components/admin-list/count-text.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';
import { rateText } from '#web/features/buy-rmb/rate-line.tsx';

/** RMB stats over every purchase, whatever the filters. */
export function RmbStats({ stats }: { stats: Stats | undefined }) {
  const counts: { label: string; value: number | undefined; icon: LucideIcon; hint?: string }[] = [
    {
      label: 'Total Transactions',
      value: stats?.total,
      icon: ListIcon,
      hint: stats ? `${count(stats.processing)} processing` : undefined,
    },
    { label: 'Pending', value: stats?.pending, icon: ClockIcon },
    { label: 'Completed', value: stats?.completed, icon: CheckCircle2Icon },
    { label: 'Failed', value: stats?.failed, icon: XCircleIcon },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counts.map((c) => (
          <StatCard
            key={c.label}
            label={c.label}
            value={count(c.value)}
            icon={c.icon}
            hint={c.hint}
          />
        ))}
      </div>
      {/* Two to a row on a phone, like the counts above, the rate across both. */}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Volume (NGN)"
          value={stats ? formatMoney(stats.total_volume_ngn, 'NGN') : '–'}
          icon={BanknoteIcon}
          hint="Completed purchases"
        />
        <StatCard
          label="Total Volume (CNY)"
          value={stats ? formatMoney(stats.total_volume_cny, 'CNY') : '–'}
          icon={CoinsIcon}
          hint="Paid to recipients"
        />
        <StatCard
          label="Avg. Exchange Rate"
          className="col-span-2 sm:col-span-1"
          value={stats?.avg_exchange_rate ? rateText(stats.avg_exchange_rate) : '–'}
          icon={TrendingUpIcon}
          hint={
            stats?.avg_exchange_rate
              ? `1 NGN = ${stats.avg_exchange_rate} CNY`
              : 'No completed purchases yet'
          }
        />
      </div>
    </div>
  );
}
