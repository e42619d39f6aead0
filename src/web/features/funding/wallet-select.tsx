import { useId } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';

const BALANCE_FIELD = { NGN: 'ngn_balance', USD: 'usd_balance', CNY: 'cny_balance' } as const;

/** The wallet being funded, with its balance (hidden as dots when balances are hidden). */
export function WalletSelect({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const id = useId();
  const me = useMe();
  const mask = useMoneyMask();
  const balance = me.data?.[BALANCE_FIELD[value]];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Wallet</Label>
      <Select value={value} onValueChange={(v) => onChange(v as Currency)}>
        <SelectTrigger id={id} className="h-12">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CURRENCIES.map((c) => (
            <SelectItem key={c} value={c}>
              <span className="flex items-center gap-2">
                <CurrencyFlag currency={c} className="h-4 w-6" />
                {CURRENCY_INFO[c].name} ({c})
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {balance !== undefined && (
        <p className="text-xs text-muted-foreground">
          Current balance: {mask(formatMoney(balance, value))}
        </p>
      )}
    </div>
  );
}
