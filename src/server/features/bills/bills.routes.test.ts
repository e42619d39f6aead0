import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { Bill, DataPlan } from '#shared/schemas/bills.ts';
import { createTestDatabase } from '#test/db.ts';
import { billPayer, type Client, PIN, serveBillsApp, simRecords } from '#test/support/bills.ts';
import { requeryBill } from './bills.outcome.ts';
import { recordBill } from './bills.service.ts';

let deps: AppDeps;
let base: string;
let close: () => Promise<void>;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  const served = await serveBillsApp(url);
  ({ deps, close } = served);
  base = served.publicUrl;
  alice = await billPayer(served.app, deps, 200_000);
  bob = await billPayer(served.app, deps, 1_000);
});
afterAll(() => close?.());

function call(who: Client, path: string, init: RequestInit & { key?: string; pin?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('cookie', who.cookie);
  headers.set('origin', base);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.key) headers.set('idempotency-key', init.key);
  if (init.pin !== undefined) headers.set('x-transaction-pin', init.pin);
  return fetch(`${base}${path}`, { ...init, headers });
}

async function pay(who: Client, body: unknown, key = randomUUID()) {
  const res = await call(who, '/api/bills', {
    method: 'POST',
    body: JSON.stringify(body),
    key,
    pin: PIN,
  });
  return { res, bill: (await res.clone().json()) as Bill };
}

