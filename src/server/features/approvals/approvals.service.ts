import type pg from 'pg';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound, refuseSelf, SelfActionError } from '#server/http/errors.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import {
  APPROVAL_MESSAGES,
  type Approval,
  type ApprovalKind,
  type ApprovalPage,
  type ApprovalStatus,
  type ApprovalsQuery,
} from '#shared/schemas/approvals.ts';
import {
  type ApprovalRow,
  countPendingApprovals,
  type LockedApproval,
  lockApproval,
  markDecided,
  selectApproval,
  selectApprovals,
} from './approvals.queries.ts';

export type { LockedApproval } from './approvals.queries.ts';
export { type ApprovalRequest, holdIfLarge } from './approvals-hold.ts';

function toApproval(r: ApprovalRow): Approval {
  return {
    id: r.id,
    kind: r.kind as ApprovalKind,
    status: r.status as ApprovalStatus,
    requested_by: { id: r.requested_by, name: r.requester_name, email: r.requester_email },
    requested_at: r.created_at.toISOString(),
    target_user: { id: r.target_user_id, name: r.target_name, email: r.target_email },
    amount: safeMinor(r.amount),
    currency: r.currency as Currency,
    amount_ngn: safeMinor(r.amount_ngn),
    reason: r.reason,
    details: (r.payload ?? {}) as Record<string, unknown>,
    decided_by:
      r.decided_by && r.decider_email
        ? { id: r.decided_by, name: r.decider_name, email: r.decider_email }
        : null,
    decided_at: r.decided_at?.toISOString() ?? null,
    decision_reason: r.decision_reason,
  };
}

/** The queue (pending by default), newest first. */
export async function listApprovals(pool: pg.Pool, query: ApprovalsQuery): Promise<ApprovalPage> {
  const [page, pending] = await Promise.all([
    selectApprovals(pool, query),
    countPendingApprovals(pool),
  ]);
  const { rows, more } = pageRows(page, query.limit);
  return {
    items: rows.map(toApproval),
    next_cursor: nextCursor(rows, more),
    pending_count: pending,
  };
}

export async function getApproval(pool: pg.Pool, id: string): Promise<Approval> {
  const row = await selectApproval(pool, id);
  if (!row) throw notFound('Approval request');
  return toApproval(row);
}

/**
 * The request's row, locked, and who may decide it: pending, asked by someone
 * else, and not about the decider's own account.
 */
async function lockForDecision(tx: pg.PoolClient, adminId: string, id: string, verb: string) {
  const a = await lockApproval(tx, id);
  if (!a) throw notFound('Approval request');
  if (a.requested_by === adminId) throw new AppError('SAME_ADMIN', APPROVAL_MESSAGES.sameAdmin);
  if (a.status !== 'pending')
    throw new AppError('STATUS_CONFLICT', APPROVAL_MESSAGES.alreadyDecided(a.status));
  refuseSelf(adminId, a.target_user_id, `approval.${verb}`);
  return a;
}

/** A refusal of the action itself (funds, its status, a limit): the request fails with it. */
const isRefusal = (e: unknown): e is Error =>
  e instanceof LedgerError ||
  (e instanceof AppError && e.status < 500 && !(e instanceof SelfActionError));

/** What carrying out an approved request did: named in its audit row. */
export type ApprovalDone = { reference?: string | null } & Record<string, unknown>;

/**
 * How a kind of request is carried out, given by the feature that owns the
 * action (its route registers it): `run` inside the approving transaction,
 * through the same service function its direct route uses; `after` once it
 * has committed (a payout's call to the provider, say).
 */
export type ApprovalAction = {
  run: (
    deps: AppDeps,
    tx: pg.PoolClient,
    adminId: string,
    a: LockedApproval,
  ) => Promise<ApprovalDone>;
  after?: (deps: AppDeps, done: ApprovalDone) => Promise<void>;
};

const actions = new Map<ApprovalKind, ApprovalAction>();

/** A string field of the request's details (the withdrawal's or loan's id), '' when missing. */
export function approvalSubject(a: LockedApproval, field: string): string {
  const v = ((a.payload ?? {}) as Record<string, unknown>)[field];
  return typeof v === 'string' ? v : '';
}

/** Called by the features whose large actions wait for approval, when their routes are set up. */
export function registerApprovalAction(kinds: readonly ApprovalKind[], action: ApprovalAction) {
  for (const kind of kinds) actions.set(kind, action);
}

function actionFor(kind: string): ApprovalAction {
  const action = actions.get(kind as ApprovalKind);
  if (!action) throw new Error(`No action is registered for approval requests of kind ${kind}`);
  return action;
}

/**
 * The second administrator approves: the action is carried out in this same
 * transaction, with every check of its own as of now (balance, the
 * withdrawal still pending, the loan still approved). Two approvers at once
 * take turns on the row lock; the second finds it decided (409). When the
 * action is refused now, nothing of it stays (a savepoint), the request
 * becomes `failed` with the reason, both are audited, and the refusal is the
 * answer.
 */
export async function approveRequest(
  deps: AppDeps,
  adminId: string,
  id: string,
): Promise<Approval> {
  const outcome = await inTransaction(deps.pool, async (tx) => {
    const a = await lockForDecision(tx, adminId, id, 'approve');
    const audit = (status: 'approved' | 'failed', after: Record<string, unknown>) =>
      appendAudit(tx, {
        actorId: adminId,
        action: status === 'approved' ? 'approval.approve' : 'approval.fail',
        targetType: 'admin_approval',
        targetId: a.id,
        before: { status: 'pending', requested_by: a.requested_by },
        after: {
          status,
          kind: a.kind,
          amount: safeMinor(a.amount),
          currency: a.currency,
          ...after,
        },
      });
    await tx.query('SAVEPOINT approval_action');
    try {
      const action = actionFor(a.kind);
      const done = await action.run(deps, tx, adminId, a);
      await tx.query('RELEASE SAVEPOINT approval_action');
      await markDecided(tx, a.id, { status: 'approved', decidedBy: adminId, reason: null });
      await audit('approved', done);
      return { action, done };
    } catch (e) {
      if (!isRefusal(e)) throw e;
      await tx.query('ROLLBACK TO SAVEPOINT approval_action');
      await markDecided(tx, a.id, { status: 'failed', decidedBy: adminId, reason: e.message });
      await audit('failed', { reason: e.message });
      return { refused: e };
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  await outcome.action.after?.(deps, outcome.done);
  return getApproval(deps.pool, id);
}

/** The second administrator refuses, saying why; nothing moves. */
export async function rejectRequest(
  pool: pg.Pool,
  adminId: string,
  id: string,
  reason: string,
): Promise<Approval> {
  await inTransaction(pool, async (tx) => {
    const a = await lockForDecision(tx, adminId, id, 'reject');
    await markDecided(tx, a.id, { status: 'rejected', decidedBy: adminId, reason });
    await appendAudit(tx, {
      actorId: adminId,
      action: 'approval.reject',
      targetType: 'admin_approval',
      targetId: a.id,
      before: { status: 'pending', requested_by: a.requested_by },
      after: {
        status: 'rejected',
        kind: a.kind,
        amount: safeMinor(a.amount),
        currency: a.currency,
        reason,
      },
    });
  });
  return getApproval(pool, id);
}
