import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { RMB_MESSAGES, RMB_QR_MAX_BYTES } from '#shared/schemas/rmb.ts';
import { alipay, jpg, png } from '#test/support/rmb.ts';
import { ada, f } from './rmb.test-support.ts';

describe('the QR image', () => {
  it('is taken as a PNG or JPG by its content, stored privately, and used once', async () => {
    const up = await f().uploadQr(ada(), png(7));
    expect(up.status).toBe(201);
    expect(up.json.qr_id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await f().pool.query(
      'SELECT user_id, storage_key, content_type, size FROM rmb_qr_files WHERE id = $1',
      [up.json.qr_id],
    );
    expect(rows[0]).toMatchObject({ user_id: ada().userId, content_type: 'image/png', size: 17 });
    expect(rows[0].storage_key).toMatch(new RegExp(`^rmb-qr/${ada().userId}/[0-9a-f-]{36}\\.png$`));
    expect((await f().uploadQr(ada(), jpg(), 'qr.jpg')).status).toBe(201);

    const bought = await f().buy(ada(), alipay(50, { qr_id: up.json.qr_id }));
    expect(bought.status).toBe(201);
    expect(bought.json.has_qr).toBe(true);
    // One image, one purchase.
    const before = await f().footprint(ada().userId);
    const reused = await f().buy(ada(), alipay(50, { qr_id: up.json.qr_id }));
    expect(reused.status).toBe(400);
    expect(reused.json.error.field).toBe('qr_id');
    expect(await f().footprint(ada().userId)).toEqual(before);
  });

  it('two purchases naming one image at once: one gets it', async () => {
    const up = await f().uploadQr(ada(), png(8));
    const answers = await Promise.all([
      f().buy(ada(), alipay(20, { qr_id: up.json.qr_id })),
      f().buy(ada(), alipay(20, { qr_id: up.json.qr_id })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });

  it("another user's image is not found, and nothing is held", async () => {
    const up = await f().uploadQr(ada(), png(9));
    const erin = await f().user(1_000);
    const before = await f().footprint(erin.userId);
    const theirs = await f().buy(erin, alipay(10, { qr_id: up.json.qr_id }));
    expect(theirs.status).toBe(404);
    const unknown = await f().buy(erin, alipay(10, { qr_id: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(await f().footprint(erin.userId)).toEqual(before);
  });

  it('refuses a text file named .png, an empty file, no file and one over 5 MB', async () => {
    const text = new TextEncoder().encode('not an image at all, only text');
    const fake = await f().uploadQr(ada(), text, 'qr.png');
    expect(fake.status).toBe(400);
    expect(fake.json.error.message).toBe('file: the QR code must be a PNG or JPG image');
    expect((await f().uploadQr(ada(), new Uint8Array(0))).status).toBe(400);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
    expect((await f().uploadQr(ada(), pdf, 'qr.pdf')).status).toBe(400);

    const form = new FormData();
    form.set('other', 'x');
    const none = await f().app.request('/api/rmb/qr', {
      method: 'POST',
      body: form,
      headers: { cookie: ada().cookie, origin: f().origin },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe('file: choose a PNG or JPG image');
    const json = await f().app.request('/api/rmb/qr', {
      method: 'POST',
      body: '{}',
      headers: { cookie: ada().cookie, origin: f().origin, 'content-type': 'application/json' },
    });
    // Not multipart at all: refused by its declared type, as every upload route does.
    expect(json.status).toBe(415);
    expect((await json.json()).error.message).toBe('Unsupported Media Type');

    // Just over 5 MB: refused by its size (the envelope still fits the body limit).
    const big = new Uint8Array(RMB_QR_MAX_BYTES + 1);
    big.set(png(1));
    const over = await f().uploadQr(ada(), big);
    expect(over.status).toBe(413);
    expect(over.json.error.message).toBe('file: the QR code image must be at most 5MB');
    // Far over: refused before the body is read.
    const huge = new Uint8Array(RMB_QR_MAX_BYTES * 2);
    huge.set(png(1));
    expect((await f().uploadQr(ada(), huge)).status).toBe(413);
    const { rows } = await f().pool.query(
      'SELECT count(*)::int AS n FROM rmb_qr_files WHERE size > $1',
      [RMB_QR_MAX_BYTES],
    );
    expect(rows[0].n).toBe(0);
    expect((await f().call(null, 'POST', '/api/rmb/qr')).status).toBe(401);
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
    const before = await f().footprint(ada().userId);
    const { status, json } = await f().buy(ada(), body);
    expect(status).toBe(400);
    expect(json.error.message).toContain(message);
    expect(await f().footprint(ada().userId)).toEqual(before);
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(f().pool)).mismatches).toEqual([]);
  });
});
