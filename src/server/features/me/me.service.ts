import type { Pool } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { type Currency, WALLET_COUNT } from '#shared/constants.ts';
import { convertMinorExact, MAX_MINOR, safeMinor } from '#shared/money.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { kycDocumentsView } from '../kyc/kyc.service.ts';
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
  const primary = profile.primary_currency as Currency;
  // Exact, so no rate can make it overflow. Beyond 2^53 (rates thousands of
  // times today's) it shows 2^53 - 1 rather than failing the whole profile,
  // which every change to the profile answers with after its commit.
  let exact = 0n;
  for (const w of wallets) {
    if (w.currency === primary) exact += BigInt(w.balance);
    else {
      const rate = rates[`${w.currency}_${primary}`];
      if (rate) exact += convertMinorExact(w.balance, rate);
    }
  }
  const total = exact > BigInt(MAX_MINOR) ? MAX_MINOR : safeMinor(exact);
  return {
    ...profile,
    primary_currency: primary,
    kyc_status: profile.kyc_status as Profile['kyc_status'],
    kyc_documents: kycDocumentsView(profile.kyc_documents),
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
