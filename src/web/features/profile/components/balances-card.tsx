import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { BalanceToggle } from '#web/components/balance-toggle.tsx';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { maskMoney, useShowBalance } from '#web/hooks/use-balance-visibility.ts';

const BALANCE: Record<Currency, (p: Profile) => number> = {
  NGN: (p) => p.ngn_balance,
  USD: (p) => p.usd_balance,
  CNY: (p) => p.cny_balance,
};

/** NGN, USD and CNY, and everything converted into the primary currency (Show Balance honoured). */
export function BalancesCard({ profile, className }: { profile: Profile; className?: string }) {
  const shown = useShowBalance();
  const money = (minor: number, currency: Currency) =>
    maskMoney(formatMoney(minor, currency), shown);

  return (
    <Card className={className}>
      <CardHeader className="grid-cols-[1fr_auto] items-center">
        <CardTitle>Wallet Balances</CardTitle>
        <BalanceToggle className="-my-2" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {CURRENCIES.map((c) => (
            <li
              key={c}
              className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2.5"
            >
              <span className="flex min-w-0 items-center gap-3">
                <CurrencyFlag currency={c} className="h-5 w-7" />
                <span className="truncate text-sm font-medium">{CURRENCY_INFO[c].name}</span>
                {profile.primary_currency === c && <Badge variant="secondary">Primary</Badge>}
              </span>
              <span className="font-semibold tabular-nums" data-testid={`balance-${c}`}>
                {money(BALANCE[c](profile), c)}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex items-end justify-between gap-3 rounded-lg border border-primary/20 bg-primary/5 px-3 py-3">
          <span>
            <span className="block text-sm font-medium">Total Balance</span>
            <span className="text-xs text-muted-foreground">
              In {CURRENCY_INFO[profile.primary_currency].name} ({profile.primary_currency})
            </span>
          </span>
          <span className="text-lg font-bold tabular-nums" data-testid="balance-total">
            {money(profile.total_balance, profile.primary_currency)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
