import type { Pool } from '#server/db/client.ts';
import type { RateHistoryPage, RateHistoryQuery } from '#shared/schemas/rates.ts';
import { selectRateChanges } from './rate-history.queries.ts';

/** Every change of an exchange rate (pair, before, after, who, when), newest first. */
export async function listRateHistory(
  pool: Pool,
  query: RateHistoryQuery,
): Promise<RateHistoryPage> {
  const rows = await selectRateChanges(pool, query);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({ ...r, changed_at: r.changed_at.toISOString() })),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
