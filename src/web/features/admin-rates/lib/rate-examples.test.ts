import { describe, expect, it } from 'vitest';
import { airtimeExample, exchangeExamples, formatRate } from './rate-examples.ts';

describe('rate examples', () => {
  it('shows a rate with its target symbol, grouped, every decimal kept', () => {
    expect(formatRate('1538.46', 'NGN')).toBe('₦1,538.46');
    expect(formatRate('0.00065', 'USD')).toBe('$0.00065');
    expect(formatRate('1500', 'NGN')).toBe('₦1,500.00');
    expect(formatRate('7.2', 'CNY')).toBe('¥7.20');
  });

  it('converts one and a hundred units as a conversion would (floored)', () => {
    expect(exchangeExamples('USD', 'NGN', '1538.46')).toEqual({
      one: '1 USD = ₦1,538.46',
      hundred: '100 USD = ₦153,846.00',
    });
    expect(exchangeExamples('NGN', 'USD', '0.00065').hundred).toBe('100 NGN = $0.06');
  });

  it('gives what a user receives for ₦1,000 of airtime', () => {
    expect(airtimeExample(20)).toBe('Example: ₦1,000 airtime → user receives ₦800 (20% fee)');
    expect(airtimeExample(17.5)).toBe('Example: ₦1,000 airtime → user receives ₦825 (17.5% fee)');
    expect(airtimeExample(12.25)).toBe(
      'Example: ₦1,000 airtime → user receives ₦877.50 (12.25% fee)',
    );
    expect(airtimeExample(0)).toBe('Example: ₦1,000 airtime → user receives ₦1,000 (0% fee)');
    expect(airtimeExample(100)).toBe('Example: ₦1,000 airtime → user receives ₦0 (100% fee)');
  });
});
