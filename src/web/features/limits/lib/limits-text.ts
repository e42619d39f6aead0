import { KYC_TIERS, type Tier } from '#shared/kyc.ts';
import { formatMoney } from '#shared/money.ts';

const ngn = (kobo: number) => formatMoney(kobo, 'NGN');

/** Today's use against the daily limit: what is left never reads below zero. */
export function dailyUse(limit: number, used: number) {
  return { used, limit, left: Math.max(0, limit - used) };
}

/** "₦300,000.00", or "No maximum" on tier 3. */
export function maxBalanceText(maxBalance: number | null): string {
  return maxBalance === null ? 'No maximum' : ngn(maxBalance);
}

/** What the next tier gives, in the customer's words. */
export function nextTierGives(tier: 2 | 3): string {
  const t = KYC_TIERS[tier];
  return tier === 2
    ? `Tier 2: ${ngn(t.dailyLimit)} a day, up to ${ngn(KYC_TIERS[2].maxBalance)} in your wallet, dollar and yuan wallets, and your own account number for bank transfers.`
    : `Tier 3: ${ngn(t.dailyLimit)} a day and no maximum balance.`;
}

/** What the next tier needs. */
export function nextTierNeeds(tier: 2 | 3): string {
  return tier === 2
    ? 'It needs your BVN (Bank Verification Number) and date of birth.'
    : 'It needs an ID document and a proof of address (a utility bill from the last 3 months), checked by our team.';
}

/** Money that arrived above the maximum balance and waits for the customer (amount formatted, or masked). */
export function heldText(amount: string, tier: Tier): string {
  return tier < 3
    ? `${amount} is waiting: raise your tier to receive it.`
    : `${amount} is waiting: our team will release it to your wallet.`;
}
