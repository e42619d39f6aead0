import { useEffect } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useDashboardWallets } from '#web/features/wallets/api/get-wallets.ts';
import { notify } from '#web/lib/toast.ts';
import { DashboardHeader } from './components/dashboard-header.tsx';
import { WalletsSection } from './components/wallets-section.tsx';

export function DashboardPage() {
  const { user } = useAuth();
  const wallets = useDashboardWallets();

  useEffect(() => {
    if (wallets.isError) notify.error('Error', 'Failed to load wallet data. Please try again.');
  }, [wallets.isError]);

  if (wallets.isPending) return <PageLoader text="Loading your dashboard..." />;

  const name = user?.email.split('@')[0] ?? '';
  return (
    <div className="min-h-dvh bg-background">
      <title>Dashboard · Owo</title>
      <DashboardHeader />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Welcome back{name ? `, ${name}` : ''}. Here's your money at a glance.
          </p>
        </div>
        <WalletsSection
          wallets={wallets.data}
          failed={wallets.isError}
          onRetry={() => void wallets.refetch()}
        />
      </main>
    </div>
  );
}
