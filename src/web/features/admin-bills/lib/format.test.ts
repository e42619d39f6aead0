import { describe, expect, it } from 'vitest';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { billAccount, billProvider, requeryOutcome } from './format.ts';

const bill: AdminBill = {
  id: 'b1',
  service: 'airtime',
  status: 'pending',
  amount: 10_000,
  title: 'MTN Airtime',
  reference: 'REF1',
  transaction_id: 't1',
  phone: '08011111111',
  network: 'mtn',
  plan_id: null,
  plan_name: null,
  disco: null,
  meter_number: null,
  meter_type: null,
  provider: null,
  smartcard: null,
  package_id: null,
  package_name: null,
  customer_name: null,
  customer_address: null,
  token: null,
  vtpass_transaction_id: null,
  failure_reason: null,
  created_at: '2026-11-23T17:00:00.000Z',
  updated_at: '2026-11-23T17:00:00.000Z',
  user_id: 'u1',
  user_name: 'Ada Obi',
  user_email: 'ada@example.com',
  requery_count: 0,
  provider_code: '099',
};

describe('admin bills format', () => {
  it('names the network, the DISCO by its short code, or the cable company', () => {
    expect(billProvider(bill)).toBe('MTN');
    expect(billProvider({ ...bill, network: null, disco: 'ikedc' })).toBe('IKEDC');
    expect(billProvider({ ...bill, network: null, disco: 'phed' })).toBe('PHED');
    expect(billProvider({ ...bill, network: null, provider: 'gotv' })).toBe('GOtv');
  });

  it('shows a meter with its type, or the smartcard', () => {
    expect(billAccount(bill)).toBeNull();
    expect(billAccount({ ...bill, meter_number: '1111111111111', meter_type: 'prepaid' })).toBe(
      '1111111111111 (prepaid)',
    );
    expect(billAccount({ ...bill, smartcard: '1212121212' })).toBe('1212121212');
  });

  it("tells Process's outcome as delivered, refunded or still pending", () => {
    expect(requeryOutcome({ ...bill, status: 'delivered' })).toMatchObject({
      kind: 'success',
      title: 'Bill delivered',
    });
    expect(requeryOutcome({ ...bill, status: 'refunded' })).toMatchObject({
      kind: 'error',
      title: 'Bill refunded',
    });
    expect(requeryOutcome(bill)).toMatchObject({ kind: 'info', title: 'Still pending' });
  });
});
