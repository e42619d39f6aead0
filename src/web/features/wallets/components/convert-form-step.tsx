import { useForm } from 'react-hook-form';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney, tryConvertMinor, tryParseAmount } from '#shared/money.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import {
  type ConvertCheck,
  type ConvertFormValues,
  validateConvert,
} from '../lib/validate-convert.ts';
import { RatePreview } from './rate-preview.tsx';

interface Props {
  wallet: Wallet;
  defaults: ConvertFormValues;
  rateFor: (to: Currency) => string | null;
  ratesState: 'loading' | 'error' | 'ready';
  onReview: (values: ConvertFormValues, check: Extract<ConvertCheck, { ok: true }>) => void;
}

export function ConvertFormStep({ wallet, defaults, rateFor, ratesState, onReview }: Props) {
  const form = useForm<ConvertFormValues>({ defaultValues: defaults });
  const mask = useMoneyMask();
  const from = wallet.currency;
  const to = form.watch('to');
  const amountText = form.watch('amount');
  const rate = rateFor(to);
  const amount = tryParseAmount(amountText, { currency: from });
  const preview = rate && amount ? tryConvertMinor(amount, rate) : null;

  const submit = form.handleSubmit((values) => {
    const check = validateConvert(values, {
      from,
      balance: wallet.balance,
      rate: rateFor(values.to),
    });
    if (check.ok) onReview(values, check);
    else form.setError(check.field, { message: check.message }, { shouldFocus: true });
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="flex items-center gap-3 rounded-lg border bg-muted/50 p-3">
          <CurrencyFlag currency={from} />
          <div className="min-w-0">
            <p className="text-sm font-medium">From your {from} Wallet</p>
            <p className="text-xs text-muted-foreground">
              Available: {mask(formatMoney(wallet.balance, from))}
            </p>
          </div>
        </div>
        <FormField
          control={form.control}
          name="to"
          render={({ field }) => (
            <FormItem>
              <FormLabel>To wallet</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {CURRENCIES.filter((c) => c !== from).map((c) => (
                    <SelectItem key={c} value={c}>
                      {CURRENCY_INFO[c].name} ({c})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="amount"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Amount ({from})</FormLabel>
              <FormControl>
                <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <RatePreview from={from} to={to} rate={rate} state={ratesState} received={preview} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={ratesState !== 'ready'}>
            Review Conversion
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
