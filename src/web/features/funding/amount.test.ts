import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, checkAmount, checkCardRequest } from './amount.ts';

describe('checkAmount (fund wallet)', () => {
  it('asks for an amount when there is none', () => {
    expect(checkAmount('', 'NGN')).toEqual({ error: AMOUNT_MESSAGES.required });
    expect(checkAmount('   ', 'NGN')).toEqual({ error: AMOUNT_MESSAGES.required });
  });

  it('refuses zero, negatives and what is not an amount', () => {
    for (const text of ['0', '0.00', '-5', 'abc', '1e5', '1.234'])
      expect(checkAmount(text, 'NGN')).toEqual({ error: AMOUNT_MESSAGES.invalid });
  });

  it('answers minor units, exactly', () => {
    expect(checkAmount('1500.5', 'NGN')).toEqual({ amount: 150050 });
    expect(checkAmount('0.01', 'USD')).toEqual({ amount: 1 });
  });
});

describe('checkCardRequest', () => {
  it('applies the shared card limits to naira', () => {
    expect(checkCardRequest('99.99', 'NGN')).toEqual({ error: 'Amount must be at least ₦100.00.' });
    expect(checkCardRequest('1000000.01', 'NGN')).toEqual({
      error: 'The most you can add at once is ₦1,000,000.00.',
    });
    expect(checkCardRequest('100', 'NGN')).toEqual({ amount: 10000 });
  });

  it('names the ₦1,000,000 limit for any larger figure, however large', () => {
    for (const text of ['1000001', '2,000,000', '₦5000000', '99999999999999999999999'])
      expect(checkCardRequest(text, 'NGN')).toEqual({
        error: 'The most you can add at once is ₦1,000,000.00.',
      });
    expect(checkCardRequest('1000000', 'NGN')).toEqual({ amount: 100_000_000 });
  });

  it('leaves other wallets to the server (whose message names the other ways to pay)', () => {
    expect(checkCardRequest('20', 'USD')).toEqual({ amount: 2000 });
  });
});
