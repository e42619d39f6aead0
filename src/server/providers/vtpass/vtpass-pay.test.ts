import { describe, expect, it } from 'vitest';
import { newRequestId } from './client.ts';
import { VTPASS_SIM_NUMBERS as N } from './sim-pay.ts';
import {
  airtime,
  client,
  deps,
  electricity,
  listed,
  refuseWebhooks,
  TIMEOUT_MS,
  until,
  updates,
  webhooksToRefuse,
} from './vtpass.test-support.ts';

// The simulator's pay and requery over real HTTP: what it delivers, and the
// fixed numbers that stay pending, fail or time out (set-up in vtpass.test-support.ts).

describe('any other number is delivered', () => {
  it('airtime, data and cable', async () => {
    const id = newRequestId();
    expect(await airtime('08031234567', id)).toMatchObject({
      kind: 'delivered',
      code: '000',
      token: null,
      productName: 'MTN Airtime VTU',
    });
    expect(await client().requery(id)).toMatchObject({ kind: 'delivered' });
    expect(
      await client().pay({
        request_id: newRequestId(),
        serviceID: 'glo-data',
        billersCode: '08051234567',
        variation_code: 'glo-1gb-350',
        phone: '08051234567',
      }),
    ).toMatchObject({ kind: 'delivered', productName: 'Glo Data' });
    expect(
      await client().pay({
        request_id: newRequestId(),
        serviceID: 'dstv',
        billersCode: N.smartcard,
        variation_code: 'dstv-padi',
        phone: '08031234567',
        subscription_type: 'change',
      }),
    ).toMatchObject({ kind: 'delivered' });
  });

  it('prepaid electricity with a 20-digit token (pay and requery alike), postpaid without', async () => {
    const id = newRequestId();
    const paid = await electricity(N.prepaidMeter, 'prepaid', id);
    expect(paid).toMatchObject({ kind: 'delivered', customerName: expect.any(String) });
    const token = paid.kind === 'delivered' ? paid.token : null;
    expect(token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(((paid.raw as Record<string, string>).purchased_code ?? '').startsWith('Token : ')).toBe(
      true,
    );
    expect(await client().requery(id)).toMatchObject({ kind: 'delivered', token });
    expect(await electricity(N.postpaidMeter, 'postpaid')).toMatchObject({
      kind: 'delivered',
      token: null,
    });
  });
});

describe('the fixed numbers', () => {
  it(`${N.pending}: 099 pending, delivered after VTPASS_SIM_PENDING_S, with one webhook`, async () => {
    const id = newRequestId();
    expect(await electricity(N.pending, 'prepaid', id)).toMatchObject({
      kind: 'pending',
      code: '099',
    });
    expect(await client().requery(id)).toMatchObject({ kind: 'pending', code: '099' });
    const update = await until(() => updates.find((u) => u.data.requestId === id));
    expect(update).toMatchObject({
      type: 'transaction-update',
      data: {
        code: '000',
        response_description: 'TRANSACTION DELIVERED',
        transaction_date: null,
        content: { transactions: { status: 'delivered' } },
      },
    });
    const after = await client().requery(id);
    expect(after).toMatchObject({ kind: 'delivered', token: expect.stringMatching(/^\d{4}-/) });
    await client().requery(id);
    expect(updates.filter((u) => u.data.requestId === id)).toHaveLength(1);
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 1, status: 'delivered' }]);
  });

  it('retries the webhook until it reads {"response":"success"}', async () => {
    refuseWebhooks(2);
    const id = newRequestId();
    expect((await airtime(N.pending, id)).kind).toBe('pending');
    await until(() => updates.find((u) => u.data.requestId === id));
    expect(webhooksToRefuse()).toBe(0);
  });

  it('settles on a requery what a restart forgot (no timer)', async () => {
    const id = newRequestId();
    expect((await airtime(N.pending, id)).kind).toBe('pending');
    // As if the app had restarted: the pending payment's time has long passed.
    await deps().pool.query(
      `UPDATE vtpass_sim_records SET resolve_at = now() - interval '1 hour' WHERE request_id = $1`,
      [id],
    );
    expect(await client().requery(id)).toMatchObject({ kind: 'delivered' });
    await until(() => updates.find((u) => u.data.requestId === id));
  });

  it(`${N.unexpected}: HTTP 502, not JSON -> pending; requery: delivered`, async () => {
    const id = newRequestId();
    expect(await airtime(N.unexpected, id)).toMatchObject({
      kind: 'pending',
      code: null,
      reason: 'HTTP 502',
    });
    expect(await client().requery(id)).toMatchObject({ kind: 'delivered' });
  });

  it(`${N.noAnswer}: no answer until the client gives up -> pending; requery: 016 failed`, async () => {
    const id = newRequestId();
    const started = Date.now();
    expect(await electricity(N.noAnswer, 'prepaid', id)).toMatchObject({
      kind: 'pending',
      reason: 'timed out',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(await client().requery(id)).toMatchObject({ kind: 'failed', code: '016' });
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 1, status: 'failed' }]);
  });

  it(`${N.gatewayTimeout}: HTTP 504 after a delay -> pending; requery: 040 reversed`, async () => {
    const id = newRequestId();
    const started = Date.now();
    expect(await electricity(N.gatewayTimeout, 'postpaid', id)).toMatchObject({
      kind: 'pending',
      reason: 'HTTP 504',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await client().requery(id)).toMatchObject({ kind: 'reversed', code: '040' });
  });

  it(`phone ${N.failingPhone}: 016 failed`, async () => {
    const id = newRequestId();
    expect(await airtime(N.failingPhone, id)).toMatchObject({ kind: 'failed', code: '016' });
    expect(await client().requery(id)).toMatchObject({ kind: 'failed', code: '016' });
  });

  it('a second pay with a seen request_id: 014, counted, and nothing else changes', async () => {
    const id = newRequestId();
    expect((await airtime('08031234567', id)).kind).toBe('delivered');
    expect(await airtime('08031234567', id)).toMatchObject({ kind: 'pending', code: '014' });
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 2, status: 'delivered' }]);
    expect(await client().requery(id)).toMatchObject({ kind: 'delivered' });
  });

  it('a requery of an unknown request_id: 015', async () => {
    expect(await client().requery(newRequestId())).toMatchObject({
      kind: 'not_found',
      code: '015',
    });
  });
});
