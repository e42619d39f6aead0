import { useState } from 'react';
import type { Bill } from '#shared/schemas/bills.ts';
import { BILL_MESSAGES, type BillCreateInput } from '#shared/schemas/bills-requests.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { isApiError } from '#web/lib/api.ts';
import { loadSonner, notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useCreateBill } from '../api/create-bill.ts';
import { announceBill } from '../lib/announce-bill.ts';

interface Submission {
  body: BillCreateInput;
  description: string;
  key: string;
}

export const PENDING_MESSAGE = {
  title: 'Payment Processing',
  text: 'Your payment is being confirmed. It shows as pending in Recent Transactions until it completes.',
} as const;

/**
 * Pay: the PIN dialog, one POST with one idempotency key, then the outcome.
 * A submission whose answer never came (network error, 5xx) keeps its key: sending
 * the same details again can then only return that first bill, never pay twice.
 */
export function usePayBill({ onPaid }: { onPaid: () => void }) {
  const create = useCreateBill();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [receipt, setReceipt] = useState<Bill | null>(null);
  const keys = useSubmissionKey();

  const start = (body: BillCreateInput, description: string) => {
    setSubmission({ body, description, key: keys.keyFor(body) });
  };

  /** Runs inside the PIN dialog: a PIN error is thrown back to it, every other outcome ends here. */
  const confirm = async (pin: string) => {
    if (!submission) return;
    let bill: Bill;
    try {
      bill = await create.mutateAsync({
        body: submission.body,
        idempotencyKey: submission.key,
        pin,
      });
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) throw e;
      setSubmission(null);
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      // A 4xx moved nothing and says why ('Insufficient balance. Current: …', a tier's limit).
      if (answered && e.status !== 401)
        notify.error(BILL_MESSAGES.failedTitle, refusalText(e, e.message));
      else notify.error(BILL_MESSAGES.failedTitle, BILL_MESSAGES.failed);
      return;
    }
    keys.answered();
    setSubmission(null);
    if (bill.status === 'refunded') {
      notify.error(BILL_MESSAGES.failedTitle, BILL_MESSAGES.failed);
      return;
    }
    if (bill.status === 'pending') notify.info(PENDING_MESSAGE.title, PENDING_MESSAGE.text);
    else if (bill.service === 'electricity' && bill.token) {
      // The receipt says it all; a toast left over from Verify would sit on top of it.
      void loadSonner().then(({ toast }) => toast.dismiss());
      setReceipt(bill);
    } else announceBill(bill);
    onPaid();
  };

  return {
    start,
    confirm,
    submission,
    cancel: () => setSubmission(null),
    processing: create.isPending,
    receipt,
    closeReceipt: () => setReceipt(null),
  };
}
