import { describe, expect, it } from 'vitest';
import { balanceOf } from '#server/ledger/test-support.ts';
import {
  AIRTIME_CASH_MESSAGES,
  type AirtimeCash,
  type AirtimeCashCreated,
} from '#shared/schemas/airtime-cash.ts';
import { type Client, pinPattern } from '#test/support/airtime-cash.ts';
import { ada, body, countRequests, create, list, PIN, t } from './airtime-cash.test-support.ts';

describe('POST /api/airtime-cash', () => {
  it("records a pending request with the network's fee and answers the code to dial once", async () => {
    const before = await balanceOf(t().deps.pool, ada().userId, 'NGN');
    const r = await create(ada(), { network: 'mtn', phone: '0803 123 4567' });
    expect(r).toMatchObject({
      network: 'MTN',
      status: 'pending',
      amount: 100_000,
      fee_percentage: 20,
      fee_amount: 20_000,
      net_amount: 80_000,
      phone: '08031234567',
      ussd_code: '*600*08030000000*1000*****#',
      dial_code: `*600*08030000000*1000*${PIN}#`,
      deny_reason: null,
      processed_at: null,
    });
    // No money moves on a request.
    expect(await balanceOf(t().deps.pool, ada().userId, 'NGN')).toBe(before);
    // The list never carries the dial code.
    const [listed] = (await list(ada())).items;
    expect(listed?.id).toBe(r.id);
    expect(listed).not.toHaveProperty('dial_code');
    expect(listed?.ussd_code).toBe('*600*08030000000*1000*****#');
  });

  it('takes the network in any case and the fee from the Rates screen, else the fallback', async () => {
    const airtel = await create(ada(), { network: 'AIRTEL', amount: 50_000 });
    expect(airtel).toMatchObject({
      network: 'Airtel',
      fee_percentage: 25,
      fee_amount: 12_500,
      net_amount: 37_500,
      ussd_code: '*432*08020000000*500*****#',
    });
    await t().deps.pool.query(
      "UPDATE airtime_rates SET fee_percentage = 12.35 WHERE network = 'Glo'",
    );
    const glo = await create(ada(), { network: 'glo', amount: 123_400 });
    // 12.35% of ₦1,234 is ₦152.399: the fee is rounded up to the kobo.
    expect(glo).toMatchObject({
      network: 'Glo',
      fee_percentage: 12.35,
      fee_amount: 15_240,
      net_amount: 108_160,
      ussd_code: '*131*08050000000*1234*****#',
    });
    await t().deps.pool.query("DELETE FROM airtime_rates WHERE network = 'Glo'");
    const fallback = await create(ada(), { network: 'Glo', amount: 200_000 });
    expect(fallback).toMatchObject({ fee_percentage: 30, fee_amount: 60_000, net_amount: 140_000 });
    await t().deps.pool.query(
      "INSERT INTO airtime_rates (network, fee_percentage) VALUES ('Glo', 30)",
    );
  });

  it('accepts the bounds ₦500 and ₦5,000', async () => {
    expect((await create(ada(), { amount: 50_000 })).amount).toBe(50_000);
    expect((await create(ada(), { amount: 500_000 })).amount).toBe(500_000);
  });

  it('refuses 9Mobile with its own message, storing nothing', async () => {
    const n = await countRequests();
    for (const network of ['9Mobile', '9MOBILE', '9mobile']) {
      const res = await t().post(ada(), '/api/airtime-cash', body({ network }));
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error).toMatchObject({
        code: 'NETWORK_UNAVAILABLE',
        message: AIRTIME_CASH_MESSAGES.unavailable,
      });
    }
    expect(await countRequests()).toBe(n);
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const n = await countRequests();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 49_900 }, `amount: ${AIRTIME_CASH_MESSAGES.amountLow}`],
      [{ amount: 500_100 }, `amount: ${AIRTIME_CASH_MESSAGES.amountHigh}`],
      [{ amount: 50_050 }, `amount: ${AIRTIME_CASH_MESSAGES.amountWhole}`],
      [{ amount: 100_000.5 }, 'amount: must be a whole number of kobo'],
      [{ amount: '1000' }, 'amount: must be a number in kobo'],
      [{ amount: 0 }, `amount: ${AIRTIME_CASH_MESSAGES.amountLow}`],
      [{ amount: -100_000 }, `amount: ${AIRTIME_CASH_MESSAGES.amountLow}`],
      [{ network: 'Etisalat' }, `network: ${AIRTIME_CASH_MESSAGES.networkRequired}`],
      [{ network: '' }, `network: ${AIRTIME_CASH_MESSAGES.networkRequired}`],
      [{ network: undefined }, `network: ${AIRTIME_CASH_MESSAGES.networkRequired}`],
      [{ phone: '0803123456' }, `phone: ${AIRTIME_CASH_MESSAGES.phone}`],
      [{ phone: '080312345678' }, `phone: ${AIRTIME_CASH_MESSAGES.phone}`],
      [{ phone: '18031234567' }, `phone: ${AIRTIME_CASH_MESSAGES.phone}`],
      [{ phone: undefined }, `phone: ${AIRTIME_CASH_MESSAGES.phone}`],
      [{ transfer_pin: '482' }, `transfer_pin: ${AIRTIME_CASH_MESSAGES.pin}`],
      [{ transfer_pin: `${PIN}7` }, `transfer_pin: ${AIRTIME_CASH_MESSAGES.pin}`],
      [{ transfer_pin: 'abcd' }, `transfer_pin: ${AIRTIME_CASH_MESSAGES.pin}`],
      [{ transfer_pin: Number(PIN) }, `transfer_pin: ${AIRTIME_CASH_MESSAGES.pin}`],
      [{ transfer_pin: undefined }, `transfer_pin: ${AIRTIME_CASH_MESSAGES.pin}`],
    ];
    for (const [over, message] of cases) {
      const res = await t().post(ada(), '/api/airtime-cash', body(over));
      const text = await res.text();
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(JSON.parse(text).error.message).toBe(message);
      // An error never repeats the PIN it was sent.
      expect(text).not.toMatch(pinPattern(PIN));
    }
    expect(await countRequests()).toBe(n);
  });

  it('needs a session', async () => {
    expect((await t().post(null, '/api/airtime-cash', body())).status).toBe(401);
    expect((await t().call(null, '/api/airtime-cash')).status).toBe(401);
  });
});

