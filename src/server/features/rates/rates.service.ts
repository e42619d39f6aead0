import type { Pool } from '#server/db/client.ts';
import type { RatesResponse } from '#shared/schemas/rates.ts';

export async function listRates(pool: Pool): Promise<RatesResponse> {
  const { rows } = await pool.query<{
    from_currency: string;
    to_currency: string;
    rate: string;
    provider: string;
    updated_at: Date;
  }>(
    `SELECT from_currency, to_currency, trim_scale(rate)::text AS rate, provider, updated_at
       FROM exchange_rates ORDER BY updated_at DESC, from_currency, to_currency`,
  );
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
export async function currentRate(
  db: Pick<Pool, 'query'>,
  from: string,
  to: string,
): Promise<string | null> {
  const { rows } = await db.query<{ rate: string }>(
    `SELECT trim_scale(rate)::text AS rate FROM exchange_rates
      WHERE from_currency = $1 AND to_currency = $2`,
    [from, to],
  );
  return rows[0]?.rate ?? null;
}
