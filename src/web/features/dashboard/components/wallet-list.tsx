import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/money.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';

interface Props {
  wallets: Wallet[] | undefined;
  failed: boolean;
  selected: number;
  onSelect: (index: number) => void;
}

/** The wallet list with a fund button to /fund-wallet. */
export function WalletList({ wallets, failed, selected, onSelect }: Props) {
  const mask = useMoneyMask();
  return (
    <section
      aria-labelledby="wallets-heading"
      className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="wallets-heading" className="text-lg font-semibold">
          My Wallets
        </h2>
        <Button asChild size="sm">
          <Link to="/fund-wallet">
            <PlusIcon aria-hidden="true" />
            Fund
          </Link>
        </Button>
      </div>
      {failed ? (
        <p className="py-6 text-center text-sm font-medium text-destructive">
          Failed to load wallet data
        </p>
      ) : !wallets?.length ? (
        <div className="py-6 text-center">
          <p className="font-medium">No wallets found</p>
          <p className="text-sm text-muted-foreground">Contact support if this persists</p>
        </div>
      ) : (
        <ul className="mt-3 grid gap-2">
          {wallets.map((w, i) => (
            <li key={w.currency}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-pressed={i === selected}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  i === selected ? 'border-primary/50 bg-accent/60' : 'border-transparent',
                )}
              >
                <CurrencyFlag currency={w.currency} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{w.currency_name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {w.currency} Wallet{w.is_primary ? ' · Primary' : ''}
                  </span>
                </span>
                <span className="font-semibold tabular-nums" data-testid={`wallet-${w.currency}`}>
                  {mask(formatMoney(w.balance, w.currency))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="link" className="mt-3 self-start">
        <Link to="/wallets">Manage wallets</Link>
      </Button>
    </section>
  );
}
