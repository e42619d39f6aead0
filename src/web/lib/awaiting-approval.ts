import type { AwaitingApproval } from '#shared/schemas/approvals.ts';
import { notify } from '#web/lib/toast.ts';

/** A 202 from a large credit, debit, withdrawal approval or disbursement: nothing moved yet. */
export function isAwaitingApproval(answer: unknown): answer is AwaitingApproval {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { status?: unknown }).status === 'awaiting_approval'
  );
}

export const SENT_FOR_APPROVAL = {
  title: 'Sent for approval',
  text: 'A second administrator must approve amounts above the approval limit. Nothing has moved yet: it waits on the Approvals screen.',
} as const;

export const notifySentForApproval = () =>
  notify.info(SENT_FOR_APPROVAL.title, SENT_FOR_APPROVAL.text);
