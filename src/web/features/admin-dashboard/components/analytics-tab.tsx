import { lazy, Suspense, useState } from 'react';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminStats } from '#shared/schemas/admin-stats.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { revenueOf } from './overview-tab.tsx';

// recharts is loaded only when the Analytics tab is opened.
const VolumeChart = lazy(() =>
  import('./volume-chart.tsx').then((m) => ({ default: m.VolumeChart })),
);

const DAYS = 30;
const count = new Intl.NumberFormat('en-US');

const PENDING: { key: keyof AdminStats['pending']; label: string }[] = [
  { key: 'kyc', label: 'KYC Reviews' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'rmb', label: 'RMB' },
  { key: 'airtime_cash', label: 'Airtime to Cash' },
  { key: 'bills', label: 'Bills' },
  { key: 'loans', label: 'Loans' },
  { key: 'approvals', label: 'Approvals' },
];

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-3 py-2.5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Revenue per currency, user analytics, the 30-day chart and what waits for an administrator. */
export function AnalyticsTab({ stats }: { stats: AdminStats }) {
  const [currency, setCurrency] = useState<Currency>('NGN');
  const analytics = useAdminAnalytics(DAYS);
  const days = analytics.data?.days ?? [];
  const volume = days.reduce(
    (sum, d) => sum + (d.volume.find((v) => v.currency === currency)?.amount ?? 0),
    0,
  );
  const signups = days.reduce((sum, d) => sum + d.signups, 0);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Revenue Analytics</CardTitle>
            <CardDescription>Fees plus exchange margin, per currency</CardDescription>
          </CardHeader>
          <CardContent>
            <Rows
              rows={CURRENCIES.map((c) => [`${c} Revenue`, formatMoney(revenueOf(stats, c), c)])}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>User Analytics</CardTitle>
            <CardDescription>Active: signed in within 30 days</CardDescription>
          </CardHeader>
          <CardContent>
            <Rows
              rows={[
                ['Total Users', count.format(stats.total_users)],
                ['Active Users', count.format(stats.active_users)],
                ['Inactive Users', count.format(stats.inactive_users)],
              ]}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Last 30 Days</CardTitle>
            <CardDescription>
              Money that left users' wallets each day, and sign-ups (Lagos time)
            </CardDescription>
          </div>
          <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">Volume currency</legend>
            {CURRENCIES.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === currency ? 'default' : 'ghost'}
                aria-pressed={c === currency}
                onClick={() => setCurrency(c)}
              >
                {c}
              </Button>
            ))}
          </fieldset>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3">
          {analytics.isError ? (
            <LoadError text="Failed to load analytics" onRetry={() => void analytics.refetch()} />
          ) : analytics.isPending ? (
            <Skeleton className="h-72 w-full" />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {formatMoney(volume, currency)} moved · {count.format(signups)} sign-ups
              </p>
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <VolumeChart days={days} currency={currency} />
              </Suspense>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pending</CardTitle>
          <CardDescription>Waiting for an administrator</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {PENDING.map(({ key, label }) => (
              <div key={key} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">
                  {count.format(stats.pending[key])}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
