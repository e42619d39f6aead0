import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { ApprovalRequest } from '#server/features/approvals/approvals.service.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { refundWithin } from '#server/ledger/holds.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import {
  ADMIN_WITHDRAW_MESSAGES,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type WithdrawalDecision,
} from '#shared/schemas/withdrawals.ts';
import type { WithdrawalsDeps } from './withdrawals.deps.ts';
import { mailOutcome, payoutClient, startTransfer } from './withdrawals.payout.ts';
import {
  finishWithdrawal,
  markProcessing,
  selectWithdrawalByReference,
} from './withdrawals.queries.ts';
import {
  type AdminWithdrawalFilters,
  selectAdminWithdrawal,
  selectAdminWithdrawals,
  toAdminWithdrawal,
  withdrawalStats,
} from './withdrawals-admin.queries.ts';

export async function listAdminWithdrawals(
  pool: pg.Pool,
  f: AdminWithdrawalFilters,
): Promise<AdminWithdrawalPage> {
  const [{ rows, more }, stats] = await Promise.all([
    selectAdminWithdrawals(pool, f),
    withdrawalStats(pool),
  ]);
  return {
    items: rows.map(toAdminWithdrawal),
    next_cursor: nextCursor(rows, more),
    stats,
  };
}

async function adminView(deps: WithdrawalsDeps, id: string): Promise<AdminWithdrawal> {
  const row = await selectAdminWithdrawal(deps.pool, id);
  if (!row) throw notFound('Withdrawal');
  return toAdminWithdrawal(row);
}

/**
 * An administrator's decision on a pending withdrawal. The row is locked, so
 * of two administrators deciding at once one wins and the other is told it is
 * no longer pending. Reject gives amount and fee back at once; approve starts
 * the transfer after the commit. Never one's own withdrawal (SELF_ACTION).
 */
export async function decideWithdrawal(
  deps: WithdrawalsDeps,
  adminId: string,
  id: string,
  d: WithdrawalDecision,
): Promise<AdminWithdrawal> {
  const decided = await inTransaction(deps.pool, (tx) =>
    decideWithdrawalWithin(deps, tx, adminId, id, d),
  );
  await afterWithdrawalDecision(deps, d.decision, decided.reference);
  return adminView(deps, id);
}

/** One pending withdrawal for administrators, or 404. */
export const getAdminWithdrawal = (deps: WithdrawalsDeps, id: string) => adminView(deps, id);

/**
 * An approval of this withdrawal as a request for a second administrator
 * (approvals decide whether it is large enough to wait); null when it would
 * be refused anyway (not pending, the admin's own), so the direct path answers.
 */
export async function withdrawalApprovalRequest(
  deps: WithdrawalsDeps,
  adminId: string,
  id: string,
  adminNotes: string | null | undefined,
): Promise<ApprovalRequest | null> {
  const w = await getAdminWithdrawal(deps, id);
  if (w.status !== 'pending' || w.user_id === adminId) return null;
  return {
    kind: 'withdrawal_approval',
    requestedBy: adminId,
    targetUserId: w.user_id,
    subjectId: w.id,
    idempotencyKey: null,
    amount: w.amount,
    currency: 'NGN',
    reason: adminNotes?.trim() || null,
    payload: {
      withdrawal_id: w.id,
      reference: w.reference,
      fee: w.fee,
      bank_name: w.bank_name,
      account_number: w.account_number,
      account_name: w.account_name,
    },
  };
}

/**
 * decideWithdrawal's database part inside the caller's transaction (a second
 * administrator's approval); afterWithdrawalDecision must follow its commit.
 */
export async function decideWithdrawalWithin(
  deps: WithdrawalsDeps,
  tx: pg.PoolClient,
  adminId: string,
  id: string,
  d: WithdrawalDecision,
): Promise<{ reference: string }> {
  const notes = d.admin_notes?.trim() || null;
  const declined = d.failure_reason?.trim() || 'Your withdrawal was declined';
  const w = await selectAdminWithdrawal(tx, id, true);
  if (!w) throw notFound('Withdrawal');
  refuseSelf(adminId, w.user_id, `withdrawal.${d.decision}`);
  if (w.status !== 'pending')
    throw new AppError('ALREADY_DECIDED', ADMIN_WITHDRAW_MESSAGES.onlyPending);
  if (d.decision === 'approve') {
    // Fails here, before anything is recorded, when payouts are off.
    payoutClient(deps);
    await markProcessing(tx, w.id, adminId, notes, deps.config.WITHDRAWALS_VERIFY_S);
  } else {
    await refundWithin(tx, w.transaction_id, {
      reason: declined,
      status: 'failed',
      actorId: adminId,
    });
    await finishWithdrawal(tx, w.id, 'failed', {
      failureReason: declined,
      adminNotes: notes,
      processedBy: adminId,
    });
    await notify(tx, {
      userId: w.user_id,
      kind: 'withdrawal',
      title: 'Withdrawal declined',
      body: `${formatMoney(safeMinor(w.amount), 'NGN')} and the fee are back in your NGN wallet: ${declined}`,
      transactionId: w.transaction_id,
    });
    await mailOutcome(deps, tx, w, 'rejected', declined);
  }
  await appendAudit(tx, {
    actorId: adminId,
    action: `withdrawal.${d.decision}`,
    targetType: 'withdrawal',
    targetId: w.id,
    before: { status: w.status },
    after: {
      status: d.decision === 'approve' ? 'processing' : 'failed',
      admin_notes: notes,
      ...(d.decision === 'reject' ? { failure_reason: d.failure_reason ?? null } : {}),
    },
  });
  return w;
}

/** After the decision's commit: the approved payout starts, the rejection's mail goes. */
export async function afterWithdrawalDecision(
  deps: WithdrawalsDeps,
  decision: WithdrawalDecision['decision'],
  reference: string,
): Promise<void> {
  if (decision === 'reject') {
    deps.outbox?.wake();
  } else {
    const w = await selectWithdrawalByReference(deps.pool, reference);
    if (w) await startTransfer(deps, w, 'approve');
  }
}
