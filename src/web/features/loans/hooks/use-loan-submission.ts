import type { Loan } from '#shared/schemas/loans.ts';
import { LOAN_MESSAGES, type LoanApplication } from '#shared/schemas/loans-application.ts';
import type { LoanDocumentField } from '#shared/schemas/loans-documents.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useApplyLoan } from '../api/apply-loan.ts';
import { refusalText, refusedDocument } from '../lib/server-refusal.ts';

type Files = { field: LoanDocumentField; file: File }[];

/**
 * Submit Application: one POST with one idempotency key. An application whose
 * answer never came keeps its key, so sending the same one again can only
 * answer the first, never record it twice. A refused document is handed back
 * so its field can say why.
 */
export function useLoanSubmission(handlers: {
  onSubmitted: (loan: Loan) => void;
  onDocumentRefused: (field: LoanDocumentField, message: string) => void;
}) {
  const apply = useApplyLoan();
  const keys = useSubmissionKey();

  const submit = async (application: LoanApplication, files: Files) => {
    const idempotencyKey = keys.keyFor({
      application,
      files: files.map(({ field, file }) => [field, file.name, file.size, file.lastModified]),
    });
    let loan: Loan;
    try {
      loan = await apply.mutateAsync({ application, files, idempotencyKey });
    } catch (e) {
      const answered = isApiError(e) && e.status >= 400 && e.status < 500;
      if (answered) keys.answered();
      if (answered && e.status !== 401) {
        const refused = refusedDocument(e);
        if (refused) handlers.onDocumentRefused(refused.field, refused.message);
        // The server says what was wrong (a document that is not what its name says, a limit).
        notify.error(LOAN_MESSAGES.submitFailed, refusalText(e.message));
      } else notify.error(LOAN_MESSAGES.submitFailed);
      return;
    }
    keys.answered();
    handlers.onSubmitted(loan);
  };

  return { submit, submitting: apply.isPending };
}
