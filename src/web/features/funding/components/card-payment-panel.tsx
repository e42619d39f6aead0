import { Loader2Icon, LockIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import { CARD_FUNDING_UNAVAILABLE } from '#shared/schemas/funding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { checkCardRequest } from '../amount.ts';
import { useCardOptions } from '../api/get-card-options.ts';
import { useCardCheckout } from '../hooks/use-card-checkout.ts';

const PRESETS = ['1000', '5000', '10000', '50000'];

/** Card funding through Paystack (a local simulator in development); NGN wallet only. */
export function CardPaymentPanel() {
  const options = useCardOptions();
  const checkout = useCardCheckout();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (options.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading card payment">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  if (options.isError || !options.data.available)
    return (
      <p role="alert" className="rounded-xl bg-muted p-4 text-sm">
        {CARD_FUNDING_UNAVAILABLE}
      </p>
    );

  const { min_amount: min, max_amount: max, provider } = options.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkCardRequest(text, 'NGN');
    setFieldError(check.error ?? null);
    if (check.amount !== undefined) checkout.pay('NGN', check.amount);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="card-heading">
      <div>
        <h2 id="card-heading" className="text-lg font-semibold">
          Card Payment
        </h2>
        <p className="text-sm text-muted-foreground">
          Fund your Naira (NGN) wallet with a debit card. Your wallet is credited as soon as the
          payment is confirmed.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="card-amount">Amount (₦)</Label>
        <Input
          id="card-amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
          value={text}
          onChange={(e) => {
            // A message about the old amount goes as soon as it is changed.
            setText(e.target.value);
            setFieldError(null);
            checkout.clearError();
          }}
          aria-invalid={!!fieldError}
          aria-describedby="card-amount-hint"
        />
        <p id="card-amount-hint" className="text-xs text-muted-foreground">
          {fieldError ? (
            <span role="alert" className="text-sm text-destructive">
              {fieldError}
            </span>
          ) : (
            `From ${formatMoney(min, 'NGN')} to ${formatMoney(max, 'NGN')}`
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <Button
              key={p}
              type="button"
              variant="outline"
              size="sm"
              className="rounded-full"
              onClick={() => {
                setText(p);
                setFieldError(null);
                checkout.clearError();
              }}
            >
              {formatMoney(Number(p) * 100, 'NGN', { whole: true })}
            </Button>
          ))}
        </div>
      </div>
      {checkout.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {checkout.error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={checkout.pending}>
        {checkout.pending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <LockIcon aria-hidden="true" />
        )}
        {checkout.redirecting ? 'Redirecting to payment...' : 'Pay with Paystack'}
      </Button>
      {provider === 'simulator' && (
        <p className="text-center text-xs text-muted-foreground">
          Test mode: you'll approve or decline on a simulated checkout. No card is charged.
        </p>
      )}
    </form>
  );
}
