import { describe, expect, it } from 'vitest';
import { nuban } from '#shared/nuban.ts';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { checkWithdrawal } from './check-withdrawal.ts';
import {
  EMPTY_WITHDRAW_FORM,
  type WithdrawFormState,
  withdrawFormReducer,
} from './withdraw-form-state.ts';

const GTB = '058';
const good = nuban(GTB, '012345678');
const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
const form = (over: Partial<WithdrawFormState>): WithdrawFormState => ({
  ...EMPTY_WITHDRAW_FORM,
  amount: '5000',
  bankCode: GTB,
  accountNumber: good,
  ...over,
});
const resolved = {
  account_name: 'OKAFOR ADAEZE AMAKA',
  account_number: good,
  bank_code: GTB,
  bank_name: 'Guaranty Trust Bank',
};

describe('checkWithdrawal', () => {
  it('asks for every required field first', () => {
    for (const over of [{ amount: '' }, { bankCode: '' }, { accountNumber: '' }]) {
      const c = checkWithdrawal(form(over), 1_000_000);
      expect(c.problem).toEqual({ message: WITHDRAW_MESSAGES.required });
      expect(c.body).toBeNull();
    }
  });

  it('refuses an amount that is not a positive sum of money', () => {
    for (const amount of ['0', '-5', 'abc', '0.00']) {
      const c = checkWithdrawal(form({ amount }), 1_000_000);
      expect(c.problem?.message, amount).toBe(WITHDRAW_MESSAGES.invalidAmount);
      expect(c.errors.amount).toBe(WITHDRAW_MESSAGES.invalidAmount);
    }
    expect(checkWithdrawal(form({ amount: '10.123' }), 1_000_000).errors.amount).toBe(
      'Use at most 2 decimal places',
    );
  });

  it('checks the account number’s length, then its NUBAN check digit for the bank', () => {
    expect(checkWithdrawal(form({ accountNumber: '01234' }), 1_000_000).problem?.message).toBe(
      WITHDRAW_MESSAGES.accountDigits,
    );
    const c = checkWithdrawal(form({ accountNumber: bad }), 1_000_000);
    expect(c.errors.account_number).toBe(WITHDRAW_MESSAGES.accountInvalid);
    expect(c.problem?.message).toBe(WITHDRAW_MESSAGES.accountInvalid);
    // OPay numbers accounts after the holder's phone number, which no check digit covers.
    expect(
      checkWithdrawal(form({ bankCode: '999992', accountNumber: '8031234567' }), 1_000_000).errors,
    ).toEqual({});
    // The same digits at another bank can be right: only the bank chosen counts.
    expect(checkWithdrawal(form({ bankCode: '', accountNumber: bad }), 0).errors).toEqual({});
  });

  it('adds the ₦50 fee and refuses more than the NGN balance', () => {
    const c = checkWithdrawal(form({ amount: '5,000' }), 500_000);
    expect(c.amount).toBe(500_000);
    expect(c.total).toBe(505_000);
    expect(c.problem).toEqual({
      title: WITHDRAW_MESSAGES.insufficientTitle,
      message: 'You need ₦5,050.00 (including ₦50 fee) but only have ₦5,000.00.',
    });
    expect(checkWithdrawal(form({ amount: '4950' }), 500_000).problem).toBeNull();
  });

  it('answers the request without any account name: the server asks the bank', () => {
    const request = { amount: 500_000, bank_code: GTB, account_number: good };
    expect(checkWithdrawal(form({}), undefined).body).toEqual(request);
    const verified = withdrawFormReducer(form({}), { type: 'verified', account: resolved });
    expect(checkWithdrawal(verified, undefined).body).toEqual(request);
  });

  it('stops at an account the bank could not name', () => {
    const s = withdrawFormReducer(form({}), { type: 'verifyFailed' });
    const c = checkWithdrawal(s, 1_000_000);
    expect(c.body).toBeNull();
    expect(c.problem).toEqual({ message: WITHDRAW_MESSAGES.verifyFailed });
  });
});

describe('withdrawFormReducer', () => {
  it('keeps digits only, ten at most', () => {
    const s = withdrawFormReducer(EMPTY_WITHDRAW_FORM, {
      type: 'accountNumber',
      accountNumber: '01 2345-6789 99',
    });
    expect(s.accountNumber).toBe('0123456789');
  });

  it('forgets a verification, and its name, when the bank or number changes', () => {
    const s = withdrawFormReducer(form({}), { type: 'verified', account: resolved });
    expect(s.accountName).toBe(resolved.account_name);
    const other = withdrawFormReducer(s, { type: 'bank', bankCode: '044' });
    expect(other).toMatchObject({ verified: null, accountName: '', bankCode: '044' });
    const renumbered = withdrawFormReducer(s, { type: 'accountNumber', accountNumber: '1' });
    expect(renumbered).toMatchObject({ verified: null, accountName: '' });
    // The same bank again changes nothing.
    expect(withdrawFormReducer(s, { type: 'bank', bankCode: GTB })).toBe(s);
  });

  it('a failed verification leaves no name, until a new number is verified', () => {
    let s = withdrawFormReducer(form({}), { type: 'verified', account: resolved });
    s = withdrawFormReducer(s, { type: 'accountNumber', accountNumber: '0000000000' });
    s = withdrawFormReducer(s, { type: 'verifyFailed' });
    expect(s).toMatchObject({ accountName: '', unnamed: true, verified: null });
    s = withdrawFormReducer(s, { type: 'accountNumber', accountNumber: good });
    expect(s).toMatchObject({ accountName: '', unnamed: false });
    expect(withdrawFormReducer(s, { type: 'reset' })).toEqual(EMPTY_WITHDRAW_FORM);
  });
});
