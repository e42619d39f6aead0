import { all, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { RateHistoryQuery } from '#shared/schemas/rates.ts';
import { exact } from './rates.queries.ts';

/** Records one change on the caller's connection, so it commits or rolls back with it. */
export async function insertRateChange(
  q: Queryable,
  change: { from: string; to: string; before: string; after: string; actorId: string },
): Promise<void> {
  await run(
    q,
    qb.insertInto('rate_history').values((eb) => ({
      from_currency: change.from,
      to_currency: change.to,
      rate_before: change.before,
      rate_after: change.after,
      changed_by: change.actorId,
      changed_by_email: eb.selectFrom('users').select('email').where('id', '=', change.actorId),
    })),
  );
}

const rateChanges = () =>
  qb
    .selectFrom('rate_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .leftJoin('profiles as p', 'p.id', 'h.changed_by')
    .select((eb) => [
      'h.id',
      'h.from_currency',
      'h.to_currency',
      exact(eb.ref('h.rate_before')).as('before'),
      exact(eb.ref('h.rate_after')).as('after'),
      'h.changed_by',
      eb.fn
        .coalesce(eb.fn<string | null>('nullif', ['p.full_name', eb.val('')]), 'u.name')
        .as('changed_by_name'),
      eb.fn.coalesce('h.changed_by_email', 'u.email').as('changed_by_email'),
      'h.changed_at',
    ]);

export type RateChangeRow = Row<ReturnType<typeof rateChanges>>;

/**
 * The changes, newest first, keyset-paged on the bigint id (the primary key's
 * order is the order they committed in, per pair). One more row than asked
 * tells whether a page follows.
 */
export async function selectRateChanges(
  q: Queryable,
  { limit, cursor }: RateHistoryQuery,
): Promise<RateChangeRow[]> {
  let query = rateChanges()
    .orderBy('h.id', 'desc')
    .limit(limit + 1);
  // Compared as bigints: the cursor's type is the column's.
  if (cursor) query = query.where('h.id', '<', cursor);
  return all(q, query);
}
