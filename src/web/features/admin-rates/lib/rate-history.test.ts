import { describe, expect, it } from 'vitest';
import type { RateChange } from '#shared/schemas/rates.ts';
import { describeRateChange } from './rate-history.ts';

const change: RateChange = {
  id: '7',
  from_currency: 'USD',
  to_currency: 'NGN',
  before: '1538.46',
  after: '1500',
  changed_by: 'u1',
  changed_by_name: 'Funmi Admin',
  changed_by_email: 'funmi@example.com',
  changed_at: '2026-11-23T13:05:00.000Z',
};

describe('describeRateChange', () => {
  it('gives the pair, before -> after in the target currency, who and when', () => {
    expect(describeRateChange(change)).toEqual({
      pair: 'USD → NGN',
      change: '₦1,538.46 → ₦1,500.00',
      who: 'Funmi Admin',
      email: 'funmi@example.com',
      when: '23 Nov 2026, 14:05',
    });
  });

  it('names the e-mail when there is no name, and System for a migration’s change', () => {
    expect(describeRateChange({ ...change, changed_by_name: ' ' })).toMatchObject({
      who: 'funmi@example.com',
      email: null,
    });
    expect(
      describeRateChange({
        ...change,
        changed_by: null,
        changed_by_name: null,
        changed_by_email: null,
      }),
    ).toMatchObject({ who: 'System', email: null });
  });
});
