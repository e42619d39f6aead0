import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { systemBalance } from '#server/ledger/accounts.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { RMB_MESSAGES, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { alipay } from '#test/support/rmb.ts';
import { ada, bola, f, wechat } from './rmb.test-support.ts';

describe('POST /api/rmb prices with the current rate and holds the naira', () => {
  it('from naira: fen = kobo x rate, floored; the naira held in `pending`', async () => {
    const before = await balanceOf(f().pool, ada().userId, 'NGN');
    const pending = await systemBalance(f().pool, 'pending', 'NGN');
    // ₦1,234.56 x 0.0047 = ¥5.802432: 580 fen.
    const { status, json } = await f().buy(ada(), alipay(0, { naira_amount: 123_456 }));
    expect(status).toBe(201);
    expect(json).toMatchObject({
      status: 'pending',
      platform: 'alipay',
      alipay_type: 'china',
      naira_amount: 123_456,
      rmb_amount: 580,
      exchange_rate: '0.0047',
      recipient_id: 'alipay-8613800138000',
      full_name: 'Wang Wei',
      has_qr: false,
      failure_reason: null,
    });
    expect(json.reference).toMatch(/^RMB-\d+-[0-9A-F]{8}$/);
    expect(await balanceOf(f().pool, ada().userId, 'NGN')).toBe(before - 123_456);
    expect(await systemBalance(f().pool, 'pending', 'NGN')).toBe(pending + 123_456);
    const { rows } = await f().pool.query(
      `SELECT t.kind, t.category, t.status, t.reference FROM ledger_transactions t
         JOIN rmb_purchases p ON p.transaction_id = t.id WHERE p.id = $1`,
      [json.id],
    );
    expect(rows).toEqual([
      { kind: 'payment', category: 'rmb', status: 'pending', reference: json.reference },
    ]);
    const notes = await f().pool.query(
      `SELECT kind, title FROM notifications WHERE user_id = $1 AND kind = 'rmb'`,
      [ada().userId],
    );
    expect(notes.rows).toContainEqual({ kind: 'rmb', title: 'Buying ¥5.80 for Wang Wei' });
  });

  it('from RMB: kobo = fen / rate, rounded up, so the naira always buys every fen', async () => {
    const before = await balanceOf(f().pool, ada().userId, 'NGN');
    // ¥10.00 / 0.0047 = 212,765.96 kobo: 212,766 (₦2,127.66); 212,766 x 0.0047 = 1000.0002 fen.
    const { status, json } = await f().buy(ada(), wechat({ rmb_amount: 1_000 }));
    expect(status).toBe(201);
    expect(json).toMatchObject({
      platform: 'wechat',
      alipay_type: null,
      naira_amount: 212_766,
      rmb_amount: 1_000,
    });
    expect(await balanceOf(f().pool, ada().userId, 'NGN')).toBe(before - 212_766);
    // A WeChat purchase has no Alipay type, even when one is sent.
    const typed = await f().buy(ada(), wechat({ rmb_amount: 100, alipay_type: 'nigeria' }));
    expect(typed.json.alipay_type).toBeNull();
  });

  it('the rate the user saw must still be current: 409 RATE_CHANGED with the new figures, nothing held', async () => {
    const same = await f().buy(ada(), alipay(100, { exchange_rate: '0.00470' }));
    expect(same.status).toBe(201);
    const mine = await f().footprint(ada().userId);
    const stale = await f().buy(ada(), alipay(100, { exchange_rate: '0.0046' }));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toEqual({
      code: 'RATE_CHANGED',
      message: RMB_MESSAGES.rateChanged('₦1 = ¥0.0047'),
      field: 'exchange_rate',
      exchange_rate: '0.0047',
      naira_amount: 10_000,
      rmb_amount: 47,
    });
    // An administrator moves the rate: a purchase at the old one is refused, with the new price.
    await f().pool.query(
      `UPDATE exchange_rates SET rate = 0.005 WHERE from_currency = 'NGN' AND to_currency = 'CNY'`,
    );
    try {
      const moved = await f().buy(ada(), wechat({ rmb_amount: 100, exchange_rate: '0.0047' }));
      expect(moved.status).toBe(409);
      expect(moved.json.error).toMatchObject({
        exchange_rate: '0.005',
        naira_amount: 20_000,
        rmb_amount: 100,
      });
      expect(await f().footprint(ada().userId)).toEqual(mine);
      // Priced at the new rate once the user confirms it.
      const again = await f().buy(ada(), wechat({ rmb_amount: 100, exchange_rate: '0.005' }));
      expect(again.json).toMatchObject({ naira_amount: 20_000, exchange_rate: '0.005' });
    } finally {
      await f().pool.query(
        `UPDATE exchange_rates SET rate = 0.0047 WHERE from_currency = 'NGN' AND to_currency = 'CNY'`,
      );
    }
  });

  it('insufficient funds: 422 with the screen message, nothing written', async () => {
    const before = await f().footprint(bola().userId);
    const { status, json } = await f().buy(bola(), alipay(101));
    expect(status).toBe(422);
    expect(json.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: RMB_MESSAGES.insufficient,
    });
    expect(await f().footprint(bola().userId)).toEqual(before);
  });

  it('needs the PIN and an Idempotency-Key before anything is held', async () => {
    const before = await f().footprint(ada().userId);
    const noPin = await f().call(ada(), 'POST', '/api/rmb', { body: alipay(10), pin: null });
    expect(noPin.status).toBe(400);
    expect((await noPin.json()).error.code).toBe('PIN_REQUIRED');
    const wrong = await f().buy(ada(), alipay(10), { pin: '0000' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.code).toBe('PIN_INVALID');
    const noKey = await f().call(ada(), 'POST', '/api/rmb', { body: alipay(10), key: null });
    expect(noKey.status).toBe(400);
    expect(await f().footprint(ada().userId)).toEqual(before);
    const carol = await f().user(1_000, { pin: false });
    const notSet = await f().buy(carol, alipay(10));
    expect(notSet.status).toBe(422);
    expect(notSet.json.error.code).toBe('PIN_NOT_SET');
    expect((await f().call(null, 'POST', '/api/rmb', { body: alipay(10) })).status).toBe(401);
    // The right PIN clears the wrong try.
    expect((await f().buy(ada(), alipay(10))).status).toBe(201);
  });
});

