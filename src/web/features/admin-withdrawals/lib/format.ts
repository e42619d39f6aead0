import type { WithdrawalDecision } from '#shared/schemas/withdrawals.ts';

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const time = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** "23 Nov 2026, 18:00". */
export const formatWithdrawalDate = (iso: string) => dateTime.format(new Date(iso));
/** "23 Nov 2026". */
export const formatWithdrawalDay = (iso: string) => day.format(new Date(iso));
/** "18:00". */
export const formatWithdrawalTime = (iso: string) => time.format(new Date(iso));

/**
 * What Process sends: notes and the reason trimmed, left out when empty; the
 * failure reason only on a rejection (an approval has none to show).
 */
export function decisionBody(
  decision: WithdrawalDecision['decision'],
  notes: string,
  reason: string,
): WithdrawalDecision {
  const adminNotes = notes.trim();
  const failureReason = reason.trim();
  return {
    decision,
    ...(adminNotes ? { admin_notes: adminNotes } : {}),
    ...(decision === 'reject' && failureReason ? { failure_reason: failureReason } : {}),
  };
}
