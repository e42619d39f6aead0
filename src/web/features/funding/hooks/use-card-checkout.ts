import { useRef, useState } from 'react';
import type { Currency } from '#shared/constants.ts';
import { newIdempotencyKey } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useStartCardFunding } from '../api/start-card-funding.ts';

/**
 * Starts a card payment and sends the browser to the provider's checkout. One
 * Idempotency-Key per intent: pressing Pay again for the same wallet and amount
 * (after a network error, say) reuses it, so at most one checkout is opened.
 */
export function useCardCheckout() {
  const start = useStartCardFunding();
  const intent = useRef<{ key: string; what: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const pay = (currency: Currency, amount: number) => {
    const what = `${currency}:${amount}`;
    if (intent.current?.what !== what) intent.current = { key: newIdempotencyKey(), what };
    setError(null);
    start.mutate(
      { currency, amount, idempotencyKey: intent.current.key },
      {
        onSuccess: (funding) => {
          if (!funding.authorization_url) {
            setError(funding.message);
            return;
          }
          setRedirecting(true);
          window.location.assign(funding.authorization_url);
        },
        onError: (err) => {
          setError(err.message);
          notify.error('Sorry, unable to fund wallet', err.message);
        },
      },
    );
  };

  return {
    pay,
    pending: start.isPending || redirecting,
    redirecting,
    error,
    clearError: () => setError(null),
  };
}
