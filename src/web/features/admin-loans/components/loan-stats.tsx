import { BanknoteIcon, ClockIcon, FileTextIcon, TrendingUpIcon } from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { LoanStats as Stats } from '#shared/schemas/loans-admin.ts';
import { countText as count } from '#web/components/admin-list/count-text.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';

const naira = (n: number | undefined) => (n === undefined ? '–' : formatMoney(n, 'NGN'));

/** Over every application, whatever the filters. */
export function LoanStats({ stats: s }: { stats: Stats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Applications"
        value={count(s?.total)}
        hint={s ? `${naira(s.total_requested)} requested` : undefined}
        icon={FileTextIcon}
      />
      <StatCard
        label="Awaiting Decision"
        value={count(s && s.pending + s.under_review)}
        hint={s ? `${count(s.pending)} pending, ${count(s.under_review)} under review` : undefined}
        icon={ClockIcon}
      />
      <StatCard
        label="Disbursed"
        value={naira(s?.total_disbursed)}
        hint={
          s
            ? `${count(s.disbursed)} running, ${count(s.repaid)} repaid, ${count(s.approved)} to pay out`
            : undefined
        }
        icon={BanknoteIcon}
        className="col-span-2 sm:col-span-1"
      />
      <StatCard
        label="Outstanding"
        value={naira(s?.total_outstanding)}
        hint={
          s
            ? `${naira(s.total_repaid)} repaid; ${count(s.overdue_instalments)} overdue instalment${s.overdue_instalments === 1 ? '' : 's'}; ${count(s.defaulted)} defaulted; ${naira(s.total_written_off)} written off`
            : undefined
        }
        icon={TrendingUpIcon}
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}
