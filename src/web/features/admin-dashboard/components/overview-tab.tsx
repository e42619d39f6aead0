import { ActivityIcon, BanknoteIcon, ReceiptIcon, UsersIcon } from 'lucide-react';
import type { Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminStats } from '#shared/schemas/admin-stats.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';
import { RecentTransactions } from './recent-transactions.tsx';
import { RecentUsers } from './recent-users.tsx';
import { TierCounts } from './tier-counts.tsx';

const count = new Intl.NumberFormat('en-US');

export const revenueOf = (stats: AdminStats, currency: Currency) =>
  stats.revenue.find((r) => r.currency === currency)?.amount ?? 0;

/** The four figures, the customers per tier, then the newest users and transactions. */
export function OverviewTab({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Users"
          value={count.format(stats.total_users)}
          hint={`${count.format(stats.inactive_users)} not seen in 30 days`}
          icon={UsersIcon}
        />
        <StatCard
          label="Total Transactions"
          value={count.format(stats.total_transactions)}
          hint="Made by users, all time"
          icon={ReceiptIcon}
        />
        <StatCard
          label="Total Revenue"
          value={formatMoney(revenueOf(stats, 'NGN'), 'NGN')}
          hint={
            <span className="flex flex-col">
              <span>{formatMoney(revenueOf(stats, 'USD'), 'USD')}</span>
              <span>{formatMoney(revenueOf(stats, 'CNY'), 'CNY')}</span>
            </span>
          }
          icon={BanknoteIcon}
        />
        <StatCard
          label="Active Users"
          value={count.format(stats.active_users)}
          hint="Signed in within 30 days"
          icon={ActivityIcon}
        />
      </div>
      <TierCounts tiers={stats.tiers} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentUsers users={stats.recent_users} />
        <RecentTransactions transactions={stats.recent_transactions} />
      </div>
    </div>
  );
}
