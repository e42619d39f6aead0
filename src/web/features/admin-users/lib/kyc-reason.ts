import { KycRejectionReasonSchema } from '#shared/schemas/admin-users.ts';

/** The reason as the server will store it, or the message that says what is missing. */
export function checkRejectionReason(text: string): { reason: string } | { error: string } {
  const parsed = KycRejectionReasonSchema.safeParse(text);
  return parsed.success
    ? { reason: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Please check the reason' };
}