const naira = (n: number) => n * 100;
const airtime = (phone: string, amount = naira(500)) => ({
  service: 'airtime',
  network: 'mtn',
  phone,
  amount,
});
/** The simulator's special numbers are 12 digits: a meter number (11 to 13) carries them. */
const power = (meter: string, amount = naira(500)) => ({
  service: 'electricity',
  disco: 'ikedc',
  meter_number: meter,
  meter_type: 'prepaid',
  amount,
});
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Requeries until the bill is final (the simulator's pending time is 1 s). */
async function settleByRequery(bill: Bill) {
  for (let i = 0; i < 20; i++) {
    const row = await requeryBill(deps, bill.id, 'job');
    if (row && row.status !== 'pending') return row;
    await sleep(250);
  }
  throw new Error(`bill ${bill.id} stayed pending`);
}

describe('every answer of the VTpass simulator ends with the money in the right place', () => {
  it('delivered airtime: the hold is settled into bills, pay sent once', async () => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    const { res, bill } = await pay(alice, airtime('08031234567'));
    expect(res.status).toBe(201);
    expect(bill).toMatchObject({ service: 'airtime', status: 'delivered', amount: naira(500) });
    expect(bill.title).toBe('MTN Airtime');
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before - naira(500));
    const [sim] = await simRecords(base, bill.reference);
    expect(sim).toMatchObject({ pay_calls: 1, status: 'delivered' });
    // The reference is VTpass's request_id: today's date and time in Lagos first.
    expect(bill.reference).toMatch(/^\d{12}[A-Za-z0-9]+$/);
  });

  it('data: the plan and its price come from the provider', async () => {
    const res = await call(alice, '/api/bills/data-plans?network=mtn');
    expect(res.status).toBe(200);
    const plans = (await res.json()) as DataPlan[];
    expect(plans.length).toBeGreaterThan(3);
    expect(new Set(plans.map((p) => p.category)).size).toBeGreaterThan(2);
    const plan = plans[0]!;
    const { bill } = await pay(alice, {
      service: 'data',
      network: 'mtn',
      phone: '0803 123 4567',
      plan_id: plan.id,
    });
    expect(bill).toMatchObject({ status: 'delivered', amount: plan.amount, plan_name: plan.name });
    expect(bill.phone).toBe('08031234567');
    const unknown = await pay(alice, {
      service: 'data',
      network: 'mtn',
      phone: '08031234567',
      plan_id: 'no-such-plan',
    });
    expect(unknown.res.status).toBe(400);
  });

  it('electricity: verified meter, a token without its prefix, name and address', async () => {
    const discos = await (await call(alice, '/api/bills/electricity-providers')).json();
    expect(discos).toContainEqual(expect.objectContaining({ id: 'ikedc', min_amount: naira(500) }));
    const verify = await call(alice, '/api/bills/verify', {
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
    const { bill } = await pay(alice, {
      service: 'electricity',
      disco: 'ikedc',
      meter_number: '1111111111111',
      meter_type: 'prepaid',
      amount: naira(1000),
    });
    expect(bill.status).toBe('delivered');
    expect(bill.token).toMatch(/^[\d-]{10,}$/);
    expect(bill.customer_name).toBeTruthy();
    const wrong = await call(alice, '/api/bills/verify', {
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
    const packages = await (await call(alice, '/api/bills/cable-packages?provider=dstv')).json();
    expect(packages.length).toBeGreaterThan(1);
    const verify = await call(alice, '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({ service: 'cable', provider: 'dstv', smartcard: '1212121212' }),
    });
    expect((await verify.json()).current_bouquet).toBeTruthy();
    const { bill } = await pay(alice, {
      service: 'cable',
      provider: 'dstv',
      smartcard: '1212121212',
      package_id: packages[0].id,
      phone: '08031234567',
    });
    expect(bill).toMatchObject({ status: 'delivered', amount: packages[0].amount });
    const wrong = await call(alice, '/api/bills/verify', {
      method: 'POST',
      body: JSON.stringify({ service: 'cable', provider: 'dstv', smartcard: '9999999999' }),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.message).toBe('Invalid IUC/Smartcard number');
  });

  it('016 failed (08099999999): refunded at once, the money back', async () => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    const { res, bill } = await pay(alice, airtime('08099999999'));
    expect(res.status).toBe(201);
    expect(bill.status).toBe('refunded');
    expect(bill.failure_reason).toBeTruthy();
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before);
  });

  it.each([
    ['201000000000', '099 pending', 'delivered'],
    ['500000000000', 'HTTP 502, not JSON', 'delivered'],
    ['400000000000', 'no answer until the timeout', 'refunded'],
    ['300000000000', 'HTTP 504', 'refunded'],
  ])(
    'meter %s (%s): stays pending with the money held, the requery makes it %s',
    async (phone, _what, final) => {
      const before = await balanceOf(deps.pool, alice.userId, 'NGN');
      const { res, bill } = await pay(alice, power(phone));
      expect(res.status).toBe(201);
      expect(bill.status).toBe('pending');
      expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before - naira(500));
      const done = await settleByRequery(bill);
      expect(done.status).toBe(final);
      expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(
        final === 'delivered' ? before - naira(500) : before,
      );
      // Never paid twice: one pay for this request_id, whatever the requeries.
      const [sim] = await simRecords(base, bill.reference);
      expect(sim?.pay_calls).toBe(1);
    },
  );

  it('a bill whose pay never reached VTpass stays held a while, then is refunded; it is never sent again', async () => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    // Recorded and held, as if the server had stopped before the call.
    const { row } = await recordBill(
      deps,
      alice.userId,
      { service: 'airtime', network: 'mtn', phone: '08031234567', amount: naira(200) },
      randomUUID(),
    );
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before - naira(200));
    // VTpass has no record of it (015); the call may still be on its way: held.
    expect((await requeryBill(deps, row.id, 'job'))?.status).toBe('pending');
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before - naira(200));
    // Long after any call could have arrived: refunded.
    await deps.pool.query(
      `UPDATE bills SET pay_sent_at = now() - interval '10 minutes' WHERE id = $1`,
      [row.id],
    );
    const done = await requeryBill(deps, row.id, 'job');
    expect(done?.status).toBe('refunded');
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before);
    expect(await simRecords(base, row.request_id)).toEqual([]);
  });
});

describe('the webhook never moves money by itself', () => {
  it('answers success, and only a requery decides', async () => {
    const { bill } = await pay(alice, power('201000000000'));
    expect(bill.status).toBe('pending');
    // A forged "reversed" for a bill VTpass still has pending: nothing moves.
    const res = await fetch(`${base}/api/webhooks/vtpass`, {
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
    const now = await (await call(alice, `/api/bills/${bill.id}`)).json();
    expect(now.status).toBe('pending');
    for (const body of ['not json', '{}', JSON.stringify({ data: { requestId: 'nope' } })]) {
      const r = await fetch(`${base}/api/webhooks/vtpass`, { method: 'POST', body });
      expect(await r.json()).toEqual({ response: 'success' });
    }
    await settleByRequery(bill);
  });
});

describe('idempotency and concurrency', () => {
  it('the same Idempotency-Key sent 10 times at once makes one bill and one hold', async () => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(alice, airtime('08031234567', naira(300)), key)),
    );
    expect(new Set(answers.map((a) => a.res.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.bill.id)).size).toBe(1);
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before - naira(300));
    const [sim] = await simRecords(base, answers[0]!.bill.reference);
    expect(sim?.pay_calls).toBe(1);
    const other = await pay(alice, airtime('08031234567', naira(400)), key);
    expect(other.res.status).toBe(409);
  });

  it('20 bills at once on a balance that covers 10: exactly 10 held', async () => {
    const carol = await billPayer(
      {
        request: (p, i) =>
          fetch(`${base}${p}`, { ...i, headers: { ...(i?.headers as object), origin: base } }),
      },
      deps,
      10_000,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(carol, airtime('08031234567', naira(1000)))),
    );
    const statuses = answers.map((a) => a.res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    const refused = answers.find((a) => a.res.status === 422)!;
    expect((await refused.res.json()).error.message).toMatch(
      /^Insufficient balance\. Current: ₦[\d,.]+, Required: ₦1,000\.00$/,
    );
    expect(await balanceOf(deps.pool, carol.userId, 'NGN')).toBe(0);
  });
});

