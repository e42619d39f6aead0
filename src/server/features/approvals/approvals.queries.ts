import type pg from 'pg';
import { keysetAfter } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { ApprovalKind, ApprovalStatus } from '#shared/schemas/approvals.ts';

// The SQL of maker-checker requests (admin_approvals).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each request with who asked, who it is about and who decided, by name and e-mail. */
const approvals = () =>
  qb
    .selectFrom('admin_approvals as ap')
    .innerJoin('users as r', 'r.id', 'ap.requested_by')
    .leftJoin('profiles as rp', 'rp.id', 'ap.requested_by')
    .innerJoin('users as t', 't.id', 'ap.target_user_id')
    .leftJoin('profiles as tp', 'tp.id', 'ap.target_user_id')
    .leftJoin('users as d', 'd.id', 'ap.decided_by')
    .selectAll('ap')
    .select((eb) => [
      eb.fn
        .coalesce(eb.fn<string | null>('nullif', ['rp.full_name', eb.val('')]), 'r.name')
        .as('requester_name'),
      'r.email as requester_email',
      eb.fn
        .coalesce(eb.fn<string | null>('nullif', ['tp.full_name', eb.val('')]), 't.name')
        .as('target_name'),
      't.email as target_email',
      'd.name as decider_name',
      'd.email as decider_email',
    ]);

export type ApprovalRow = Row<ReturnType<typeof approvals>>;

export async function selectApproval(q: Queryable, id: string): Promise<ApprovalRow | null> {
  if (!UUID.test(id)) return null;
  return (await first(q, approvals().where('ap.id', '=', id))) ?? null;
}

/** The request's row, locked for the caller's transaction: deciders take turns. */
export async function lockApproval(client: pg.PoolClient, id: string) {
  if (!UUID.test(id)) return null;
  const row = await first(
    client,
    qb.selectFrom('admin_approvals').selectAll().where('id', '=', id).forUpdate(),
  );
  return row ?? null;
}

export type LockedApproval = NonNullable<Awaited<ReturnType<typeof lockApproval>>>;

export async function selectApprovals(
  q: Queryable,
  f: { status: ApprovalStatus; limit: number; cursor?: string },
) {
  return all(
    q,
    approvals()
      .where('ap.status', '=', f.status)
      .where(keysetAfter('admin_approvals', 'ap', f.cursor, { uuid: true }))
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id', 'desc')
      .limit(f.limit + 1),
  );
}

export async function countPendingApprovals(q: Queryable): Promise<number> {
  const row = await first(
    q,
    qb
      .selectFrom('admin_approvals')
      .where('status', '=', 'pending')
      .select((eb) => eb.fn.countAll<string>().as('n')),
  );
  return safeMinor(row?.n ?? 0);
}

export type NewApproval = {
  kind: ApprovalKind;
  requestedBy: string;
  targetUserId: string;
  subjectId: string | null;
  idempotencyKey: string | null;
  amount: number;
  currency: string;
  amountNgn: number;
  reason: string | null;
  payload: Record<string, unknown>;
};

/**
 * Inserts a pending request, or nothing when the same key (same requester) or
 * a pending request about the same withdrawal or loan is already there: then
 * null, and the caller reads that one.
 */
export async function insertApproval(client: pg.PoolClient, n: NewApproval) {
  const row = await first(
    client,
    qb
      .insertInto('admin_approvals')
      .values({
        kind: n.kind,
        requested_by: n.requestedBy,
        target_user_id: n.targetUserId,
        subject_id: n.subjectId,
        idempotency_key: n.idempotencyKey,
        amount: n.amount,
        currency: n.currency,
        amount_ngn: n.amountNgn,
        reason: n.reason,
        payload: JSON.stringify(n.payload),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  );
  return row?.id ?? null;
}

/** The request a repeat of `n` collided with: by the requester's key, else the pending one on the subject. */
export async function selectExisting(q: Queryable, n: NewApproval) {
  const base = qb.selectFrom('admin_approvals').selectAll();
  if (n.idempotencyKey !== null)
    return first(
      q,
      base
        .where('requested_by', '=', n.requestedBy)
        .where('idempotency_key', '=', n.idempotencyKey),
    );
  return first(
    q,
    base
      .where('kind', '=', n.kind)
      .where('subject_id', '=', n.subjectId)
      .where('status', '=', 'pending'),
  );
}

export async function markDecided(
  client: pg.PoolClient,
  id: string,
  d: { status: Exclude<ApprovalStatus, 'pending'>; decidedBy: string; reason: string | null },
) {
  await run(
    client,
    qb
      .updateTable('admin_approvals')
      .set((eb) => ({
        status: d.status,
        decided_by: d.decidedBy,
        decided_at: eb.fn('now'),
        decision_reason: d.reason,
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/** Whether the user exists (the target of a credit or debit). */
export async function userExists(q: Queryable, userId: string): Promise<boolean> {
  const row = await first(q, qb.selectFrom('users').select('id').where('id', '=', userId));
  return row !== undefined;
}
