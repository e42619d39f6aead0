import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change.ts';

describe('describeChange', () => {
  it('shows changed fields only, with money in the row currency', () => {
    expect(
      describeChange(
        { balance: 0, currency: 'NGN' },
        { balance: 150_050, currency: 'NGN', amount: 150_050, reference: 'ADMIN-CREDIT-1' },
      ),
    ).toEqual([
      { field: 'balance', before: '₦0.00', after: '₦1,500.50' },
      { field: 'amount', before: null, after: '₦1,500.50' },
      { field: 'reference', before: null, after: 'ADMIN-CREDIT-1' },
    ]);
  });

  it('reads booleans, nulls and bare values', () => {
    expect(describeChange({ is_active: true }, { is_active: false })).toEqual([
      { field: 'is_active', before: 'Yes', after: 'No' },
    ]);
    expect(describeChange(null, 'x')).toEqual([{ field: 'value', before: null, after: 'x' }]);
    expect(describeChange(null, null)).toEqual([]);
  });
});
