import { describe, expect, it } from 'vitest';
import { validateConvert } from './validate-convert.ts';

const ctx = { from: 'NGN' as const, balance: 500_000, rate: '0.00065' };

describe('validateConvert', () => {
  it('gives the request in minor units and the floored amount that arrives', () => {
    expect(validateConvert({ to: 'USD', amount: '1,000.50' }, ctx)).toEqual({
      ok: true,
      request: { from: 'NGN', to: 'USD', amount: 100_050 },
      received: 65,
    });
  });

  it('explains bad amounts, overdrafts and amounts that convert to nothing', () => {
    expect(validateConvert({ to: 'USD', amount: 'abc' }, ctx)).toMatchObject({
      ok: false,
      field: 'amount',
    });
    expect(validateConvert({ to: 'USD', amount: '0' }, ctx)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Amount must be greater than 0',
    });
    expect(validateConvert({ to: 'USD', amount: '5,000.01' }, ctx)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Insufficient funds in the NGN wallet',
    });
    expect(validateConvert({ to: 'USD', amount: '0.10' }, ctx)).toEqual({
      ok: false,
      field: 'amount',
      message: 'The amount is too small to convert to USD',
    });
  });

  it('refuses the same wallet on both sides and a missing rate', () => {
    expect(validateConvert({ to: 'NGN', amount: '10' }, ctx)).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(validateConvert({ to: 'USD', amount: '10' }, { ...ctx, rate: null })).toMatchObject({
      ok: false,
      field: 'to',
    });
  });

  it('refuses, with the server rule, amounts above the largest one and results above it', () => {
    expect(
      validateConvert({ to: 'USD', amount: '90,071,992,547,409.91' }, { ...ctx, balance: 2 ** 53 }),
    ).toEqual({ ok: false, field: 'amount', message: 'Amount is too large' });
    expect(
      validateConvert(
        { to: 'NGN', amount: '10,000,000,000.00' },
        { from: 'USD', balance: 10 ** 12, rate: '1538.46' },
      ),
    ).toEqual({ ok: false, field: 'amount', message: 'The amount is too large to convert to NGN' });
  });
});
