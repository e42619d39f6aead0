import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemBalance } from '#server/ledger/accounts.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { RMB_MESSAGES, RMB_QR_MAX_BYTES, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { alipay, type Client, jpg, png, rmbFixture } from '#test/support/rmb.ts';

// Buying RMB: priced at the server's own NGN to CNY rate (0.0047 as seeded),
// the naira held at once, never twice, never beyond the balance.

let f: Awaited<ReturnType<typeof rmbFixture>>;
let ada: Client;
let bola: Client;

beforeAll(async () => {
  f = await rmbFixture();
  ada = await f.user(100_000);
  bola = await f.user(100);
});

const wechat = (extra: Record<string, unknown>) => ({
  platform: 'wechat',
  recipient_id: 'wxid_abc123',
  full_name: 'Li Na',
  ...extra,
});

describe('POST /api/rmb prices with the current rate and holds the naira', () => {
  it('from naira: fen = kobo x rate, floored; the naira held in `pending`', async () => {
    const before = await balanceOf(f.pool, ada.userId, 'NGN');
    const pending = await systemBalance(f.pool, 'pending', 'NGN');
    // ₦1,234.56 x 0.0047 = ¥5.802432: 580 fen.
    const { status, json } = await f.buy(ada, alipay(0, { naira_amount: 123_456 }));
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
    expect(await balanceOf(f.pool, ada.userId, 'NGN')).toBe(before - 123_456);
    expect(await systemBalance(f.pool, 'pending', 'NGN')).toBe(pending + 123_456);
    const { rows } = await f.pool.query(
      `SELECT t.kind, t.category, t.status, t.reference FROM ledger_transactions t
         JOIN rmb_purchases p ON p.transaction_id = t.id WHERE p.id = $1`,
      [json.id],
    );
    expect(rows).toEqual([
      { kind: 'payment', category: 'rmb', status: 'pending', reference: json.reference },
    ]);
    const notes = await f.pool.query(
      `SELECT kind, title FROM notifications WHERE user_id = $1 AND kind = 'rmb'`,
      [ada.userId],
    );
    expect(notes.rows).toContainEqual({ kind: 'rmb', title: 'Buying ¥5.80 for Wang Wei' });
  });

  it('from RMB: kobo = fen / rate, rounded up, so the naira always buys every fen', async () => {
    const before = await balanceOf(f.pool, ada.userId, 'NGN');
    // ¥10.00 / 0.0047 = 212,765.96 kobo: 212,766 (₦2,127.66); 212,766 x 0.0047 = 1000.0002 fen.
    const { status, json } = await f.buy(ada, wechat({ rmb_amount: 1_000 }));
    expect(status).toBe(201);
    expect(json).toMatchObject({
      platform: 'wechat',
      alipay_type: null,
      naira_amount: 212_766,
      rmb_amount: 1_000,
    });
    expect(await balanceOf(f.pool, ada.userId, 'NGN')).toBe(before - 212_766);
    // A WeChat purchase has no Alipay type, even when one is sent.
    const typed = await f.buy(ada, wechat({ rmb_amount: 100, alipay_type: 'nigeria' }));
    expect(typed.json.alipay_type).toBeNull();
  });

  it('the rate the user saw must still be current: 409 RATE_CHANGED with the new figures, nothing held', async () => {
    const same = await f.buy(ada, alipay(100, { exchange_rate: '0.00470' }));
    expect(same.status).toBe(201);
    const mine = await f.footprint(ada.userId);
    const stale = await f.buy(ada, alipay(100, { exchange_rate: '0.0046' }));
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
    await f.pool.query(
      `UPDATE exchange_rates SET rate = 0.005 WHERE from_currency = 'NGN' AND to_currency = 'CNY'`,
    );
    try {
      const moved = await f.buy(ada, wechat({ rmb_amount: 100, exchange_rate: '0.0047' }));
      expect(moved.status).toBe(409);
      expect(moved.json.error).toMatchObject({
        exchange_rate: '0.005',
        naira_amount: 20_000,
        rmb_amount: 100,
      });
      expect(await f.footprint(ada.userId)).toEqual(mine);
      // Priced at the new rate once the user confirms it.
      const again = await f.buy(ada, wechat({ rmb_amount: 100, exchange_rate: '0.005' }));
      expect(again.json).toMatchObject({ naira_amount: 20_000, exchange_rate: '0.005' });
    } finally {
      await f.pool.query(
        `UPDATE exchange_rates SET rate = 0.0047 WHERE from_currency = 'NGN' AND to_currency = 'CNY'`,
      );
    }
  });

  it('insufficient funds: 422 with the screen message, nothing written', async () => {
    const before = await f.footprint(bola.userId);
    const { status, json } = await f.buy(bola, alipay(101));
    expect(status).toBe(422);
    expect(json.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: RMB_MESSAGES.insufficient,
    });
    expect(await f.footprint(bola.userId)).toEqual(before);
  });

  it('needs the PIN and an Idempotency-Key before anything is held', async () => {
    const before = await f.footprint(ada.userId);
    const noPin = await f.call(ada, 'POST', '/api/rmb', { body: alipay(10), pin: null });
    expect(noPin.status).toBe(400);
    expect((await noPin.json()).error.code).toBe('PIN_REQUIRED');
    const wrong = await f.buy(ada, alipay(10), { pin: '0000' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.code).toBe('PIN_INVALID');
    const noKey = await f.call(ada, 'POST', '/api/rmb', { body: alipay(10), key: null });
    expect(noKey.status).toBe(400);
    expect(await f.footprint(ada.userId)).toEqual(before);
    const carol = await f.user(1_000, { pin: false });
    const notSet = await f.buy(carol, alipay(10));
    expect(notSet.status).toBe(422);
    expect(notSet.json.error.code).toBe('PIN_NOT_SET');
    expect((await f.call(null, 'POST', '/api/rmb', { body: alipay(10) })).status).toBe(401);
    // The right PIN clears the wrong try.
    expect((await f.buy(ada, alipay(10))).status).toBe(201);
  });
});

