import { describe, expect, it } from 'vitest';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { checkTransfer, normalEmail, type SendForm, TRANSFER_MESSAGES } from './check-transfer.ts';

const ada = { email: 'ada@example.com', name: 'Ada Obi' };
const form = (over: Partial<SendForm>): SendForm => ({
  currency: 'NGN',
  email: 'Ada@Example.com ',
  amount: '2,500',
  note: '',
  ...over,
});

describe('checkTransfer', () => {
  it('reads the address as the server does', () => {
    expect(normalEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalEmail('ada@')).toBeNull();
    expect(checkTransfer(form({ email: 'ada@' }), 1_000_000, null).errors.email).toBe(
      'Invalid email address',
    );
  });

  it('needs an address and an amount, then a positive amount', () => {
    expect(checkTransfer(form({ email: '' }), 1_000_000, ada).problem?.message).toBe(
      WITHDRAW_MESSAGES.required,
    );
    expect(checkTransfer(form({ amount: '0' }), 1_000_000, ada).problem?.message).toBe(
      WITHDRAW_MESSAGES.invalidAmount,
    );
  });

  it('refuses more than the chosen wallet holds, in its own currency', () => {
    const c = checkTransfer(form({ currency: 'USD', amount: '20' }), 1_500, ada);
    expect(c.problem).toEqual({
      title: 'Insufficient Balance',
      message: 'You need $20.00 but only have $15.00.',
    });
  });

  it('sends only to the recipient that was looked up for this address', () => {
    expect(checkTransfer(form({}), 1_000_000, null).problem?.message).toBe(
      TRANSFER_MESSAGES.findFirst,
    );
    expect(
      checkTransfer(form({}), 1_000_000, { email: 'bola@example.com', name: 'Bola' }).body,
    ).toBeNull();
    expect(checkTransfer(form({ note: ' rent ' }), 1_000_000, ada).body).toEqual({
      to_email: 'ada@example.com',
      currency: 'NGN',
      amount: 250_000,
      description: 'rent',
    });
  });
});
