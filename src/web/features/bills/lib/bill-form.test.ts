import { describe, expect, it } from 'vitest';
import type { DataPlan } from '#shared/schemas/bills.ts';
import { BILL_MESSAGES } from '#shared/schemas/bills-requests.ts';
import { type BillFormState, billFormReducer, EMPTY_BILL_FORM } from './bill-form-state.ts';
import { checkBill, FORM_MESSAGES } from './check-bill.ts';

const none = { plans: [], packages: [] };
const plan: DataPlan = {
  id: 'mtn-1gb',
  name: '1GB - 1 Day',
  amount: 35_000,
  validity: '1 Day',
  category: 'daily',
};
const form = (over: Partial<BillFormState>): BillFormState => ({ ...EMPTY_BILL_FORM, ...over });
const verified = {
  customer_name: 'TEST METER',
  address: '1 Lagos Road',
  current_bouquet: null,
  meter_type: 'prepaid',
  minimum_amount: null,
};

describe('billFormReducer', () => {
  it('guesses the network once four digits are typed, and lets the user change it', () => {
    let s = billFormReducer(EMPTY_BILL_FORM, { type: 'phone', phone: '080' });
    expect(s.network).toBeNull();
    s = billFormReducer(s, { type: 'phone', phone: '0803' });
    expect(s.network).toBe('mtn');
    s = billFormReducer(s, { type: 'network', network: 'glo' });
    s = billFormReducer(s, { type: 'phone', phone: '08031' });
    expect(s.network).toBe('glo');
    s = billFormReducer(s, { type: 'phone', phone: '0809' });
    expect(s.network).toBe('9mobile');
  });

  it('clears the plan and goes back to daily on a new network; a new category clears the plan', () => {
    let s = form({ network: 'mtn', category: 'weekly', planId: 'x' });
    s = billFormReducer(s, { type: 'network', network: 'airtel' });
    expect(s).toMatchObject({ network: 'airtel', category: 'daily', planId: null });
    s = billFormReducer({ ...s, planId: 'y' }, { type: 'category', category: 'monthly' });
    expect(s).toMatchObject({ category: 'monthly', planId: null });
  });

  it('forgets the verification when the meter number, type or DISCO changes', () => {
    const s = form({
      disco: 'ikedc',
      meterType: 'prepaid',
      meterNumber: '1111111111111',
      verification: verified,
    });
    expect(
      billFormReducer(s, { type: 'meterNumber', meterNumber: '111111111111' }).verification,
    ).toBeNull();
    expect(
      billFormReducer(s, { type: 'meterType', meterType: 'postpaid' }).verification,
    ).toBeNull();
    expect(billFormReducer(s, { type: 'disco', disco: 'ekedc' }).verification).toBeNull();
  });

  it('drops a verification that answers for a number no longer entered', () => {
    const s = form({ provider: 'dstv', smartcard: '1212121212' });
    const asked = { provider: 'dstv' as const, smartcard: '121212' };
    expect(
      billFormReducer(s, { type: 'verified', result: verified, for: asked }).verification,
    ).toBeNull();
    const now = { provider: 'dstv' as const, smartcard: '1212121212' };
    expect(
      billFormReducer(s, { type: 'verified', result: verified, for: now }).verification,
    ).toEqual(verified);
  });
});

describe('checkBill', () => {
  it('airtime: amount bounds and phone checks with their messages, kobo in the body', () => {
    const base = form({ network: 'mtn', phone: '08031234567' });
    expect(checkBill('airtime', { ...base, amount: '49' }, none).errors.amount).toBe(
      BILL_MESSAGES.airtimeMin,
    );
    expect(checkBill('airtime', { ...base, amount: '100001' }, none).errors.amount).toBe(
      FORM_MESSAGES.formMax,
    );
    expect(checkBill('airtime', { ...base, amount: '1000001' }, none).errors.amount).toBe(
      BILL_MESSAGES.maxAmount,
    );
    expect(
      checkBill('airtime', { ...base, phone: '0803123', amount: '100' }, none).errors.phone,
    ).toBe(BILL_MESSAGES.phoneInvalid);
    expect(checkBill('airtime', { ...base, phone: '', amount: '100' }, none).errors.phone).toBe(
      BILL_MESSAGES.phoneRequired,
    );
    const ok = checkBill('airtime', { ...base, amount: '100.50' }, none);
    expect(ok.ready).toBe(true);
    expect(ok.body).toEqual({
      service: 'airtime',
      network: 'mtn',
      phone: '08031234567',
      amount: 10_050,
    });
  });

  it('data: needs a network and a plan; the amount is the plan price', () => {
    const s = form({ network: 'mtn', phone: '08031234567' });
    expect(checkBill('data', s, { plans: [plan], packages: [] }).errors.plan_id).toBe(
      BILL_MESSAGES.planRequired,
    );
    expect(
      checkBill('data', { ...s, network: null, planId: plan.id }, { plans: [plan], packages: [] })
        .errors.network,
    ).toBe(FORM_MESSAGES.network);
    const ok = checkBill('data', { ...s, planId: plan.id }, { plans: [plan], packages: [] });
    expect(ok).toMatchObject({ ready: true, amount: 35_000 });
  });

  it('electricity: the meter type starts as prepaid, and stays prepaid after a reset', () => {
    expect(EMPTY_BILL_FORM.meterType).toBe('prepaid');
    const s = form({ disco: 'ikedc', meterNumber: '1111111111111', amount: '1000' });
    expect(checkBill('electricity', s, none).errors.meter_type).toBeUndefined();
    const changed = billFormReducer(s, { type: 'meterType', meterType: 'postpaid' });
    expect(billFormReducer(changed, { type: 'reset' }).meterType).toBe('prepaid');
  });

  it('electricity: ready only once verified; the phone is optional but checked when given', () => {
    const s = form({
      disco: 'ikedc',
      meterType: 'prepaid',
      meterNumber: '1111111111111',
      amount: '1000',
    });
    expect(checkBill('electricity', s, none)).toMatchObject({
      ready: false,
      needsVerification: true,
    });
    expect(checkBill('electricity', { ...s, meterNumber: '1234' }, none).errors.meter_number).toBe(
      BILL_MESSAGES.meterInvalid,
    );
    expect(checkBill('electricity', { ...s, amount: '499' }, none).errors.amount).toBe(
      BILL_MESSAGES.electricityMin,
    );
    expect(
      checkBill('electricity', { ...s, verification: verified, phone: '0803' }, none).errors.phone,
    ).toBe(BILL_MESSAGES.phoneInvalid);
    const ok = checkBill('electricity', { ...s, verification: verified }, none);
    expect(ok.ready).toBe(true);
    expect(ok.body).not.toHaveProperty('phone');
  });

  it('cable: provider, package, smartcard and phone, then verification', () => {
    const pkg = { id: 'dstv-padi', name: 'DStv Padi', amount: 250_000 };
    const s = form({
      provider: 'dstv',
      smartcard: '1212121212',
      packageId: pkg.id,
      phone: '08031234567',
    });
    expect(checkBill('cable', s, { plans: [], packages: [pkg] })).toMatchObject({
      ready: false,
      amount: 250_000,
    });
    expect(
      checkBill('cable', { ...s, smartcard: '' }, { plans: [], packages: [pkg] }).errors.smartcard,
    ).toBe(BILL_MESSAGES.accountRequired);
    expect(
      checkBill('cable', { ...s, verification: verified }, { plans: [], packages: [pkg] }).ready,
    ).toBe(true);
  });
});