describe('idempotency and concurrency', () => {
  it('the same Idempotency-Key sent 10 times at once makes one purchase and one hold', async () => {
    const before = await balanceOf(f.pool, ada.userId, 'NGN');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => f.buy(ada, alipay(300), { key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await balanceOf(f.pool, ada.userId, 'NGN')).toBe(before - 30_000);
    const { rows } = await f.pool.query(
      'SELECT count(*)::int AS n FROM rmb_purchases WHERE user_id = $1 AND idempotency_key = $2',
      [ada.userId, key],
    );
    expect(rows[0].n).toBe(1);
    // Later, the same key: the same purchase; with another request: 409.
    expect((await f.buy(ada, alipay(300), { key })).json.id).toBe(answers[0]!.json.id);
    const other = await f.buy(ada, alipay(400), { key });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('20 purchases at once on a balance that covers 10: exactly 10 held, never overdrawn', async () => {
    const dayo = await f.user(10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => f.buy(dayo, alipay(1_000))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(await balanceOf(f.pool, dayo.userId, 'NGN')).toBe(0);
    const { rows } = await f.pool.query(
      'SELECT count(*)::int AS n FROM rmb_purchases WHERE user_id = $1',
      [dayo.userId],
    );
    expect(rows[0].n).toBe(10);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });
});

describe('the QR image', () => {
  it('is taken as a PNG or JPG by its content, stored privately, and used once', async () => {
    const up = await f.uploadQr(ada, png(7));
    expect(up.status).toBe(201);
    expect(up.json.qr_id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await f.pool.query(
      'SELECT user_id, storage_key, content_type, size FROM rmb_qr_files WHERE id = $1',
      [up.json.qr_id],
    );
    expect(rows[0]).toMatchObject({ user_id: ada.userId, content_type: 'image/png', size: 17 });
    expect(rows[0].storage_key).toMatch(new RegExp(`^rmb-qr/${ada.userId}/[0-9a-f-]{36}\\.png$`));
    expect((await f.uploadQr(ada, jpg(), 'qr.jpg')).status).toBe(201);

    const bought = await f.buy(ada, alipay(50, { qr_id: up.json.qr_id }));
    expect(bought.status).toBe(201);
    expect(bought.json.has_qr).toBe(true);
    // One image, one purchase.
    const before = await f.footprint(ada.userId);
    const reused = await f.buy(ada, alipay(50, { qr_id: up.json.qr_id }));
    expect(reused.status).toBe(400);
    expect(reused.json.error.field).toBe('qr_id');
    expect(await f.footprint(ada.userId)).toEqual(before);
  });

  it('two purchases naming one image at once: one gets it', async () => {
    const up = await f.uploadQr(ada, png(8));
    const answers = await Promise.all([
      f.buy(ada, alipay(20, { qr_id: up.json.qr_id })),
      f.buy(ada, alipay(20, { qr_id: up.json.qr_id })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });

  it("another user's image is not found, and nothing is held", async () => {
    const up = await f.uploadQr(ada, png(9));
    const erin = await f.user(1_000);
    const before = await f.footprint(erin.userId);
    const theirs = await f.buy(erin, alipay(10, { qr_id: up.json.qr_id }));
    expect(theirs.status).toBe(404);
    const unknown = await f.buy(erin, alipay(10, { qr_id: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(await f.footprint(erin.userId)).toEqual(before);
  });

  it('refuses a text file named .png, an empty file, no file and one over 5 MB', async () => {
    const text = new TextEncoder().encode('not an image at all, only text');
    const fake = await f.uploadQr(ada, text, 'qr.png');
    expect(fake.status).toBe(400);
    expect(fake.json.error.message).toBe('file: the QR code must be a PNG or JPG image');
    expect((await f.uploadQr(ada, new Uint8Array(0))).status).toBe(400);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
    expect((await f.uploadQr(ada, pdf, 'qr.pdf')).status).toBe(400);

    const form = new FormData();
    form.set('other', 'x');
    const none = await f.app.request('/api/rmb/qr', {
      method: 'POST',
      body: form,
      headers: { cookie: ada.cookie, origin: f.origin },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe('file: choose a PNG or JPG image');
    const json = await f.app.request('/api/rmb/qr', {
      method: 'POST',
      body: '{}',
      headers: { cookie: ada.cookie, origin: f.origin, 'content-type': 'application/json' },
    });
    // Not multipart at all: refused by its declared type, as every upload route does.
    expect(json.status).toBe(415);
    expect((await json.json()).error.message).toBe('Unsupported Media Type');

    // Just over 5 MB: refused by its size (the envelope still fits the body limit).
    const big = new Uint8Array(RMB_QR_MAX_BYTES + 1);
    big.set(png(1));
    const over = await f.uploadQr(ada, big);
    expect(over.status).toBe(413);
    expect(over.json.error.message).toBe('file: the QR code image must be at most 5MB');
    // Far over: refused before the body is read.
    const huge = new Uint8Array(RMB_QR_MAX_BYTES * 2);
    huge.set(png(1));
    expect((await f.uploadQr(ada, huge)).status).toBe(413);
    const { rows } = await f.pool.query(
      'SELECT count(*)::int AS n FROM rmb_qr_files WHERE size > $1',
      [RMB_QR_MAX_BYTES],
    );
    expect(rows[0].n).toBe(0);
    expect((await f.call(null, 'POST', '/api/rmb/qr')).status).toBe(401);
  });
});

describe('GET /api/rmb', () => {
  it("lists the user's own purchases, newest first, by pages; never another user's", async () => {
    const first = await (await f.call(ada, 'GET', '/api/rmb?limit=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(first.items[2].id);
    const second = await (
      await f.call(ada, 'GET', `/api/rmb?limit=3&cursor=${first.next_cursor}`)
    ).json();
    expect(second.items[0].created_at <= first.items[2].created_at).toBe(true);
    expect(second.items.map((p: RmbPurchase) => p.id)).not.toContain(first.items[2].id);

    const theirs = await (await f.call(bola, 'GET', '/api/rmb?limit=100')).json();
    expect(theirs.items).toEqual([]);
    // Ada's cursor means nothing to Bola.
    const crossed = await (
      await f.call(bola, 'GET', `/api/rmb?cursor=${first.next_cursor}`)
    ).json();
    expect(crossed.items).toEqual([]);
    expect((await f.call(ada, 'GET', '/api/rmb?limit=0')).status).toBe(400);
    expect((await f.call(ada, 'GET', '/api/rmb?cursor=nope')).status).toBe(200);
    expect((await f.call(null, 'GET', '/api/rmb')).status).toBe(401);
  });
});

describe('bad input changes nothing', () => {
  const base = alipay(10);
  it.each([
    [{ ...base, platform: 'paypal' }, RMB_MESSAGES.platformRequired],
    [{ ...base, platform: undefined }, RMB_MESSAGES.platformRequired],
    [{ ...base, alipay_type: undefined }, RMB_MESSAGES.alipayTypeRequired],
    [{ ...base, alipay_type: 'mars' }, RMB_MESSAGES.alipayTypeRequired],
    [{ ...base, naira_amount: 0 }, RMB_MESSAGES.invalidAmount],
    [{ ...base, naira_amount: -500 }, RMB_MESSAGES.invalidAmount],
    [{ ...base, naira_amount: 10.5 }, 'whole number'],
    [{ ...base, naira_amount: '1000' }, RMB_MESSAGES.invalidAmount],
    [{ ...base, naira_amount: 1e15 }, 'too large'],
    [{ ...base, naira_amount: 21 }, 'naira_amount: is too small to buy any RMB'],
    [{ ...base, rmb_amount: 100 }, 'exactly one of'],
    [{ ...base, naira_amount: undefined }, 'exactly one of'],
    [{ ...base, naira_amount: undefined, rmb_amount: 10_000_000_000 }, 'rmb_amount: is too large'],
    [{ ...base, recipient_id: '   ' }, RMB_MESSAGES.recipientRequired],
    [{ ...base, full_name: '' }, RMB_MESSAGES.recipientRequired],
    [{ ...base, full_name: 'x'.repeat(101) }, 'at most 100'],
    [{ ...base, recipient_id: 'x'.repeat(101) }, 'at most 100'],
    [{ ...base, qr_id: 'not-a-uuid' }, 'is not an uploaded QR image'],
    [{ ...base, exchange_rate: 'abc' }, 'exchange_rate: is not a decimal rate'],
    [{ ...base, exchange_rate: '-0.0047' }, 'exchange_rate: is not a decimal rate'],
    [{ ...base, exchange_rate: '0' }, 'exchange_rate: is not a decimal rate'],
    [[base], 'body'],
    ['{"platform":', 'JSON'],
    ['null', 'body'],
  ])('%j -> 400 naming the problem', async (body, message) => {
    const before = await f.footprint(ada.userId);
    const { status, json } = await f.buy(ada, body);
    expect(status).toBe(400);
    expect(json.error.message).toContain(message);
    expect(await f.footprint(ada.userId)).toEqual(before);
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(f.pool)).mismatches).toEqual([]);
  });
});
