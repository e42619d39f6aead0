import { inTransaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { kycDecisionEmail } from '#server/providers/email/notices.ts';
import { mailUser } from '#server/providers/email/send-later.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { releaseHeldDeposits } from '../bank-accounts/bank-accounts.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { lockKycProfile, setKycDecision } from './kyc.queries.ts';

const MESSAGES = {
  verified: {
    title: 'Identity verified',
    body: 'Your KYC documents were approved. Your account is fully verified (tier 3).',
  },
  rejected: {
    title: 'Identity verification rejected',
    body: 'Your KYC documents could not be approved. Please upload a new document from your profile.',
  },
} as const;

/** Has the stored submission a proof of address (submissions before tier 3 asked for one have none)? */
const hasProofOfAddress = (docs: unknown) =>
  !!docs && typeof docs === 'object' && !!(docs as { proof_of_address?: unknown }).proof_of_address;

/**
 * An administrator's KYC decision: the status, the tier (an approval is tier
 * 3), the user's notification and the audit row change together. Only a
 * pending submission is decided; a verified or rejected one stays as it is
 * until the user submits again. An approval needs a verified BVN (tier 2) and
 * both files. Never one's own (SELF_ACTION). The e-mail of the decision (with
 * a rejection's reason) is written with it; after the commit it is sent, and
 * an approval releases the deposits held above tier 2's maximum.
 */
export async function reviewKyc(
  deps: AppDeps,
  adminId: string,
  userId: string,
  decision: 'verified' | 'rejected',
  reason?: string,
) {
  await inTransaction(deps.pool, async (client) => {
    const row = await lockKycProfile(client, userId);
    if (!row) throw notFound('User');
    refuseSelf(adminId, userId, 'kyc.decision');
    if (!row.kyc_documents)
      throw new AppError('BUSINESS_RULE', 'This user has not submitted a KYC document yet');
    if (row.kyc_status !== 'pending')
      throw new AppError('BUSINESS_RULE', `This KYC submission is already ${row.kyc_status}`);
    if (decision === 'verified' && row.kyc_tier < 2)
      throw new AppError(
        'BUSINESS_RULE',
        'This user has not verified a BVN yet: tier 3 needs tier 2 first. Reject the submission or wait for the BVN.',
      );
    if (decision === 'verified' && !hasProofOfAddress(row.kyc_documents))
      throw new AppError(
        'BUSINESS_RULE',
        'This submission has no proof of address: reject it so the user sends one.',
      );
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
      before: { kyc_status: row.kyc_status, kyc_tier: row.kyc_tier },
      after: why
        ? { kyc_status: decision, kyc_tier: row.kyc_tier, reason: why }
        : { kyc_status: decision, kyc_tier: 3 },
    });
    await mailUser(
      deps,
      { id: userId },
      (to, appUrl) => kycDecisionEmail(to, appUrl, decision, why),
      client,
    );
  });
  deps.outbox.wake();
  if (decision === 'verified')
    await releaseHeldDeposits(deps, userId).catch((err: unknown) =>
      deps.log.error({ err, userId }, 'KYC approved: releasing held deposits failed'),
    );
}
