import type { Pool } from '#server/db/client.ts';
import { CURRENCY_INFO } from '#shared/constants.ts';
import type { Wallet } from '#shared/schemas/wallets.ts';
import { selectProfile } from '../me/me.queries.ts';
import { selectWallets } from './wallets.queries.ts';

/** Exactly three wallets, NGN, USD, CNY; the primary one flagged. */
export async function listWallets(pool: Pool, userId: string): Promise<Wallet[]> {
  const [wallets, profile] = await Promise.all([
    selectWallets(pool, userId),
    selectProfile(pool, userId),
  ]);
  return wallets.map((w) => ({
    id: w.id,
    currency: w.currency,
    balance: w.balance,
    is_primary: profile?.primary_currency === w.currency,
    currency_symbol: CURRENCY_INFO[w.currency].symbol,
    currency_name: CURRENCY_INFO[w.currency].name,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  }));
}
