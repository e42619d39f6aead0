import { KYC_TIERS, type Tier } from '#shared/kyc.ts';
import { formatMoney } from '#shared/money.ts';

const ngn = (kobo: number) => formatMoney(kobo, 'NGN');

export interface Banner {
  title: string;
  text: string;
  /** The link to the limits card, when there is something to do there. */
  action?: string;
}

/**
 * The dashboard's banner: what the customer can do next to raise their tier (tier 1: the BVN;
 * tier 2: the documents, or where they stand), or null on tier 3.
 */
export function bannerFor(l: {
  tier: Tier;
  kyc_status: 'pending' | 'verified' | 'rejected';
  kyc_submitted: boolean;
}): Banner | null {
  if (l.tier >= 3) return null;
  if (l.tier === 1)
    return {
      title: 'Verify your BVN to raise your limits',
      text: `You are on tier 1: ${ngn(KYC_TIERS[1].dailyLimit)} a day and at most ${ngn(KYC_TIERS[1].maxBalance)} in your wallet. A verified BVN takes you to tier 2, with your own account number for bank transfers.`,
      action: 'Verify BVN',
    };
  if (l.kyc_status === 'rejected')
    return {
      title: 'Your documents were not accepted',
      text: 'Please send a new ID document and proof of address to reach tier 3.',
      action: 'See why',
    };
  if (l.kyc_submitted)
    return {
      title: 'Your documents are under review',
      text: "We're checking your ID document and proof of address. We'll let you know as soon as you reach tier 3.",
    };
  return {
    title: 'Add a proof of address for tier 3',
    text: `Send an ID document and a utility bill from the last 3 months to reach tier 3: ${ngn(KYC_TIERS[3].dailyLimit)} a day and no maximum balance.`,
    action: 'Upload documents',
  };
}
