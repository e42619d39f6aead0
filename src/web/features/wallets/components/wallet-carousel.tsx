import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { CURRENCY_INFO } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { HIDDEN_AMOUNT } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';

interface Props {
  wallets: Wallet[];
  index: number;
  onIndexChange: (index: number) => void;
  showBalance: boolean;
}

/** One wallet at a time; arrows step through NGN, USD, CNY (and wrap), dots jump. */
export function WalletCarousel({ wallets, index, onIndexChange, showBalance }: Props) {
  const wallet = wallets[index];
  if (!wallet) return null;
  const title = CURRENCY_INFO[wallet.currency].title;
  const step = (by: number) => onIndexChange((index + by + wallets.length) % wallets.length);

  return (
    <div className="grid gap-4">
      <article
        aria-label={`${title} wallet`}
        aria-live="polite"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-lg sm:p-8"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-20 -left-10 size-48 rounded-full bg-white/5"
        />
        <div className="relative flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <CurrencyFlag currency={wallet.currency} className="h-7 w-10" />
            <h2 className="text-lg font-semibold">{title}</h2>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium">
              {wallet.currency} Wallet
            </span>
            {wallet.is_primary && (
              <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
                Primary
              </span>
            )}
          </div>
        </div>
        <p className="relative mt-8 text-sm text-white/80">Available balance</p>
        <p
          className="relative mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
          data-testid="wallet-balance"
        >
          {showBalance ? (
            formatMoney(wallet.balance, wallet.currency)
          ) : (
            <>
              <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
              <span className="sr-only">Balance hidden</span>
            </>
          )}
        </p>
        <p className="relative mt-6 text-sm text-white/80">
          {CURRENCY_INFO[wallet.currency].name} · {wallet.currency_symbol}
        </p>
      </article>
      <div className="flex items-center justify-center gap-4">
        <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label="Previous wallet">
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div className="flex items-center gap-1">
          {wallets.map((w, i) => (
            <button
              key={w.currency}
              type="button"
              onClick={() => onIndexChange(i)}
              aria-label={`Show ${CURRENCY_INFO[w.currency].title} wallet`}
              aria-pressed={i === index}
              className="grid size-8 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === index ? 'w-6 bg-primary' : 'w-2.5 bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" onClick={() => step(1)} aria-label="Next wallet">
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
