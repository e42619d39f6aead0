import type { Pool } from '#server/db/client.ts';
import type { Queryable } from '#server/db/query.ts';
import type { RatesResponse } from '#shared/schemas/rates.ts';
import { selectRate, selectRates } from './rates.queries.ts';

export async function listRates(pool: Pool): Promise<RatesResponse> {
  const rows = await selectRates(pool);
  const find = (from: string, to: string) =>
    rows.find((r) => r.from_currency === from && r.to_currency === to)?.rate ?? null;
  return {
    rates: rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() })),
    USD_NGN: find('USD', 'NGN'),
    CNY_NGN: find('CNY', 'NGN'),
    updated_at: rows[0]?.updated_at.toISOString() ?? null,
  };
}

/** The current rate of one pair as exact decimal text ("0.0047"), or null when there is none. */
export async function currentRate(q: Queryable, from: string, to: string): Promise<string | null> {
  return selectRate(q, from, to);
}