describe('an Idempotency-Key', () => {
  const send = (who: Client, key: string, over: Record<string, unknown> = {}) =>
    t().call(who, '/api/airtime-cash', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body: JSON.stringify(body(over)),
    });
  const rowsWithKey = async (key: string) => {
    const { rows } = await t().deps.pool.query<{ user_id: string }>(
      'SELECT user_id FROM airtime_cash_requests WHERE idempotency_key = $1',
      [key],
    );
    return rows.map((r) => r.user_id);
  };

  it('makes a repeat answer the first request, code to dial included, recording nothing more', async () => {
    const key = `a2c-${Math.random()}`;
    const first = await send(ada(), key);
    expect(first.status).toBe(201);
    const a = (await first.json()) as AirtimeCashCreated;
    const before = await countRequests();
    const again = await send(ada(), key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(a);
    expect(a.dial_code).toContain(`*${PIN}#`);
    expect(await countRequests()).toBe(before);
    expect(await rowsWithKey(key)).toEqual([ada().userId]);
  });

  it('refuses the key for another request with a 409, storing nothing', async () => {
    const key = `a2c-${Math.random()}`;
    expect((await send(ada(), key)).status).toBe(201);
    const before = await countRequests();
    for (const over of [{ amount: 200_000 }, { network: 'Glo' }, { phone: '08039999999' }]) {
      const res = await send(ada(), key, over);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'IDEMPOTENCY_CONFLICT',
      );
    }
    expect(await countRequests()).toBe(before);
  });

  it('records one request for ten sent at once with the same key', async () => {
    const key = `a2c-${Math.random()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(ada(), key)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as AirtimeCash).id)),
    );
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(key)).toEqual([ada().userId]);
  });

  it("is the user's own: another user's same key records their own request", async () => {
    const key = `a2c-${Math.random()}`;
    const cy = await t().user('cy');
    const a = (await (await send(ada(), key)).json()) as AirtimeCash;
    const res = await send(cy, key);
    expect(res.status).toBe(201);
    const c = (await res.json()) as AirtimeCash;
    expect(c.id).not.toBe(a.id);
    expect((await rowsWithKey(key)).sort()).toEqual([ada().userId, cy.userId].sort());
    expect((await list(cy)).items.map((r) => r.id)).toEqual([c.id]);
  });

  it('refuses a malformed key with a 400, storing nothing', async () => {
    const before = await countRequests();
    for (const key of ['x'.repeat(300), 'with space', 'tab\there']) {
      const res = await send(ada(), key);
      expect(res.status, key).toBe(400);
    }
    expect(await countRequests()).toBe(before);
  });
});
