import { formatMoney } from '#shared/money.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';

/** The NGN wallet's balance: bank withdrawals are paid in naira, from it. */
export function AvailableBalanceCard() {
  const wallets = useWallets();
  const mask = useMoneyMask();
  const ngn = wallets.data?.find((w) => w.currency === 'NGN');
  return (
    <section
      aria-labelledby="available-balance-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-5 text-white shadow-lg sm:p-6"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-14 -right-14 size-44 rounded-full bg-white/10"
      />
      <div className="relative flex items-center gap-3">
        <CurrencyFlag currency="NGN" className="h-6 w-9" />
        <h2 id="available-balance-heading" className="text-sm font-medium text-white/85">
          Available Balance
        </h2>
      </div>
      <div className="relative mt-3">
        {ngn ? (
          <p className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            {mask(formatMoney(ngn.balance, 'NGN'))}
          </p>
        ) : wallets.isError ? (
          <div role="alert" className="flex items-center gap-3">
            <span>Failed to load wallet data</span>
            <Button variant="secondary" size="sm" onClick={() => void wallets.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton className="h-10 w-48 bg-white/20" />
        )}
        <p className="mt-1 text-sm text-white/75">Naira wallet</p>
      </div>
    </section>
  );
}
