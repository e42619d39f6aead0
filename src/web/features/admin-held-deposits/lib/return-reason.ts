import { HeldReturnSchema } from '#shared/schemas/bank-accounts.ts';

/** The textarea's limit: the schema's maximum. */
export const RETURN_REASON_MAX = 500;

/** The reason as the server will store it, or the message that says what is missing. */
export function checkReturnReason(text: string): { reason: string } | { error: string } {
  const parsed = HeldReturnSchema.shape.reason.safeParse(text);
  return parsed.success
    ? { reason: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Please check the reason' };
}
