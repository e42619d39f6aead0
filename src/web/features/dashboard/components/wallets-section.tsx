import { WalletIcon } from 'lucide-react';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { WalletCard } from '#web/features/wallets/components/wallet-card.tsx';

interface Props {
  wallets: Wallet[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function WalletsSection({ wallets, failed, onRetry }: Props) {
  return (
    <section aria-labelledby="wallets-heading" className="grid gap-4">
      <h2 id="wallets-heading" className="text-lg font-semibold">
        Your wallets
      </h2>
      {failed ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <p className="font-medium text-destructive">Failed to load wallet data</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !wallets?.length ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
          <WalletIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No wallets found</p>
          <p className="text-sm text-muted-foreground">Contact support if this persists</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {wallets.map((w) => (
            <WalletCard key={w.currency} wallet={w} />
          ))}
        </div>
      )}
    </section>
  );
}
