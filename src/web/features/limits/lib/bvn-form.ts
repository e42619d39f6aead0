/** The limits card's element id: /settings#limits lands on it, the BVN form hands focus to it. */
export const LIMITS_CARD_ID = 'limits';

export const BVN_FORM_MESSAGES = {
  verified: 'BVN verified',
  tier2: 'You are now on tier 2: higher limits and your own account number.',
  failed: 'Could not check your BVN. Please try again.',
} as const;

/** What a BVN field keeps of what is typed or pasted: its digits, at most 11. */
export const bvnDigits = (text: string) => text.replace(/\D/g, '').slice(0, 11);
