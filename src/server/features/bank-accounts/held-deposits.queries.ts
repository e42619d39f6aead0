import { sql } from 'kysely';
import { keysetAfter } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';
import type { AdminHeldDepositsQuery } from '#shared/schemas/bank-accounts.ts';

// held_deposits: money that arrived while the wallet could not take it.

export type NewHeld = {
  userId: string;
  source: 'bank_transfer' | 'card';
  sourceReference: string;
  currency: string;
  amount: number;
  reason: string;
  senderName: string | null;
  holdTransactionId: string;
};

export async function insertHeld(db: Queryable, h: NewHeld): Promise<string> {
  const row = await first(
    db,
    qb
      .insertInto('held_deposits')
      .values({
        user_id: h.userId,
        source: h.source,
        source_reference: h.sourceReference,
        currency: h.currency,
        amount: h.amount,
        reason: h.reason,
        sender_name: h.senderName,
        hold_transaction_id: h.holdTransactionId,
      })
      .returning('id'),
  );
  if (!row) throw new Error('held deposit not inserted');
  return row.id;
}

const COLUMNS = [
  'h.id',
  'h.user_id',
  'h.source',
  'h.source_reference',
  'h.currency',
  'h.amount',
  'h.status',
  'h.reason',
  'h.sender_name',
  'h.decided_at',
  'h.return_reason',
  'h.created_at',
] as const;

/** Inside a transaction: the deposit, locked until commit (a release and a return queue up here). */
export async function lockHeld(db: Queryable, id: string) {
  return first(
    db,
    qb.selectFrom('held_deposits as h').select(COLUMNS).where('h.id', '=', id).forUpdate(),
  );
}

/** The customer's held ones, oldest first: released in that order. */
export async function selectHeldIds(db: Queryable, userId: string) {
  const rows = await all(
    db,
    qb
      .selectFrom('held_deposits')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'held')
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows.map((r) => r.id);
}

/** Customers with something held, for the release job. */
export async function selectUsersWithHeld(db: Queryable, limit: number) {
  const rows = await all(
    db,
    qb
      .selectFrom('held_deposits')
      .select('user_id')
      .distinct()
      .where('status', '=', 'held')
      .limit(limit),
  );
  return rows.map((r) => r.user_id);
}

/** Released to the wallet or returned to the sender: final. Only a held one changes. */
export async function decideHeld(
  db: Queryable,
  id: string,
  d: {
    status: 'released' | 'returned';
    settleTransactionId: string;
    decidedBy: string | null;
    returnReason?: string;
  },
) {
  return run(
    db,
    qb
      .updateTable('held_deposits')
      .set({
        status: d.status,
        settle_transaction_id: d.settleTransactionId,
        decided_by: d.decidedBy,
        return_reason: d.returnReason ?? null,
        decided_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'held'),
  );
}

/** The customer's own, newest first. */
export async function selectOwnHeld(db: Queryable, userId: string, limit: number) {
  return all(
    db,
    qb
      .selectFrom('held_deposits as h')
      .select(COLUMNS)
      .where('h.user_id', '=', userId)
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit),
  );
}

/** The back office's list, newest first, with whose each is. */
export async function selectAdminHeld(db: Queryable, q: AdminHeldDepositsQuery) {
  return all(
    db,
    qb
      .selectFrom('held_deposits as h')
      .innerJoin('profiles as p', 'p.id', 'h.user_id')
      .select([...COLUMNS, 'p.email as user_email', 'p.full_name as user_name'])
      .$if(q.status !== undefined, (b) => b.where('h.status', '=', q.status ?? 'held'))
      .where(keysetAfter('held_deposits', 'h', q.cursor, { uuid: true }))
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(q.limit + 1),
  );
}
