import { createHmac } from 'node:crypto';
import type { Pool } from '#server/db/client.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { dojahFor } from '#server/providers/dojah/dojah.ts';
import { nextTier, type Tier } from '#shared/kyc.ts';
import { safeMinor } from '#shared/money.ts';
import type { BvnCheck, BvnResult, Limits } from '#shared/schemas/kyc-tier.ts';
import {
  releaseHeldDeposits,
  requestDedicatedAccount,
} from '../bank-accounts/bank-accounts.service.ts';
import {
  bvnHeldByAnother,
  selectBvnProfile,
  selectLimits,
  setTierTwo,
} from './kyc-tier.queries.ts';

export const BVN_ERRORS = {
  providerDown: 'The identity check is not answering. Please try again later.',
  mismatch:
    'The BVN does not match the name on your profile and the date of birth. Check them and try again.',
  inUse: 'This BVN is already linked to another account.',
  alreadyVerified: 'Your BVN is already verified.',
  needsName:
    'Please complete your profile with your first and last name (as on your BVN) before verifying your BVN.',
} as const;

/** The customer's tier, today's use of its daily limit, and what the next tier needs. */
export async function getLimits(pool: Pool, userId: string): Promise<Limits> {
  const row = await selectLimits(pool, userId);
  if (!row) throw notFound('Profile');
  const tier = row.kyc_tier as Tier;
  return {
    tier,
    daily_limit: safeMinor(row.daily_limit),
    daily_used: safeMinor(row.daily_used),
    max_balance: row.max_balance === null ? null : safeMinor(row.max_balance),
    next_tier: nextTier(tier),
    bvn_last4: row.bvn_last4,
    kyc_status: row.kyc_status as Limits['kyc_status'],
    kyc_submitted: row.kyc_submitted,
    kyc_rejection_reason: row.kyc_rejection_reason,
    held_amount: safeMinor(row.held_amount),
  };
}

/**
 * The stored form of a BVN: HMAC-SHA256 under BVN_SECRET. Not salted per
 * user on purpose: the same BVN on two accounts must give the same hash, which
 * the unique index refuses. The key lives outside the database, so a copy of
 * the database alone cannot run through the 10^11 possible BVNs.
 */
export const bvnHash = (secret: string, bvn: string) =>
  createHmac('sha256', secret).update(bvn).digest('hex');

/** First and last word of the profile's full name, as the identity provider compares them. */
function namesOf(fullName: string | null) {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { firstName: words[0] as string, lastName: words.at(-1) as string };
}

/** The unique index on the BVN's hash refused it: another profile holds that BVN. */
const isBvnTaken = (e: unknown) => {
  const pgError = e as { code?: string; constraint?: string } | null;
  return pgError?.code === '23505' && pgError.constraint === 'profiles_bvn_hash_uq';
};

/**
 * Tier 1 -> 2: the identity provider checks the BVN against the profile's
 * name and the date of birth. Only a match changes anything: the tier, the
 * BVN's last 4 digits and its keyed hash, in one statement. A BVN another
 * account holds is refused (BVN_IN_USE), before the provider is asked and
 * again by the unique index when two accounts send it at once. A provider
 * that does not answer changes nothing (PROVIDER_ERROR). The BVN is never
 * stored, logged or sent anywhere but to the provider.
 */
export async function verifyBvn(
  deps: AppDeps,
  userId: string,
  input: BvnCheck,
): Promise<BvnResult> {
  const { pool, config, log } = deps;
  const profile = await selectBvnProfile(pool, userId);
  if (!profile) throw notFound('Profile');
  if (profile.kyc_tier >= 2) throw new AppError('BUSINESS_RULE', BVN_ERRORS.alreadyVerified);
  const names = namesOf(profile.full_name);
  if (!names) throw new AppError('BUSINESS_RULE', BVN_ERRORS.needsName, 'full_name');
  const hash = bvnHash(config.bvnSecret, input.bvn);
  if (await bvnHeldByAnother(pool, hash, userId))
    throw new AppError('BVN_IN_USE', BVN_ERRORS.inUse);

  const check = await dojahFor(config, log).client.checkBvn({
    bvn: input.bvn,
    ...names,
    dateOfBirth: input.date_of_birth,
  });
  if (check.kind === 'unavailable') {
    // 401 is our keys, not the provider's weather: someone must look at it.
    log[check.httpStatus === 401 ? 'error' : 'warn'](
      { userId, reason: check.reason, httpStatus: check.httpStatus },
      'BVN check: the identity provider did not answer',
    );
    throw new AppError('PROVIDER_ERROR', BVN_ERRORS.providerDown);
  }
  if (check.kind === 'mismatch') throw new AppError('KYC_MISMATCH', BVN_ERRORS.mismatch);

  // One statement, its own transaction: the tier and the BVN's traces together, only from tier 1.
  const upgraded = await setTierTwo(pool, userId, input.bvn.slice(-4), hash).catch((e) => {
    throw isBvnTaken(e) ? new AppError('BVN_IN_USE', BVN_ERRORS.inUse) : e;
  });
  if (!upgraded) throw new AppError('BUSINESS_RULE', BVN_ERRORS.alreadyVerified);
  await afterUpgrade(deps, userId);
  return { tier: 2 };
}

/**
 * What tier 2 opens, once it is committed: the customer's own account number
 * and the deposits held above tier 1's maximum. Neither may undo or fail the
 * upgrade: a failure is logged, and the customer can still ask for the
 * account number themselves (POST /api/me/bank-account).
 */
async function afterUpgrade(deps: AppDeps, userId: string) {
  const results = await Promise.allSettled([
    requestDedicatedAccount(deps, userId),
    releaseHeldDeposits(deps, userId),
  ]);
  for (const [i, r] of results.entries())
    if (r.status === 'rejected')
      deps.log.error(
        { err: r.reason, userId },
        i === 0
          ? 'BVN verified: asking for the dedicated account failed'
          : 'BVN verified: releasing held deposits failed',
      );
}
