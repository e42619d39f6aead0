import { useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import { REPAY_MESSAGES } from '#shared/schemas/loans-repayment.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useRepayLoan } from '../api/repay-loan.ts';

export const REPAY_FAILED = {
  title: 'Repayment Failed',
  text: 'Your repayment could not be completed. Please try again.',
} as const;

interface Submission {
  loanId: string;
  amount: number;
  /** What the PIN dialog says it confirms. */
  description: string;
  key: string;
}

/**
 * Repay: the PIN dialog, one POST with one idempotency key, then the outcome.
 * A PIN error goes back to the PIN dialog; every other outcome ends here.
 */
export function useRepay() {
  const repay = useRepayLoan();
  const keys = useSubmissionKey();
  const [submission, setSubmission] = useState<Submission | null>(null);

  const start = (loanId: string, amount: number) =>
    setSubmission({
      loanId,
      amount,
      description: `Repay ${formatMoney(amount, 'NGN')} towards loan ${loanId} from your Naira wallet.`,
      key: keys.keyFor({ loanId, amount }),
    });

  const confirm = async (pin: string) => {
    if (!submission) return;
    const { loanId, amount, key } = submission;
    try {
      await repay.mutateAsync({ loanId, amount, idempotencyKey: key, pin });
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) throw e;
      setSubmission(null);
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      // A 4xx moved nothing and says why ('Insufficient balance. Current: …', a tier's limit).
      if (answered && e.status !== 401) notify.error(REPAY_FAILED.title, refusalText(e, e.message));
      else notify.error(REPAY_FAILED.title, REPAY_FAILED.text);
      return;
    }
    keys.answered();
    setSubmission(null);
    notify.success(REPAY_MESSAGES.successTitle, REPAY_MESSAGES.success(formatMoney(amount, 'NGN')));
  };

  return {
    start,
    confirm,
    submission,
    cancel: () => setSubmission(null),
    processing: repay.isPending,
  };
}
