import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { notify } from '../notifications/notifications.service.ts';

const MESSAGES = {
  verified: {
    title: 'Identity verified',
    body: 'Your KYC documents were approved. Your account is fully verified.',
  },
  rejected: {
    title: 'Identity verification rejected',
    body: 'Your KYC documents could not be approved. Please upload a new document from your profile.',
  },
} as const;

/** An administrator's KYC decision: the status and the user's notification change together. */
export async function reviewKyc(
  pool: Pool,
  userId: string,
  decision: 'verified' | 'rejected',
  reason?: string,
) {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ kyc_documents: unknown }>(
      'SELECT kyc_documents FROM profiles WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows[0]) throw notFound('User');
    if (!rows[0].kyc_documents)
      throw new AppError('BUSINESS_RULE', 'This user has not submitted a KYC document yet');
    await client.query('UPDATE profiles SET kyc_status = $2, updated_at = now() WHERE id = $1', [
      userId,
      decision,
    ]);
    const m = MESSAGES[decision];
    await notify(client, {
      userId,
      kind: `kyc_${decision}`,
      title: m.title,
      body: reason ? `${m.body} Reason: ${reason}` : m.body,
    });
  });
}
