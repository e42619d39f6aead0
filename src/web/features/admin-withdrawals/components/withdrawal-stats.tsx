import {
  BanknoteIcon,
  CircleCheckIcon,
  CircleXIcon,
  ClockIcon,
  LandmarkIcon,
  LoaderIcon,
} from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { WithdrawalStats as Stats } from '#shared/schemas/withdrawals.ts';
import { countText as count } from '#web/components/admin-list/count-text.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';

/** Over every withdrawal, whatever the filters. */
export function WithdrawalStats({ stats }: { stats: Stats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      <StatCard
        label="Total Withdrawals"
        value={count(stats?.total_withdrawals)}
        hint={stats ? formatMoney(stats.total_amount, 'NGN') : undefined}
        icon={LandmarkIcon}
      />
      <StatCard label="Pending" value={count(stats?.pending_withdrawals)} icon={ClockIcon} />
      <StatCard label="Processing" value={count(stats?.processing_withdrawals)} icon={LoaderIcon} />
      <StatCard
        label="Completed"
        value={count(stats?.completed_withdrawals)}
        icon={CircleCheckIcon}
      />
      <StatCard label="Failed" value={count(stats?.failed_withdrawals)} icon={CircleXIcon} />
      <StatCard
        label="Total Fees"
        value={stats ? formatMoney(stats.total_fees, 'NGN') : '–'}
        icon={BanknoteIcon}
      />
    </div>
  );
}
