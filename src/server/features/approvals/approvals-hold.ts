import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { currentRate } from '#server/features/rates/rates.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import type { Currency } from '#shared/constants.ts';
import { convertMinorExact, MAX_MINOR } from '#shared/money.ts';
import type { AwaitingApproval } from '#shared/schemas/approvals.ts';
import {
  insertApproval,
  type NewApproval,
  selectExisting,
  userExists,
} from './approvals.queries.ts';

type HoldDeps = Pick<AppDeps, 'pool' | 'config'>;

/**
 * Kobo: what `amount` of `currency` is worth at today's rate (the rate a
 * conversion into naira uses, floored as conversions are). With no rate it
 * counts as more than any threshold: a missing rate never skips the check.
 */
export async function nairaValue(
  deps: Pick<HoldDeps, 'pool'>,
  amount: number,
  currency: Currency,
): Promise<number> {
  if (currency === 'NGN') return amount;
  const rate = await currentRate(deps.pool, currency, 'NGN');
  if (rate === null) return MAX_MINOR;
  const kobo = convertMinorExact(amount, rate);
  return kobo > BigInt(MAX_MINOR) ? MAX_MINOR : Number(kobo);
}

/**
 * What an administrator asked for, as the feature that would carry it out
 * describes it (the feature reads its own records: the withdrawal, the loan).
 * Null when the feature would refuse it anyway: the direct path answers then.
 */
export type ApprovalRequest = Omit<NewApproval, 'amountNgn'>;

const sameAsk = (
  a: {
    kind: string;
    target_user_id: string;
    amount: string;
    currency: string;
    reason: string | null;
  },
  n: NewApproval,
) =>
  a.kind === n.kind &&
  a.target_user_id === n.targetUserId &&
  Number(a.amount) === n.amount &&
  a.currency === n.currency &&
  a.reason === n.reason;

/**
 * Maker-checker's first step. An action worth more than APPROVAL_THRESHOLD_NGN
 * (in naira at today's rate) is recorded as a pending request, audited, and
 * nothing else happens: the caller answers 202. Null: at or below the
 * threshold, or refused anyway (the direct path then answers as always).
 * Asking again (the same Idempotency-Key, or the same withdrawal or loan
 * while it waits) answers the request already there.
 */
export async function holdIfLarge(
  deps: HoldDeps,
  request: ApprovalRequest | null,
): Promise<AwaitingApproval | null> {
  if (!request) return null;
  const adminId = request.requestedBy;
  // An action on one's own account, or on nobody, goes on to its usual refusal.
  if (request.targetUserId === adminId || !(await userExists(deps.pool, request.targetUserId)))
    return null;
  const amountNgn = await nairaValue(deps, request.amount, request.currency as Currency);
  if (amountNgn <= deps.config.APPROVAL_THRESHOLD_NGN * 100) return null;
  const n: NewApproval = { ...request, amountNgn };
  const id = await inTransaction(deps.pool, async (tx) => {
    const inserted = await insertApproval(tx, n);
    if (inserted === null) {
      const existing = await selectExisting(tx, n);
      if (!existing) throw new AppError('STATUS_CONFLICT', 'Try again: the request just changed');
      if (n.idempotencyKey !== null && !sameAsk(existing, n))
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used for a different request',
        );
      return existing.id;
    }
    await appendAudit(tx, {
      actorId: adminId,
      action: 'approval.request',
      targetType: 'admin_approval',
      targetId: inserted,
      before: null,
      after: {
        kind: n.kind,
        target_user_id: n.targetUserId,
        amount: n.amount,
        currency: n.currency,
        amount_ngn: n.amountNgn,
        reason: n.reason,
        ...n.payload,
      },
    });
    return inserted;
  });
  return { status: 'awaiting_approval', approval_id: id };
}
