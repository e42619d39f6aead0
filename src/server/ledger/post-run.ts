import { safeMinor } from '#shared/money.ts';
import { toLedgerError } from './post-errors.ts';
import type { PostingResult, Queryable, RawResult } from './post-types.ts';

// Running a statement that posts, and reading back what a posting stored.

/**
 * Runs one statement that calls a posting function (owo_post, owo_transfer)
 * and returns its result, with the functions' SQLSTATEs mapped to LedgerErrors.
 * `name` makes it a prepared statement on each connection.
 */
export async function runPosting<T = PostingResult>(
  q: Queryable,
  query: { name: string; text: string; values: unknown[] },
  actorId: string,
  parse: (raw: RawResult) => T = parseResult as (raw: RawResult) => T,
): Promise<T> {
  try {
    const { rows } = await q.query<{ result: RawResult }>(query);
    return parse(rows[0]!.result);
  } catch (e) {
    throw toLedgerError(e, actorId);
  }
}

/** The stored result of the posting made under (actorId, idempotencyKey), if there is one. */
export async function findPosting(
  q: Queryable,
  actorId: string,
  idempotencyKey: string,
): Promise<PostingResult | null> {
  const { rows } = await q.query<{ result: RawResult }>(
    `SELECT owo_posting_result(id) AS result FROM ledger_transactions
      WHERE actor_id = $1 AND idempotency_key = $2`,
    [actorId, idempotencyKey],
  );
  return rows[0] ? parseResult(rows[0].result) : null;
}

export function parseResult(raw: RawResult): PostingResult {
  return {
    transaction: {
      ...raw.transaction,
      created_at: new Date(raw.transaction.created_at).toISOString(),
    },
    entries: raw.entries.map((e) => ({
      ...e,
      amount: safeMinor(e.amount),
      balance_after: safeMinor(e.balance_after),
    })),
    replayed: raw.replayed,
  };
}