describe('idempotency and concurrency', () => {
  it('the same Idempotency-Key sent 10 times at once makes one purchase and one hold', async () => {
    const before = await balanceOf(f().pool, ada().userId, 'NGN');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => f().buy(ada(), alipay(300), { key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await balanceOf(f().pool, ada().userId, 'NGN')).toBe(before - 30_000);
    const { rows } = await f().pool.query(
      'SELECT count(*)::int AS n FROM rmb_purchases WHERE user_id = $1 AND idempotency_key = $2',
      [ada().userId, key],
    );
    expect(rows[0].n).toBe(1);
    // Later, the same key: the same purchase; with another request: 409.
    expect((await f().buy(ada(), alipay(300), { key })).json.id).toBe(answers[0]!.json.id);
    const other = await f().buy(ada(), alipay(400), { key });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('20 purchases at once on a balance that covers 10: exactly 10 held, never overdrawn', async () => {
    const dayo = await f().user(10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f().buy(dayo, alipay(1_000))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(await balanceOf(f().pool, dayo.userId, 'NGN')).toBe(0);
    const { rows } = await f().pool.query(
      'SELECT count(*)::int AS n FROM rmb_purchases WHERE user_id = $1',
      [dayo.userId],
    );
    expect(rows[0].n).toBe(10);
    expect((await checkLedger(f().pool)).ok).toBe(true);
  });
});

describe('GET /api/rmb', () => {
  it("lists the user's own purchases, newest first, by pages; never another user's", async () => {
    const first = await (await f().call(ada(), 'GET', '/api/rmb?limit=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(first.items[2].id);
    const second = await (
      await f().call(ada(), 'GET', `/api/rmb?limit=3&cursor=${first.next_cursor}`)
    ).json();
    expect(second.items[0].created_at <= first.items[2].created_at).toBe(true);
    expect(second.items.map((p: RmbPurchase) => p.id)).not.toContain(first.items[2].id);

    const theirs = await (await f().call(bola(), 'GET', '/api/rmb?limit=100')).json();
    expect(theirs.items).toEqual([]);
    // Ada's cursor means nothing to Bola.
    const crossed = await (
      await f().call(bola(), 'GET', `/api/rmb?cursor=${first.next_cursor}`)
    ).json();
    expect(crossed.items).toEqual([]);
    expect((await f().call(ada(), 'GET', '/api/rmb?limit=0')).status).toBe(400);
    expect((await f().call(ada(), 'GET', '/api/rmb?cursor=nope')).status).toBe(200);
    expect((await f().call(null, 'GET', '/api/rmb')).status).toBe(401);
  });
});
