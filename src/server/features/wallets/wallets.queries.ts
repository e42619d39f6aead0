import type { Pool } from '#server/db/client.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';

export type WalletRow = {
  id: number;
  currency: Currency;
  balance: number;
  created_at: Date;
  updated_at: Date;
};

/** The user's three wallets in the order NGN, USD, CNY. */
export async function selectWallets(pool: Pool, userId: string): Promise<WalletRow[]> {
  const { rows } = await pool.query<{
    id: string;
    currency: Currency;
    balance: string;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT id, currency, balance, created_at, updated_at FROM ledger_accounts
      WHERE user_id = $1 ORDER BY array_position(ARRAY['NGN','USD','CNY'], currency)`,
    [userId],
  );
  return rows
    .filter((r) => CURRENCIES.includes(r.currency))
    .map((r) => ({ ...r, id: safeMinor(r.id), balance: safeMinor(r.balance) }));
}

/** The user's primary currency, or undefined when there is no profile. */
export async function selectPrimaryCurrency(pool: Pool, userId: string) {
  const { rows } = await pool.query<{ primary_currency: Currency }>(
    'SELECT primary_currency FROM profiles WHERE id = $1',
    [userId],
  );
  return rows[0]?.primary_currency;
}

/** Current rates as decimal strings, keyed "FROM_TO". */
export async function selectRates(pool: Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ from_currency: string; to_currency: string; rate: string }>(
    'SELECT from_currency, to_currency, trim_scale(rate)::text AS rate FROM exchange_rates',
  );
  return Object.fromEntries(rows.map((r) => [`${r.from_currency}_${r.to_currency}`, r.rate]));
}
