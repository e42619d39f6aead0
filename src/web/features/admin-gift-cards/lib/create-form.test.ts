import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toCreateRequest } from './create-form.ts';

const form = (patch: Partial<typeof EMPTY_FORM>) => toCreateRequest({ ...EMPTY_FORM, ...patch });

describe('the Create Gift Card form', () => {
  it('asks for the amount in major units and sends minor units, 1 card for 30 days by default', () => {
    expect(form({ amount: '5000' })).toEqual({
      request: { amount: 500_000, currency: 'NGN', quantity: 1, expires_in_days: 30 },
    });
    expect(form({ amount: '25.50', currency: 'USD', quantity: '3', expiresInDays: '7' })).toEqual({
      request: { amount: 2_550, currency: 'USD', quantity: 3, expires_in_days: 7 },
    });
  });

  it('reads a quantity that is not a number as 1, and an expiry that is not one as 30', () => {
    expect(form({ amount: '100', quantity: 'abc', expiresInDays: '' })).toEqual({
      request: { amount: 10_000, currency: 'NGN', quantity: 1, expires_in_days: 30 },
    });
  });

  it('refuses a bad amount or quantity, saying which', () => {
    for (const amount of ['', '0', '-5', 'abc', '1.234'])
      expect(form({ amount })).toEqual({ error: 'Please enter a valid amount' });
    expect(form({ amount: '100', quantity: '0' })).toEqual({
      error: 'Quantity must be at least 1',
    });
    expect(form({ amount: '100', quantity: '101' })).toEqual({
      error: 'Quantity must be at most 100',
    });
    expect(form({ amount: '100', expiresInDays: '0' })).toEqual({
      error: 'Expiry must be between 1 and 365 days',
    });
    expect(form({ amount: '100', expiresInDays: '366' })).toEqual({
      error: 'Expiry must be between 1 and 365 days',
    });
  });
});
