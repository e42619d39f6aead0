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
