import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { BalanceToggle } from '#web/components/balance-toggle.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { FundWalletDialog } from '#web/features/funding/fund-wallet-dialog.tsx';
import { RecentWalletTransactions } from '#web/features/transactions/recent-wallet-transactions.tsx';
import { useShowBalance } from '#web/hooks/use-balance-visibility.ts';
import { useLiveBalances } from '#web/hooks/use-live-balances.ts';
import { notify } from '#web/lib/toast.ts';
import { useWallets } from './api/get-wallets.ts';
import { AddWalletDialog } from './components/add-wallet-dialog.tsx';
import { ConvertDialog } from './components/convert-dialog.tsx';
import { WalletActions } from './components/wallet-actions.tsx';
import { WalletCarousel } from './components/wallet-carousel.tsx';

type OpenDialog = 'fund' | 'convert' | 'add' | null;

/** "My Wallets": one wallet at a time, its actions and its latest transactions. */
export function WalletsPage() {
  const wallets = useWallets();
  useLiveBalances();
  const [params, setParams] = useSearchParams();
  const showBalance = useShowBalance();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // ?currency=USD opens on that wallet, and the choice survives a reload.
  const requested = params.get('currency')?.toUpperCase() as Currency | undefined;
  const index = Math.max(0, requested ? CURRENCIES.indexOf(requested) : 0);
  const setIndex = (i: number) =>
    setParams({ currency: CURRENCIES[i] ?? 'NGN' }, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (wallets.isError) notify.error('Error', 'Failed to load wallet data. Please try again.');
  }, [wallets.isError]);

  const wallet = wallets.data?.[index];

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>My Wallets · Owo</title>
      <PageHeading
        title="My Wallets"
        description="Your Naira, US Dollar and Chinese Yuan wallets in one place."
        actions={
          <div className="flex items-center gap-2">
            <BalanceToggle variant="outline" withText />
            <Button className="hidden md:inline-flex" onClick={() => setDialog('add')}>
              <PlusIcon aria-hidden="true" />
              Add Wallet
            </Button>
          </div>
        }
      />
      {wallets.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2" role="status" aria-label="Loading wallets">
          <div className="grid gap-4">
            <Skeleton className="h-60 rounded-2xl" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : wallets.isError ? (
        <LoadError text="Failed to load wallet data" onRetry={() => void wallets.refetch()} />
      ) : !wallet ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No wallets found</p>
          <p className="text-sm text-muted-foreground">Contact support if this persists</p>
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <section aria-label="Wallet" className="grid min-w-0 gap-6">
            <WalletCarousel
              wallets={wallets.data}
              index={index}
              onIndexChange={setIndex}
              showBalance={showBalance}
            />
            <WalletActions
              onTopUp={() => setDialog('fund')}
              onConvert={() => setDialog('convert')}
            />
          </section>
          <RecentWalletTransactions currency={wallet.currency} />
          <ConvertDialog
            wallet={wallet}
            open={dialog === 'convert'}
            onOpenChange={(open) => setDialog(open ? 'convert' : null)}
          />
        </div>
      )}
      <FundWalletDialog
        open={dialog === 'fund'}
        onOpenChange={(open) => setDialog(open ? 'fund' : null)}
        currency={wallet?.currency ?? 'NGN'}
      />
      <AddWalletDialog
        open={dialog === 'add'}
        onOpenChange={(open) => setDialog(open ? 'add' : null)}
      />
    </main>
  );
}
