import { useRef, useState } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { ConvertRequest, Wallet } from '#shared/schemas/wallets.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { isApiError, newIdempotencyKey } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useConvertWallets } from '../api/convert-wallets.ts';
import { findRate, useRates } from '../api/get-rates.ts';
import type { ConvertFormValues } from '../lib/validate-convert.ts';
import { ConvertFormStep } from './convert-form-step.tsx';
import { ConvertReviewStep } from './convert-review-step.tsx';

interface Props {
  wallet: Wallet;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Review {
  values: ConvertFormValues;
  request: ConvertRequest;
  rate: string;
  received: number;
  /** Made when the user reviews; every retry of this confirmation sends it again. */
  key: string;
}

export function ConvertDialog({ wallet, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Convert {CURRENCY_INFO[wallet.currency].name}</DialogTitle>
          <DialogDescription>
            Move money from your {wallet.currency} wallet to another of your wallets at today's
            rate.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts fresh, with a fresh rate. */}
        {open && <ConvertFlow wallet={wallet} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ConvertFlow({ wallet, onDone }: { wallet: Wallet; onDone: () => void }) {
  const from = wallet.currency;
  const rates = useRates({ refetchOnMount: 'always' });
  const convert = useConvertWallets();
  const [review, setReview] = useState<Review | null>(null);
  const lastValues = useRef<ConvertFormValues>({
    to: CURRENCIES.find((c) => c !== from) as Currency,
    amount: '',
  });
  const ratesState = rates.isPending ? 'loading' : rates.isError ? 'error' : 'ready';
  const rateFor = (to: Currency) => findRate(rates.data, from, to);

  const confirm = (r: Review) =>
    convert.mutate(
      { request: r.request, idempotencyKey: r.key },
      {
        onSuccess: (res) => {
          const got = res.entries.find((e) => e.currency === r.request.to)?.amount ?? r.received;
          notify.success(
            'Conversion successful',
            `${formatMoney(r.request.amount, from)} converted to ${formatMoney(got, r.request.to)}.`,
          );
          onDone();
        },
      },
    );

  if (review) {
    const error = convert.error
      ? isApiError(convert.error)
        ? refusalText(convert.error, convert.error.message)
        : 'Conversion failed. Please try again.'
      : null;
    return (
      <ConvertReviewStep
        request={review.request}
        rate={review.rate}
        received={review.received}
        pending={convert.isPending}
        error={error}
        onBack={() => {
          convert.reset();
          setReview(null);
        }}
        onConfirm={() => confirm(review)}
      />
    );
  }
  return (
    <ConvertFormStep
      wallet={wallet}
      defaults={lastValues.current}
      rateFor={rateFor}
      ratesState={ratesState}
      onReview={(values, check) => {
        lastValues.current = values;
        setReview({
          values,
          request: check.request,
          rate: rateFor(values.to) ?? '',
          received: check.received,
          key: newIdempotencyKey(),
        });
      }}
    />
  );
}
