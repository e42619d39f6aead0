import { describe, expect, it } from 'vitest';
import { AIRTIME_CASH_MESSAGES as M } from '#shared/schemas/airtime-cash.ts';
import { checkAirtimeCash, EMPTY_FORM, networkMismatch, withPhone } from './check-airtime-cash.ts';

const filled = { network: 'MTN', amount: '1000', phone: '08031234567', pin: '1234' } as const;

describe('the airtime to cash form', () => {
  it('asks for the network first', () => {
    const c = checkAirtimeCash(EMPTY_FORM);
    expect(c.problem).toEqual({
      field: 'network',
      title: 'Network Required',
      message: 'Please select a network provider',
    });
    expect(c.hint).toBeNull();
    expect(c.body).toBeNull();
  });

  it('hints the amount against ₦500 and ₦5,000', () => {
    const hint = (amount: string) => checkAirtimeCash({ ...filled, amount }).hint;
    expect(hint('499')).toEqual({ text: 'Amount too low', ok: false });
    expect(hint('500')).toEqual({ text: 'Valid amount', ok: true });
    expect(hint('5000')).toEqual({ text: 'Valid amount', ok: true });
    expect(hint('5001')).toEqual({ text: 'Amount too high', ok: false });
    expect(checkAirtimeCash({ ...filled, amount: '499' }).problem?.title).toBe('Invalid Amount');
    expect(checkAirtimeCash({ ...filled, amount: '5001' }).problem).toMatchObject({
      title: 'Amount Too High',
      message: 'Maximum amount is ₦5,000',
    });
  });

  it('wants 11 phone digits and a 4-digit transfer pin', () => {
    expect(checkAirtimeCash({ ...filled, phone: '0803123456' }).problem).toMatchObject({
      title: 'Invalid Phone Number',
      message: 'Please enter a valid 11-digit phone number',
    });
    expect(checkAirtimeCash({ ...filled, pin: '123' }).problem).toMatchObject({
      title: 'Invalid Transfer Pin',
      message: 'Please enter a 4-digit transfer pin',
    });
  });

  it('refuses 9Mobile, and builds the request in kobo otherwise', () => {
    expect(checkAirtimeCash({ ...filled, network: '9Mobile' }).problem).toEqual({
      field: 'network',
      title: 'Service Unavailable',
      message: M.unavailable,
    });
    const c = checkAirtimeCash(filled);
    expect(c.problem).toBeNull();
    expect(c.body).toEqual({
      network: 'MTN',
      amount: 100_000,
      phone: '08031234567',
      transfer_pin: '1234',
    });
  });
});

describe("the network and the phone's prefix", () => {
  it('picks the network from the first four digits, as airtime does', () => {
    let f = withPhone(EMPTY_FORM, '080');
    expect(f.network).toBeNull();
    f = withPhone(f, '0805');
    expect(f.network).toBe('Glo');
    f = withPhone(f, '08091');
    expect(f.network).toBe('9Mobile');
  });

  it('lets the customer choose another network, picking again only when the prefix changes', () => {
    let f = withPhone(EMPTY_FORM, '0803123');
    expect(f.network).toBe('MTN');
    f = { ...f, network: 'Airtel' };
    f = withPhone(f, '08031234567');
    expect(f.network).toBe('Airtel');
    expect(networkMismatch(f)).toBe(M.networkMismatch('MTN'));
    expect(networkMismatch({ ...f, network: 'MTN' })).toBeNull();
    expect(networkMismatch({ ...f, phone: '0123' })).toBeNull();
  });

  it('refuses 9Mobile without a note that is not for a customer', () => {
    expect(M.unavailable).toBe(
      '9Mobile airtime to cash conversion is currently not available. Please select another network.',
    );
  });
});
