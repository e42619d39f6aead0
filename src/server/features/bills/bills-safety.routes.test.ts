import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { airtime, billPayer, naira, PIN, simRecords } from '#test/support/bills.ts';
import { alice, base, bob, call, deps, pay } from './bills.test-support.ts';

describe('idempotency and concurrency', () => {
  it('the same Idempotency-Key sent 10 times at once makes one bill and one hold', async () => {
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(alice(), airtime('08031234567', naira(300)), key)),
    );
    expect(new Set(answers.map((a) => a.res.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.bill.id)).size).toBe(1);
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before - naira(300));
    const [sim] = await simRecords(base(), answers[0]!.bill.reference);
    expect(sim?.pay_calls).toBe(1);
    const other = await pay(alice(), airtime('08031234567', naira(400)), key);
    expect(other.res.status).toBe(409);
  });

  it('20 bills at once on a balance that covers 10: exactly 10 held', async () => {
    const carol = await billPayer(
      {
        request: (p, i) =>
          fetch(`${base()}${p}`, { ...i, headers: { ...(i?.headers as object), origin: base() } }),
      },
      deps(),
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
    expect(await balanceOf(deps().pool, carol.userId, 'NGN')).toBe(0);
  });
});

describe('another user cannot see or touch a bill', () => {
  it('404 for the bill and its receipt, and it is not in their list', async () => {
    const { bill } = await pay(alice(), airtime('08031234567', naira(100)));
    expect((await call(bob(), `/api/bills/${bill.id}`)).status).toBe(404);
    expect((await call(bob(), `/api/bills/${bill.id}/receipt`)).status).toBe(404);
    expect((await call(bob(), '/api/bills/not-a-uuid')).status).toBe(404);
    const list = await (await call(bob(), '/api/bills?limit=100')).json();
    expect(list.items.map((b: Bill) => b.id)).not.toContain(bill.id);
    const mine = await call(alice(), `/api/bills/${bill.id}/receipt`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a list pages by 5 with a cursor, newest first', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await pay(alice(), airtime('08031234567', naira(50)))).res.status).toBe(201);
    }
    const first = await (await call(alice(), '/api/bills')).json();
    expect(first.items).toHaveLength(5);
    expect(first.next_cursor).toBeTruthy();
    const second = await (await call(alice(), `/api/bills?cursor=${first.next_cursor}`)).json();
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
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    const { res } = await pay(alice(), body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(message);
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before);
  });

  it('no PIN, a wrong PIN, no Idempotency-Key: refused before anything is held', async () => {
    const before = await balanceOf(deps().pool, alice().userId, 'NGN');
    const body = JSON.stringify(airtime('08031234567'));
    const noPin = await call(alice(), '/api/bills', { method: 'POST', body, key: randomUUID() });
    expect(noPin.status).toBe(400);
    const wrongPin = await call(alice(), '/api/bills', {
      method: 'POST',
      body,
      key: randomUUID(),
      pin: '0000',
    });
    expect(wrongPin.status).toBe(403);
    const noKey = await call(alice(), '/api/bills', { method: 'POST', body, pin: PIN });
    expect(noKey.status).toBe(400);
    expect(await balanceOf(deps().pool, alice().userId, 'NGN')).toBe(before);
    // The right PIN resets the count of wrong ones.
    expect((await pay(alice(), airtime('08031234567', naira(50)))).res.status).toBe(201);
  });
});
