import { PlusIcon } from 'lucide-react';
import { CURRENCY_INFO } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { BalanceToggle } from '#web/components/balance-toggle.tsx';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { HIDDEN_AMOUNT, useShowBalance } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';

interface Props {
  wallets: Wallet[] | undefined;
  failed: boolean;
  onRetry: () => void;
  index: number;
  onIndexChange: (index: number) => void;
  onFund: () => void;
}

const SHELL =
  'relative flex min-h-56 flex-col overflow-hidden rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-lg';

/** The wallet balance card; three dots switch NGN, USD, CNY (index 0, 1, 2). */
export function BalanceCard({ wallets, failed, onRetry, index, onIndexChange, onFund }: Props) {
  const show = useShowBalance();

  if (failed || !wallets?.length)
    return (
      <section aria-label="Wallet balance" className={cn(SHELL, 'items-center justify-center')}>
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="font-semibold">Failed to load wallet data</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="text-center">
            <p className="font-semibold">No wallets found</p>
            <p className="text-sm text-white/80">Contact support if this persists</p>
          </div>
        )}
      </section>
    );

  const wallet = wallets[Math.min(index, wallets.length - 1)]!;
  const info = CURRENCY_INFO[wallet.currency];
  return (
    <section aria-label="Wallet balance" className={SHELL}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-white/10"
      />
      <div className="relative flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <CurrencyFlag currency={wallet.currency} className="h-7 w-10" />
          <div>
            <h2 className="text-lg font-semibold leading-tight">{info.title}</h2>
            <p className="text-sm text-white/75">Available balance</p>
          </div>
        </div>
        <BalanceToggle className="text-white hover:bg-white/15 hover:text-white" />
      </div>

      <p
        className="relative mt-6 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
        data-testid="balance"
      >
        {show ? formatMoney(wallet.balance, wallet.currency) : `${info.symbol}${HIDDEN_AMOUNT}`}
      </p>
      <div className="relative mt-3 flex flex-wrap gap-2">
        <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium">
          {wallet.currency} Wallet
        </span>
        {wallet.is_primary && (
          <span className="rounded-full bg-yellow-300 px-2.5 py-0.5 text-xs font-semibold text-yellow-950">
            Primary
          </span>
        )}
      </div>

      <div className="relative mt-auto flex items-end justify-between gap-3 pt-6">
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Choose wallet</legend>
          {wallets.map((w, i) => (
            <button
              key={w.currency}
              type="button"
              title={CURRENCY_INFO[w.currency].title}
              aria-label={CURRENCY_INFO[w.currency].title}
              aria-pressed={i === index}
              onClick={() => onIndexChange(i)}
              className="grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <span
                className={cn(
                  'block h-2 rounded-full bg-white transition-all',
                  i === index ? 'w-6' : 'w-2 opacity-50',
                )}
              />
            </button>
          ))}
        </fieldset>
        <Button
          onClick={onFund}
          className="bg-white text-brand-dark shadow-sm hover:bg-white/90"
          aria-label={`Fund ${wallet.currency} wallet`}
        >
          <PlusIcon aria-hidden="true" />
          Fund
        </Button>
      </div>
    </section>
  );
}
