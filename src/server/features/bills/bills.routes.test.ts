import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { DataPlan } from '#shared/schemas/bills.ts';
import { airtime, naira, power, simRecords } from '#test/support/bills.ts';
import { requeryBill } from './bills.outcome.ts';
import { recordBill } from './bills.service.ts';
import { alice, base, call, deps, pay, settleByRequery, sleep } from './bills.test-support.ts';

describe('every answer of the VTpass simulator ends with the money in the right place', () => {
  it('delivered airtime: the hold is settled into bills, pay sent once', async () => {
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    const { res, bill } = await pay(alice(), airtime('08031234567'));
    expect(res.status).toBe(201);
    expect(bill).toMatchObject({ service: 'airtime', status: 'delivered', amount: naira(500) });
    expect(bill.title).toBe('MTN Airtime');
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before - naira(500));
    const [sim] = await simRecords(base(), bill.reference);
    expect(sim).toMatchObject({ pay_calls: 1, status: 'delivered' });
    // The reference is VTpass's request_id: today's date and time in Lagos first.
    expect(bill.reference).toMatch(/^\d{12}[A-Za-z0-9]+$/);
  });

  it('data: the plan and its price come from the provider', async () => {
    const res = await call(alice(), '/api/bills/data-plans?network=mtn');
    expect(res.status).toBe(200);
    const plans = (await res.json()) as DataPlan[];
    expect(plans.length).toBeGreaterThan(3);
    expect(new Set(plans.map((p) => p.category)).size).toBeGreaterThan(2);
    const plan = plans[0]!;
    const { bill } = await pay(alice(), {
      service: 'data',
      network: 'mtn',
      phone: '0803 123 4567',
      plan_id: plan.id,
    });
    expect(bill).toMatchObject({ status: 'delivered', amount: plan.amount, plan_name: plan.name });
    expect(bill.phone).toBe('08031234567');
    const unknown = await pay(alice(), {
      service: 'data',
      network: 'mtn',
      phone: '08031234567',
      plan_id: 'no-such-plan',
    });
    expect(unknown.res.status).toBe(400);
  });

  it('electricity: verified meter, a token without its prefix, name and address', async () => {
    const discos = await (await call(alice(), '/api/bills/electricity-providers')).json();
    expect(discos).toContainEqual(expect.objectContaining({ id: 'ikedc', min_amount: naira(500) }));
    const verify = await call(alice(), '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({
        service: 'electricity',
        disco: 'ikedc',
        meter_number: '1111111111111',
        meter_type: 'prepaid',
      }),
    });
    expect(verify.status).toBe(200);
    expect((await verify.json()).customer_name).toBeTruthy();
    const { bill } = await pay(alice(), {
      service: 'electricity',
      disco: 'ikedc',
      meter_number: '1111111111111',
      meter_type: 'prepaid',
      amount: naira(1000),
    });
    expect(bill.status).toBe('delivered');
    expect(bill.token).toMatch(/^[\d-]{10,}$/);
    expect(bill.customer_name).toBeTruthy();
    const wrong = await call(alice(), '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({
        service: 'electricity',
        disco: 'ikedc',
        meter_number: '9999999999999',
        meter_type: 'prepaid',
      }),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.message).toBe('Invalid meter number or meter type');
  });

  it('cable: a verified smartcard and a package from the provider', async () => {
    const packages = await (await call(alice(), '/api/bills/cable-packages?provider=dstv')).json();
    expect(packages.length).toBeGreaterThan(1);
    const verify = await call(alice(), '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({ service: 'cable', provider: 'dstv', smartcard: '1212121212' }),
    });
    expect((await verify.json()).current_bouquet).toBeTruthy();
    const { bill } = await pay(alice(), {
      service: 'cable',
      provider: 'dstv',
      smartcard: '1212121212',
      package_id: packages[0].id,
      phone: '08031234567',
    });
    expect(bill).toMatchObject({ status: 'delivered', amount: packages[0].amount });
    const wrong = await call(alice(), '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({ service: 'cable', provider: 'dstv', smartcard: '9999999999' }),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.message).toBe('Invalid IUC/Smartcard number');
  });

  it('016 failed (08099999999): refunded at once, the money back', async () => {
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    const { res, bill } = await pay(alice(), airtime('08099999999'));
    expect(res.status).toBe(201);
    expect(bill.status).toBe('refunded');
    expect(bill.failure_reason).toBeTruthy();
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before);
  });

  it.each([
    ['201000000000', '099 pending', 'delivered'],
    ['500000000000', 'HTTP 502, not JSON', 'delivered'],
    ['400000000000', 'no answer until the timeout', 'refunded'],
    ['300000000000', 'HTTP 504', 'refunded'],
  ])(
    'meter %s (%s): stays pending with the money held, the requery makes it %s',
    async (phone, _what, final) => {
      const before = await balanceOf(deps().pool, alice().userId, 'NGN');
      const { res, bill } = await pay(alice(), power(phone));
      expect(res.status).toBe(201);
      expect(bill.status).toBe('pending');
      expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before - naira(500));
      const done = await settleByRequery(bill);
      expect(done.status).toBe(final);
      expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(
        final === 'delivered' ? before - naira(500) : before,
      );
      // Never paid twice: one pay for this request_id, whatever the requeries.
      const [sim] = await simRecords(base(), bill.reference);
      expect(sim?.pay_calls).toBe(1);
    },
  );

  it('a bill whose pay never reached VTpass stays held a while, then is refunded; it is never sent again', async () => {
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    // Recorded and held, as if the server had stopped before the call.
    const { row } = await recordBill(
      deps(),
      alice().userId,
      { service: 'airtime', network: 'mtn', phone: '08031234567', amount: naira(200) },
      randomUUID(),
    );
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before - naira(200));
    // VTpass has no record of it (015); the call may still be on its way: held.
    expect((await requeryBill(deps(), row.id, 'job'))?.status).toBe('pending');
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before - naira(200));
    // Long after any call could have arrived: refunded.
    await deps().pool.query(
      `UPDATE bills SET pay_sent_at = now() - interval '10 minutes' WHERE id = $1`,
      [row.id],
    );
    const done = await requeryBill(deps(), row.id, 'job');
    expect(done?.status).toBe('refunded');
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before);
    expect(await simRecords(base(), row.request_id)).toEqual([]);
  });
});

describe('the webhook never moves money by itself', () => {
  it('answers success, and only a requery decides', async () => {
    const { bill } = await pay(alice(), power('201000000000'));
    expect(bill.status).toBe('pending');
    // A forged "reversed" for a bill VTpass still has pending: nothing moves.
    const res = await fetch(`${base()}/api/webhooks/vtpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'transaction-update',
        data: {
          code: '040',
          requestId: bill.reference,
          content: { transactions: { status: 'reversed' } },
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: 'success' });
    await sleep(300);
    const now = await (await call(alice(), `/api/bills/${bill.id}`)).json();
    expect(now.status).toBe('pending');
    for (const body of ['not json', '{}', JSON.stringify({ data: { requestId: 'nope' } })]) {
      const r = await fetch(`${base()}/api/webhooks/vtpass`, { method: 'POST', body });
      expect(await r.json()).toEqual({ response: 'success' });
    }
    await settleByRequery(bill);
  });
});
