import type { Pool } from '#server/db/client.ts';
import type { RateHistoryQuery } from '#shared/schemas/rates.ts';

type Db = Pick<Pool, 'query'>;

export type RateChangeRow = {
  id: string;
  from_currency: string;
  to_currency: string;
  before: string;
  after: string;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_by_email: string | null;
  changed_at: Date;
};

/** Records one change on the caller's connection, so it commits or rolls back with it. */
export async function insertRateChange(
  db: Db,
  change: { from: string; to: string; before: string; after: string; actorId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO rate_history (from_currency, to_currency, rate_before, rate_after, changed_by,
                               changed_by_email)
     SELECT $1, $2, $3::numeric, $4::numeric, $5, (SELECT email FROM users WHERE id = $5)`,
    [change.from, change.to, change.before, change.after, change.actorId],
  );
}

/**
 * The changes, newest first, keyset-paged on the bigint id (the primary key's
 * order is the order they committed in, per pair). One more row than asked
 * tells whether a page follows.
 */
export async function selectRateChanges(
  db: Db,
  { limit, cursor }: RateHistoryQuery,
): Promise<RateChangeRow[]> {
  const params: unknown[] = [limit + 1];
  if (cursor) params.push(cursor);
  const { rows } = await db.query<RateChangeRow>(
    `SELECT h.id::text AS id, h.from_currency, h.to_currency,
            trim_scale(h.rate_before)::text AS before, trim_scale(h.rate_after)::text AS after,
            h.changed_by, coalesce(nullif(p.full_name, ''), u.name) AS changed_by_name,
            coalesce(h.changed_by_email, u.email) AS changed_by_email, h.changed_at
       FROM rate_history h
       LEFT JOIN users u ON u.id = h.changed_by
       LEFT JOIN profiles p ON p.id = h.changed_by
      ${cursor ? 'WHERE h.id < $2::bigint' : ''}
      ORDER BY h.id DESC
      LIMIT $1`,
    params,
  );
  return rows;
}
