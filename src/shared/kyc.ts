import { formatMoney } from './money.ts';

/**
 * CBN's three tiers for wallets (circular BPS/DIR/GEN/CIR/04/007, PROVIDERS.md
 * §5.1), in kobo. The database's `kyc_tiers` holds the same figures and
 * enforces them (owo_kyc_rules); src/server/features/kyc/kyc-tiers.test.ts
 * keeps the two equal.
 */
export const KYC_TIERS = {
  1: { dailyLimit: 5_000_000, maxBalance: 30_000_000 },
  2: { dailyLimit: 20_000_000, maxBalance: 50_000_000 },
  3: { dailyLimit: 500_000_000, maxBalance: null },
} as const satisfies Record<Tier, { dailyLimit: number; maxBalance: number | null }>;

export type Tier = 1 | 2 | 3;

/** What the next tier needs, or null on tier 3. */
export function nextTier(
  tier: Tier,
):
  | { tier: 2; requires: ['bvn'] }
  | { tier: 3; requires: ['id_document', 'proof_of_address'] }
  | null {
  if (tier === 1) return { tier: 2, requires: ['bvn'] };
  if (tier === 2) return { tier: 3, requires: ['id_document', 'proof_of_address'] };
  return null;
}

/** Why the ledger refused a posting under a tier's rules (owo_kyc_rules). */
export type TierRefusal =
  | {
      limit: 'daily' | 'balance';
      tier: Tier;
      /** The day's limit or the maximum balance, in kobo. */
      limit_amount: number;
      /** What is left today (daily) or what the wallet can still take (balance), in kobo. */
      remaining: number;
      /** The refused wallet is the customer's own (else another's: a recipient's). */
      self: boolean;
    }
  | { limit: 'currency'; tier: Tier; self: boolean };

const ngn = (kobo: number) => formatMoney(kobo, 'NGN');

/** How to raise a tier's limits, in the customer's words. */
export function howToRaise(tier: Tier): string {
  if (tier === 1)
    return `Verify your BVN in Settings to reach tier 2: ${ngn(KYC_TIERS[2].dailyLimit)} a day and a ${ngn(KYC_TIERS[2].maxBalance)} balance.`;
  if (tier === 2)
    return `Add an ID document and a proof of address in Settings to reach tier 3: ${ngn(KYC_TIERS[3].dailyLimit)} a day and no maximum balance.`;
  return 'The limit starts again at midnight, Lagos time.';
}

/** The message a refusal answers with: which limit, how much is left, how to raise it. */
export function tierRefusalMessage(r: TierRefusal): string {
  if (r.limit === 'currency') {
    return r.self
      ? `Foreign currency needs a verified BVN (tier 2). ${howToRaise(1)}`
      : 'The recipient cannot receive foreign currency yet: their account is not verified.';
  }
  if (!r.self) {
    return r.limit === 'balance'
      ? `The recipient's wallet cannot take this much: their tier allows ${ngn(r.remaining)} more.`
      : 'This is above the daily limit of the account it comes from.';
  }
  if (r.limit === 'daily') {
    return `This is above your daily limit of ${ngn(r.limit_amount)} (tier ${r.tier}). You can move ${ngn(r.remaining)} more today. ${howToRaise(r.tier)}`;
  }
  return `Your wallet can hold at most ${ngn(r.limit_amount)} on tier ${r.tier}; it can take ${ngn(r.remaining)} more. ${howToRaise(r.tier)}`;
}
