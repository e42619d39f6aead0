// Helpers for the statements' tests and benchmark (not a test file itself):
// history at chosen times. The ledger stamps every entry with the time of its
// posting, and its entries are append-only (a trigger refuses UPDATE), so a
// test posts through the ledger's own functions and then moves the posting's
// rows to the time it wants, as a bulk load would: in a session whose
// triggers are off (session_replication_role = replica, which needs a
// superuser: the tests' and benchmarks' database owner). Then the back
// office's day totals are counted again, as migration 0020 counts them, so
// the ledger check still passes.
import type pg from 'pg';
import { safeMinor } from '#shared/money.ts';

/** Moves each transaction (its row and its entries) to its time. */
export async function backdate(owner: pg.Pool, moves: { transactionId: string; at: Date }[]) {
  if (moves.length === 0) return;
  const client = await owner.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    const ids = moves.map((m) => m.transactionId);
    const times = moves.map((m) => m.at.toISOString());
    await client.query(
      `UPDATE ledger_entries e SET created_at = m.at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS m(id, at) WHERE e.transaction_id = m.id`,
      [ids, times],
    );
    await client.query(
      `UPDATE ledger_transactions t SET created_at = m.at, updated_at = m.at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS m(id, at) WHERE t.id = m.id`,
      [ids, times],
    );
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

/** The day totals from a full count (after moving history): what the postings would have kept. */
export async function recountDayTotals(owner: pg.Pool) {
  await owner.query(`
    BEGIN;
    DELETE FROM ledger_day_totals;
    INSERT INTO ledger_day_totals (day, currency, shard, money_in, money_out)
    SELECT (e.created_at AT TIME ZONE 'Africa/Lagos')::date, e.currency, (e.id % 16)::smallint,
           coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
           coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
     GROUP BY 1, 2, 3;
    COMMIT;`);
}

/**
 * The ledger's own balance of a wallet at instant `at`: the balance after its
 * last entry made before then (0 before the first). Valid where the entries'
 * ids follow their times, as postings made one after another in time order.
 */
export async function ledgerBalanceAt(db: pg.Pool, accountId: string, at: Date) {
  const { rows } = await db.query<{ balance: string | null }>(
    `SELECT (SELECT balance_after FROM ledger_entries
              WHERE account_id = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1)::text AS balance`,
    [accountId, at.toISOString()],
  );
  return safeMinor(rows[0]?.balance ?? 0);
}
