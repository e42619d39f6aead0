import { useState } from 'react';
import type { TransferRequest } from '#shared/schemas/transactions.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useSendTransfer } from '../api/send-transfer.ts';
import { TRANSFER_MESSAGES } from '../lib/check-transfer.ts';
import { errorText } from '../lib/error-text.ts';

interface Submission {
  body: TransferRequest;
  description: string;
  key: string;
  /** The success toast's text. */
  success: string;
}

/** Send to another user's wallet: the PIN dialog, one POST /api/transfers, then the outcome. */
export function useSendMoney({ onSent }: { onSent: (body: TransferRequest) => void }) {
  const send = useSendTransfer();
  const keys = useSubmissionKey();
  const [submission, setSubmission] = useState<Submission | null>(null);

  const start = (body: TransferRequest, description: string, success: string) =>
    setSubmission({ body, description, success, key: keys.keyFor(body) });

  const confirm = async (pin: string) => {
    if (!submission) return;
    try {
      await send.mutateAsync({ body: submission.body, idempotencyKey: submission.key, pin });
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) throw e;
      setSubmission(null);
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      // 404 no such user, 422 oneself / too little money / an inactive account / a tier's
      // limit (with the way to the limits card): the server says.
      notify.error(
        TRANSFER_MESSAGES.failedTitle,
        answered && e.status !== 401
          ? refusalText(e, errorText(e, TRANSFER_MESSAGES.failed))
          : TRANSFER_MESSAGES.failed,
      );
      return;
    }
    keys.answered();
    setSubmission(null);
    notify.success(TRANSFER_MESSAGES.successTitle, submission.success);
    onSent(submission.body);
  };

  return {
    start,
    confirm,
    submission,
    cancel: () => setSubmission(null),
    processing: send.isPending,
  };
}
