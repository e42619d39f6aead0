import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { WalletSelect } from '#web/features/funding/wallet-select.tsx';
import { checkCardRequest } from '../amount.ts';
import { useCardOptions } from '../api/get-card-options.ts';
import { useCardCheckout } from '../hooks/use-card-checkout.ts';
import { useFundingAccount } from '../hooks/use-funding-account.ts';
import { FundingAccountBlock } from './funding-account-block.tsx';
import { MethodNotice, methodProblem } from './method-notice.tsx';
import { MethodSelect, type PaymentMethod } from './method-select.tsx';

interface Props {
  initialCurrency: Currency;
  onClose: () => void;
}

/** The Fund Wallet dialog's body: card payments go through Paystack (or its simulator); bank transfer shows our account. */
export function FundWalletForm({ initialCurrency, onClose }: Props) {
  const id = useId();
  const [currency, setCurrency] = useState<Currency>(
    CURRENCIES.includes(initialCurrency) ? initialCurrency : 'NGN',
  );
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const checkout = useCardCheckout();
  const problem = methodProblem(method, currency, useCardOptions().data);
  const funding = useFundingAccount();
  const own = funding.kind === 'own';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (method === 'bank') return onClose();
    if (method !== 'card' || problem) return;
    const check = checkCardRequest(text, currency);
    setFieldError(check.error ?? null);
    if (check.amount !== undefined) checkout.pay(currency, check.amount);
  };

  const symbol = CURRENCY_INFO[currency].symbol;
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-4">
      <WalletSelect
        value={currency}
        onChange={(c) => {
          setCurrency(c);
          setFieldError(null);
          checkout.clearError();
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Amount</Label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          >
            {symbol}
          </span>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            className="pl-8"
            value={text}
            onChange={(e) => {
              // A message about the old amount goes as soon as it is changed.
              setText(e.target.value);
              setFieldError(null);
              checkout.clearError();
            }}
            aria-invalid={!!fieldError}
            aria-describedby={fieldError ? `${id}-amount-error` : undefined}
          />
        </div>
        {fieldError && (
          <p id={`${id}-amount-error`} className="text-sm text-destructive" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      <MethodSelect value={method} onChange={setMethod} />

      <MethodNotice method={method} problem={problem} ownAccount={own} />
      {checkout.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {checkout.error}
        </p>
      )}

      <Button type="submit" size="lg" disabled={!!problem || checkout.pending}>
        {checkout.pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {method === 'bank'
          ? 'Done'
          : checkout.redirecting
            ? 'Redirecting to payment...'
            : checkout.pending
              ? 'Processing...'
              : 'Continue to Payment'}
      </Button>

      <section
        aria-labelledby={`${id}-bank`}
        className="grid grid-cols-1 gap-3 rounded-xl border bg-muted/40 p-4"
      >
        <h3 id={`${id}-bank`} className="text-sm font-semibold">
          {own ? 'Your own account number' : 'Having issues? Please use the account below'}
        </h3>
        <FundingAccountBlock funding={funding} withSupport={false} />
      </section>
    </form>
  );
}
