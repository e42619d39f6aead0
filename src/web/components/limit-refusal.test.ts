import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { isLimitRefusal, LIMITS_PATH, LimitsLink, refusalText } from './limit-refusal.tsx';

const limit = new ApiError(422, 'LIMIT_EXCEEDED', 'This is above your daily limit of ₦50,000.00');
const currency = new ApiError(
  422,
  'KYC_REQUIRED',
  'Foreign currency needs a verified BVN (tier 2).',
);
const funds = new ApiError(422, 'INSUFFICIENT_FUNDS', 'Insufficient balance. Current: ₦0.00');

describe('limit refusals', () => {
  it('are the tier refusals, LIMIT_EXCEEDED and KYC_REQUIRED, and nothing else', () => {
    expect(isLimitRefusal(limit)).toBe(true);
    expect(isLimitRefusal(currency)).toBe(true);
    expect(isLimitRefusal(funds)).toBe(false);
    expect(isLimitRefusal(new Error('LIMIT_EXCEEDED'))).toBe(false);
    expect(isLimitRefusal(null)).toBe(false);
  });

  it("keep the server's sentence and add the link to the limits card", () => {
    const text = refusalText(limit, limit.message);
    expect(isValidElement(text)).toBe(true);
    const children = (text as { props: { children: unknown[] } }).props.children;
    expect(children[0]).toBe(limit.message);
    const link = children[2];
    expect(isValidElement(link) && link.type === LimitsLink).toBe(true);
    expect(LIMITS_PATH).toBe('/settings#limits');
  });

  it('leave any other failure as its text', () => {
    expect(refusalText(funds, funds.message)).toBe(funds.message);
    expect(refusalText(undefined, 'Conversion failed. Please try again.')).toBe(
      'Conversion failed. Please try again.',
    );
  });
});
