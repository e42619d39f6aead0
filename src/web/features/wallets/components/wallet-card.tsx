import { formatMoney } from '#shared/money.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Badge } from '#web/components/ui/badge.tsx';

/** One wallet: flag, name, balance, and the "Primary" badge when it is the primary one. */
export function WalletCard({ wallet }: { wallet: Wallet }) {
  const label = `${wallet.currency} Wallet`;
  return (
    <article
      aria-label={`${wallet.currency_name} wallet`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <CurrencyFlag currency={wallet.currency} />
          <div>
            <h3 className="font-semibold leading-tight">{wallet.currency_name}</h3>
            <p className="text-xs text-muted-foreground">{label}</p>
          </div>
        </div>
        {wallet.is_primary && <Badge variant="secondary">Primary</Badge>}
      </div>
      <p className="text-2xl font-bold tracking-tight tabular-nums" data-testid="wallet-balance">
        {formatMoney(wallet.balance, wallet.currency)}
      </p>
    </article>
  );
}
