import { BanknoteIcon, CheckCircle2Icon, ClockIcon, ListIcon } from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { AirtimeCashStats as Stats } from '#shared/schemas/airtime-cash.ts';
import { countText as count } from '#web/components/admin-list/count-text.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';

/** Total requests, pending, completed (credited) and total volume, over every request. */
export function AirtimeCashStats({ stats }: { stats: Stats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Requests" value={count(stats?.total_requests)} icon={ListIcon} />
      <StatCard label="Pending" value={count(stats?.pending)} icon={ClockIcon} />
      <StatCard
        label="Completed"
        value={count(stats?.completed)}
        hint={stats ? `${count(stats.denied)} denied` : undefined}
        icon={CheckCircle2Icon}
      />
      <StatCard
        label="Total Volume"
        value={stats ? formatMoney(stats.total_volume, 'NGN', { whole: true }) : '–'}
        hint={
          stats
            ? `${formatMoney(stats.total_credited, 'NGN', { whole: true })} credited`
            : undefined
        }
        icon={BanknoteIcon}
      />
    </div>
  );
}