describe('another user cannot see or touch a bill', () => {
  it('404 for the bill and its receipt, and it is not in their list', async () => {
    const { bill } = await pay(alice, airtime('08031234567', naira(100)));
    expect((await call(bob, `/api/bills/${bill.id}`)).status).toBe(404);
    expect((await call(bob, `/api/bills/${bill.id}/receipt`)).status).toBe(404);
    expect((await call(bob, '/api/bills/not-a-uuid')).status).toBe(404);
    const list = await (await call(bob, '/api/bills?limit=100')).json();
    expect(list.items.map((b: Bill) => b.id)).not.toContain(bill.id);
    const mine = await call(alice, `/api/bills/${bill.id}/receipt`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a list pages by 5 with a cursor, newest first', async () => {
    const first = await (await call(alice, '/api/bills')).json();
    expect(first.items).toHaveLength(5);
    expect(first.next_cursor).toBeTruthy();
    const second = await (await call(alice, `/api/bills?cursor=${first.next_cursor}`)).json();
    expect(second.items[0].created_at <= first.items[4].created_at).toBe(true);
    expect(second.items.map((b: Bill) => b.id)).not.toContain(first.items[4].id);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [{ service: 'airtime', network: 'mtn', phone: '', amount: 5000 }, 'Phone number is required'],
    [
      { service: 'airtime', network: 'mtn', phone: '0803123', amount: 5000 },
      'Invalid phone number format',
    ],
    [
      { service: 'airtime', network: 'mtn', phone: '08031234567', amount: 4900 },
      'Minimum amount is ₦50',
    ],
    [
      { service: 'airtime', network: 'mtn', phone: '08031234567', amount: 100_000_100 },
      'Maximum amount is ₦1,000,000',
    ],
    [
      {
        service: 'electricity',
        disco: 'ikedc',
        meter_number: '123',
        meter_type: 'prepaid',
        amount: 100_000,
      },
      'Meter number (11-13 digits)',
    ],
    [
      {
        service: 'electricity',
        disco: 'ikedc',
        meter_number: '1111111111111',
        meter_type: 'prepaid',
        amount: 40_000,
      },
      'Minimum amount is ₦500',
    ],
    [
      { service: 'cable', provider: 'dstv', smartcard: '', package_id: 'x', phone: '08031234567' },
      'Account number (Smartcard/IUC) is required',
    ],
    [{ service: 'gas' }, 'service'],
  ])('%j -> 400 naming the problem', async (body, message) => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    const { res } = await pay(alice, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(message);
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before);
  });

  it('no PIN, a wrong PIN, no Idempotency-Key: refused before anything is held', async () => {
    const before = await balanceOf(deps.pool, alice.userId, 'NGN');
    const body = JSON.stringify(airtime('08031234567'));
    const noPin = await call(alice, '/api/bills', { method: 'POST', body, key: randomUUID() });
    expect(noPin.status).toBe(400);
    const wrongPin = await call(alice, '/api/bills', {
      method: 'POST',
      body,
      key: randomUUID(),
      pin: '0000',
    });
    expect(wrongPin.status).toBe(403);
    const noKey = await call(alice, '/api/bills', { method: 'POST', body, pin: PIN });
    expect(noKey.status).toBe(400);
    expect(await balanceOf(deps.pool, alice.userId, 'NGN')).toBe(before);
    // The right PIN resets the count of wrong ones.
    expect((await pay(alice, airtime('08031234567', naira(50)))).res.status).toBe(201);
  });
});
