import type pg from 'pg';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import { LedgerError, ledgerNotFound } from './errors.ts';
import { canTransition, type TransactionStatus } from './kinds.ts';
import { findPosting } from './post-run.ts';
import type { LedgerTransaction, PostingResult } from './post-types.ts';

// The state side of holds.ts: locking a hold, its status machine and audit rows.

/** Internal postings (settlements, refunds) use this actor for their idempotency keys. */
export const SYSTEM_ACTOR = 'system';

export type Scope = {
  /** Who does it (recorded in the status history); defaults to "system". */
  actorId?: string;
  /** When set, the hold must belong to this user (a 404 otherwise). */
  userId?: string;
};

type HeldEntry = {
  amount: number;
  currency: Currency;
  user_id: string | null;
  code: string | null;
};

const TX_COLUMNS = `id, reference, kind, category, status, description, user_id, actor_id, metadata,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** A hold's id is a UUID; anything else is simply not found. */
export const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function lockHold(client: pg.PoolClient, id: string, scope: Scope) {
  if (!HOLD_ID.test(id)) throw ledgerNotFound('Transaction');
  const { rows } = await client.query<LedgerTransaction>(
    `SELECT ${TX_COLUMNS} FROM ledger_transactions WHERE id = $1 FOR NO KEY UPDATE`,
    [id],
  );
  const tx = rows[0];
  if (!tx || (scope.userId !== undefined && tx.user_id !== scope.userId))
    throw ledgerNotFound('Transaction');
  // The hold's entries, plus those of its settlement when it was settled.
  const { rows: entries } = await client.query<HeldEntry & { amount: string }>(
    `SELECT e.amount, e.currency, a.user_id, a.code
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transaction_id = $1
         OR e.transaction_id = (SELECT t.id FROM ledger_transactions t
                                 WHERE t.actor_id = $2 AND t.idempotency_key = $3)`,
    [id, SYSTEM_ACTOR, `settle:${id}`],
  );
  const parsed = entries.map((e) => ({ ...e, amount: safeMinor(e.amount) }));
  const pending = new Map<Currency, number>();
  for (const e of parsed) {
    if (e.code === 'pending' && e.amount > 0)
      pending.set(e.currency, (pending.get(e.currency) ?? 0) + e.amount);
  }
  if (pending.size === 0) {
    throw new LedgerError('BUSINESS_RULE', 'Only held transactions can be settled or refunded');
  }
  return { tx, entries: parsed, pending };
}

export function assertTransition(from: TransactionStatus, to: TransactionStatus) {
  if (!canTransition(from, to))
    throw new LedgerError('BUSINESS_RULE', `The transaction is already ${from}`);
}

export async function unchanged(
  client: pg.PoolClient,
  tx: LedgerTransaction,
  key: string,
): Promise<{ transaction: LedgerTransaction; posting: PostingResult; changed: false }> {
  const posting = await findPosting(client, SYSTEM_ACTOR, key);
  // Settle after a refund, or a hold finished some other way: refused, never a second movement.
  if (!posting) throw new LedgerError('BUSINESS_RULE', `The transaction is already ${tx.status}`);
  return { transaction: tx, posting, changed: false };
}

export async function setStatus(
  client: pg.PoolClient,
  tx: LedgerTransaction,
  to: TransactionStatus,
  reason: string | undefined,
  scope: Scope,
): Promise<LedgerTransaction> {
  // One statement: the new status and its history row.
  await client.query(
    `WITH changed AS (
       UPDATE ledger_transactions SET status = $3, updated_at = now() WHERE id = $1 RETURNING id
     )
     INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
     SELECT id, $2, $3, $4, $5 FROM changed`,
    [tx.id, tx.status, to, reason ?? null, scope.actorId ?? SYSTEM_ACTOR],
  );
  return { ...tx, status: to };
}
