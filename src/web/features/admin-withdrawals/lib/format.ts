import type { WithdrawalDecision } from '#shared/schemas/withdrawals.ts';

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
