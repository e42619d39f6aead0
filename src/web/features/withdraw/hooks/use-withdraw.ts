import { useState } from 'react';
import {
  WITHDRAW_MESSAGES,
  type Withdrawal,
  type WithdrawalCreateInput,
} from '#shared/schemas/withdrawals.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { errorText } from '../lib/error-text.ts';

interface Submission {
  body: WithdrawalCreateInput;
  /** What the PIN dialog says it confirms. */
  description: string;
  key: string;
}

/**
 * Withdraw: the PIN dialog, one POST with one idempotency key, then the outcome.
 * A PIN error goes back to the PIN dialog; every other outcome ends here.
 */
export function useWithdraw({ onDone }: { onDone: (w: Withdrawal) => void }) {
  const create = useCreateWithdrawal();
  const keys = useSubmissionKey();
  const [submission, setSubmission] = useState<Submission | null>(null);

  const start = (body: WithdrawalCreateInput, description: string) =>
    setSubmission({ body, description, key: keys.keyFor(body) });

  const confirm = async (pin: string) => {
    if (!submission) return;
    let withdrawal: Withdrawal;
    try {
      withdrawal = await create.mutateAsync({
        body: submission.body,
        idempotencyKey: submission.key,
        pin,
      });
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) throw e;
      setSubmission(null);
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      // The server's message carries the balance it has now.
      if (answered && e.code === 'INSUFFICIENT_FUNDS')
        notify.error(WITHDRAW_MESSAGES.insufficientTitle, e.message);
      // Any other 4xx moved nothing and says why (a tier's limit with the way to the limits
      // card); a 5xx or no answer is ours.
      else if (answered && e.status !== 401)
        notify.error('Error', refusalText(e, errorText(e, WITHDRAW_MESSAGES.failed)));
      else notify.error('Error', WITHDRAW_MESSAGES.failed);
      return;
    }
    keys.answered();
    setSubmission(null);
    notify.success(WITHDRAW_MESSAGES.successTitle, WITHDRAW_MESSAGES.success);
    onDone(withdrawal);
  };

  return {
    start,
    confirm,
    submission,
    cancel: () => setSubmission(null),
    processing: create.isPending,
  };
}
