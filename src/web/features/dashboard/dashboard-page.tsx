import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { Currency } from '#shared/constants.ts';
import { lagosHour } from '#shared/lagos-time.ts';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { PRELOAD_AFTER_MS, useAfterPaint } from '#web/components/use-after-paint.ts';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useLimits } from '#web/features/limits/api/get-limits.ts';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { useDashboardWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useLiveBalances } from '#web/hooks/use-live-balances.ts';
import { notify } from '#web/lib/toast.ts';
import { AfterFirstPaint } from './components/after-first-paint.tsx';
import { BalanceCard } from './components/balance-card.tsx';
import { KycBanner } from './components/kyc-banner.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { RecentTransactions } from './components/recent-transactions.tsx';
import { WalletList } from './components/wallet-list.tsx';

// The Fund Wallet dialog (and the dialog code it needs) loads after the first paint.
const FundWalletDialog = lazyNamed(
  () => import('#web/features/funding/fund-wallet-dialog.tsx'),
  'FundWalletDialog',
);

/** By the Lagos clock, as every time the app shows. */
function greeting(hour = lagosHour()) {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardPage() {
  const { user } = useAuth();
  const wallets = useDashboardWallets();
  useLiveBalances();
  const me = useMe();
  const limits = useLimits();
  const [index, setIndex] = useState(0);
  const [fundOpen, setFundOpen] = useState(false);
  // Mounted once first opened, and kept, so it can animate its closing.
  const [fundUsed, setFundUsed] = useState(false);
  const openFund = () => {
    setFundUsed(true);
    setFundOpen(true);
  };
  useAfterPaint(() => void FundWalletDialog.preload().catch(() => undefined), PRELOAD_AFTER_MS);

  useEffect(() => {
    if (wallets.isError) notify.error('Error', 'Failed to load wallet data. Please try again.');
  }, [wallets.isError]);

  // The page appears in one large render once its data is in: deferred, React renders it in
  // slices between which the browser can paint and take input.
  const loading = useDeferredValue(wallets.isPending || me.isPending);
  if (loading) return <ContentLoader text="Loading your dashboard..." />;

  const name = me.data?.full_name?.split(' ')[0] || user?.email.split('@')[0] || '';
  const currency: Currency = wallets.data?.[index]?.currency ?? 'NGN';
  const retry = () => void wallets.refetch();
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Dashboard · Owo</title>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting()}
          {name ? `, ${name}` : ''}
        </h1>
        <p className="mt-1 text-muted-foreground">Here's your money at a glance.</p>
      </div>
      {limits.data && <KycBanner limits={limits.data} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <BalanceCard
            wallets={wallets.data}
            failed={wallets.isError}
            onRetry={retry}
            index={index}
            onIndexChange={setIndex}
            onFund={openFund}
          />
          <QuickActions onFund={openFund} />
        </div>
        {/* Below the fold on a phone (the side column on a desktop): rendered in a task of its
            own once the rest has painted, so the page appears sooner and in shorter tasks. */}
        <AfterFirstPaint>
          <div className="grid content-start gap-6">
            <WalletList
              wallets={wallets.data}
              failed={wallets.isError}
              selected={index}
              onSelect={setIndex}
            />
            <RecentTransactions />
          </div>
        </AfterFirstPaint>
      </div>
      {fundUsed && (
        <Suspense fallback={null}>
          <FundWalletDialog open={fundOpen} onOpenChange={setFundOpen} currency={currency} />
        </Suspense>
      )}
    </main>
  );
}
