import { useState } from 'react';
import { RMB_MESSAGES, type RmbCreateInput, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useCreateRmbPurchase } from '../api/create-rmb-purchase.ts';

interface Submission {
  body: RmbCreateInput;
  description: string;
  key: string;
}

/**
 * Complete Transaction: the PIN dialog, one POST with one idempotency key, then the outcome.
 * A submission whose answer never came (network error, 5xx) keeps its key, so sending the
 * same purchase again can only return the first one, never hold the naira twice.
 */
export function useBuyRmb(handlers: {
  onBought: (purchase: RmbPurchase) => void;
  /** 409 RATE_CHANGED: nothing was held; the user is to see the new figures and confirm again. */
  onRateChanged: () => void;
}) {
  const create = useCreateRmbPurchase();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const keys = useSubmissionKey();

  const start = (body: RmbCreateInput, description: string) => {
    setSubmission({ body, description, key: keys.keyFor(body) });
  };

  /** Runs inside the PIN dialog: a PIN error goes back to it, every other outcome ends here. */
  const confirm = async (pin: string) => {
    if (!submission) return;
    let purchase: RmbPurchase;
    try {
      purchase = await create.mutateAsync({
        body: submission.body,
        idempotencyKey: submission.key,
        pin,
      });
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) throw e;
      setSubmission(null);
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      if (answered && e.code === 'RATE_CHANGED') return handlers.onRateChanged();
      // A 4xx moved nothing and says why (insufficient funds, a field); anything else gets the general failure message.
      if (answered && e.status !== 401)
        notify.error(RMB_MESSAGES.failedTitle, refusalText(e, e.message));
      else notify.error(RMB_MESSAGES.failedTitle, RMB_MESSAGES.failed);
      return;
    }
    keys.answered();
    setSubmission(null);
    handlers.onBought(purchase);
  };

  return {
    start,
    confirm,
    submission,
    cancel: () => setSubmission(null),
    processing: create.isPending,
  };
}
