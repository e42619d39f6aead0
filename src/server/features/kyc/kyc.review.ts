import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { kycDecisionEmail } from '#server/providers/email/notices.ts';
import { type MailDeps, mailUser } from '#server/providers/email/send-later.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { lockKycProfile, setKycDecision } from './kyc.queries.ts';

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

/**
 * An administrator's KYC decision: the status, the user's notification and the
 * audit row change together. Only a pending submission is decided; a verified
 * or rejected one stays as it is until the user submits again. Never one's own
 * (SELF_ACTION). The decision (with a rejection's reason) is e-mailed after the commit.
 */
export async function reviewKyc(
  pool: Pool,
  adminId: string,
  userId: string,
  decision: 'verified' | 'rejected',
  reason?: string,
  mail?: MailDeps,
) {
  const why = await inTransaction(pool, async (client) => {
    const row = await lockKycProfile(client, userId);
    if (!row) throw notFound('User');
    refuseSelf(adminId, userId, 'kyc.decision');
    if (!row.kyc_documents)
      throw new AppError('BUSINESS_RULE', 'This user has not submitted a KYC document yet');
    if (row.kyc_status !== 'pending')
      throw new AppError('BUSINESS_RULE', `This KYC submission is already ${row.kyc_status}`);
    // The reason is the customer's to read while rejected (the schema requires
    // one there); an approval clears an earlier rejection's.
    const why = decision === 'rejected' && reason ? reason : null;
    await setKycDecision(client, userId, decision, why);
    const m = MESSAGES[decision];
    await notify(client, {
      userId,
      kind: `kyc_${decision}`,
      title: m.title,
      body: why ? `${m.body} Reason: ${why}` : m.body,
    });
    await appendAudit(client, {
      actorId: adminId,
      action: 'kyc.decision',
      targetType: 'user',
      targetId: userId,
      before: { kyc_status: row.kyc_status },
      after: why ? { kyc_status: decision, reason: why } : { kyc_status: decision },
    });
    return why;
  });
  if (mail)
    mailUser(mail, { id: userId }, (to, appUrl) => kycDecisionEmail(to, appUrl, decision, why));
}
