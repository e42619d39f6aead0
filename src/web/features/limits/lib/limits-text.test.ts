import { describe, expect, it } from 'vitest';
import { bvnDigits } from './bvn-form.ts';
import { dailyUse, heldText, maxBalanceText, nextTierGives, nextTierNeeds } from './limits-text.ts';

describe('limits texts', () => {
  it("today's use: what is left never reads below zero", () => {
    expect(dailyUse(5_000_000, 1_200_000)).toEqual({
      used: 1_200_000,
      limit: 5_000_000,
      left: 3_800_000,
    });
    // Past the limit (money moved before a tier's limit was lowered): nothing left, not less.
    expect(dailyUse(5_000_000, 6_000_000).left).toBe(0);
  });

  it('the maximum balance in naira, or "No maximum" on tier 3', () => {
    expect(maxBalanceText(30_000_000)).toBe('₦300,000.00');
    expect(maxBalanceText(null)).toBe('No maximum');
  });

  it('what the next tier gives and needs', () => {
    expect(nextTierGives(2)).toContain('₦200,000.00 a day');
    expect(nextTierGives(2)).toContain('₦500,000.00');
    expect(nextTierGives(3)).toBe('Tier 3: ₦5,000,000.00 a day and no maximum balance.');
    expect(nextTierNeeds(2)).toContain('BVN');
    expect(nextTierNeeds(3)).toContain('proof of address');
  });

  it('held money: raise the tier below tier 3, our team on tier 3', () => {
    expect(heldText('₦20,000.00', 1)).toBe('₦20,000.00 is waiting: raise your tier to receive it.');
    expect(heldText('₦20,000.00', 3)).toContain('our team');
  });

  it('a BVN field keeps at most 11 digits of what is pasted', () => {
    expect(bvnDigits('222 2222-2222 2x')).toBe('22222222222');
    expect(bvnDigits('123456789012345')).toBe('12345678901');
  });
});
