import type { Pool } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { WALLET_COUNT } from '#shared/constants.ts';
import { convertMinor } from '#shared/money.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { currentRates, walletBalances } from '../wallets/wallets.service.ts';
import { selectProfile } from './me.queries.ts';

/** The signed-in user's profile, with balances read from the ledger. */
export async function getMe(pool: Pool, userId: string): Promise<Profile> {
  const [profile, wallets, rates] = await Promise.all([
    selectProfile(pool, userId),
    walletBalances(pool, userId),
    currentRates(pool),
  ]);
  if (!profile) throw notFound('Profile');
  const balance = (c: string) => wallets.find((w) => w.currency === c)?.balance ?? 0;
  const primary = profile.primary_currency;
  let total = 0;
  for (const w of wallets) {
    if (w.currency === primary) total += w.balance;
    else {
      const rate = rates[`${w.currency}_${primary}`];
      if (rate) total += convertMinor(w.balance, rate);
    }
  }
  return {
    ...profile,
    wallet_count: WALLET_COUNT,
    total_balance: total,
    ngn_balance: balance('NGN'),
    usd_balance: balance('USD'),
    cny_balance: balance('CNY'),
    created_at: profile.created_at.toISOString(),
    updated_at: profile.updated_at.toISOString(),
    last_login: profile.last_login?.toISOString() ?? null,
  };
}
