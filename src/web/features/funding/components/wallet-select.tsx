import { useId } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { useMoneyMask } from '#web/features/profile/show-balance.ts';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { CurrencyFlag } from '#web/features/wallets/components/currency-flag.tsx';

/** The wallet being funded, with its balance (hidden as dots when balances are hidden). */
export function WalletSelect({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const id = useId();
  const wallets = useWallets();
  const mask = useMoneyMask();
  const balance = wallets.data?.find((w) => w.currency === value)?.balance;
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
