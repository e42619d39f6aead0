import type { Pool } from '#server/db/client.ts';
import { CURRENCY_INFO } from '#shared/constants.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import {
  selectPrimaryCurrency,
  selectRates,
  selectWallets,
  type WalletRow,
} from './wallets.queries.ts';

/** Exactly three wallets, NGN, USD, CNY; the primary one flagged. */
export async function listWallets(pool: Pool, userId: string): Promise<Wallet[]> {
  const [wallets, primary] = await Promise.all([
    selectWallets(pool, userId),
    selectPrimaryCurrency(pool, userId),
  ]);
  return wallets.map((w) => ({
    id: w.id,
    currency: w.currency,
    balance: w.balance,
    is_primary: primary === w.currency,
    currency_symbol: CURRENCY_INFO[w.currency].symbol,
    currency_name: CURRENCY_INFO[w.currency].name,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  }));
}

/** The user's wallets as stored, balances in minor units (for other features' totals). */
export function walletBalances(pool: Pool, userId: string): Promise<WalletRow[]> {
  return selectWallets(pool, userId);
}

/** Current rates as decimal strings, keyed "FROM_TO". */
export function currentRates(pool: Pool): Promise<Record<string, string>> {
  return selectRates(pool);
}
