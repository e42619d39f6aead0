import { CheckCircle2Icon, ClockIcon, ListIcon, XCircleIcon } from 'lucide-react';
import { CURRENCY_INFO } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminTransactionStats } from '#shared/schemas/admin-transactions.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');

type Volume = AdminTransactionStats['volume'][number];

function VolumeCard({ volume: v }: { volume: Volume }) {
  return (
    <section
      className="rounded-xl border bg-card p-4 shadow-sm"
      aria-label={`${CURRENCY_INFO[v.currency].name} volume`}
    >
      <h2 className="text-sm font-medium text-muted-foreground">{v.currency} Volume</h2>
      <p className="mt-2 text-2xl font-semibold tabular-nums">
        {formatMoney(v.money_in + v.money_out, v.currency)}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Money in</dt>
          <dd className="font-medium text-green-700 tabular-nums">
            {formatMoney(v.money_in, v.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Money out</dt>
          <dd className="font-medium text-red-700 tabular-nums">
            {formatMoney(v.money_out, v.currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Counts per status and the money in and out per currency, over every user. */
export function TransactionStats({ stats }: { stats: AdminTransactionStats | null | undefined }) {
  const s = stats?.by_status ?? {};
  const unsettled = (s.failed ?? 0) + (s.refunded ?? 0) + (s.reversed ?? 0) + (s.cancelled ?? 0);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Transactions" value={count(stats?.total)} icon={ListIcon} />
        <StatCard label="Completed" value={count(s.completed)} icon={CheckCircle2Icon} />
        <StatCard label="Pending" value={count(s.pending)} icon={ClockIcon} />
        <StatCard label="Failed / Reversed" value={count(unsettled)} icon={XCircleIcon} />
      </div>
      {stats && (
        <div className="grid gap-4 sm:grid-cols-3">
          {stats.volume.map((v) => (
            <VolumeCard key={v.currency} volume={v} />
          ))}
        </div>
      )}
    </div>
  );
}
