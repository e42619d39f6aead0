import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 10_000_000);
});

describe('GET /api/wallets', () => {
  it('answers exactly three wallets in the order NGN, USD, CNY, with the primary flagged', async () => {
    const res = await f.call('GET', '/api/wallets', { cookie: f.ada.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((w: { currency: string }) => w.currency)).toEqual(['NGN', 'USD', 'CNY']);
    expect(res.json[0]).toMatchObject({
      balance: 10_000_000,
      is_primary: true,
      currency_symbol: '₦',
      currency_name: 'Naira',
    });
    expect(res.json[1]).toMatchObject({ balance: 0, is_primary: false, currency_symbol: '$' });
  });

  it('shows each user only their own wallets', async () => {
    const res = await f.call('GET', '/api/wallets', { cookie: f.bola.cookie });
    expect(res.json.map((w: { balance: number }) => w.balance)).toEqual([0, 0, 0]);
  });

  it('follows the primary currency preference', async () => {
    const pref = await f.call('PATCH', '/api/me/preferences', {
      cookie: f.bola.cookie,
      body: { primary_currency: 'USD' },
    });
    expect(pref.status).toBe(200);
    const res = await f.call('GET', '/api/wallets', { cookie: f.bola.cookie });
    expect(res.json.map((w: { is_primary: boolean }) => w.is_primary)).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('POST /api/wallets/convert', () => {
  it('converts at the current rate, flooring what arrives, and records the rate', async () => {
    // ₦1,538.46 at 0.00065 USD per naira is $0.99999..., floored to $0.99.
    const res = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { from: 'NGN', to: 'USD', amount: 153_846 },
    });
    expect(res.status).toBe(200);
    expect(res.json.kind).toBe('conversion');
    expect(res.json.metadata.rate).toBe('0.00065');
    const byCurrency = Object.fromEntries(
      res.json.entries.map((e: { currency: string; amount: number }) => [e.currency, e.amount]),
    );
    expect(byCurrency).toEqual({ NGN: -153_846, USD: 99 });
    expect(await f.balances(f.ada.userId)).toEqual({ NGN: 10_000_000 - 153_846, USD: 99, CNY: 0 });
  });

  it('replays the first answer for a repeated Idempotency-Key and moves no more money', async () => {
    const before = await f.balances(f.ada.userId);
    const body = { from: 'NGN', to: 'CNY', amount: 100_000 };
    const first = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body,
      key: 'conv-1',
    });
    const again = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body,
      key: 'conv-1',
    });
    expect(again.status).toBe(200);
    expect(again.json.transaction_id).toBe(first.json.transaction_id);
    expect(again.json.replayed).toBe(true);
    const after = await f.balances(f.ada.userId);
    expect(after.NGN).toBe(before.NGN - 100_000);
    const other = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { ...body, amount: 100_001 },
      key: 'conv-1',
    });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await f.balances(f.ada.userId);
    const cases: [unknown, string][] = [
      [{ from: 'NGN', to: 'NGN', amount: 100 }, 'to'],
      [{ from: 'NGN', to: 'GBP', amount: 100 }, 'to'],
      [{ from: 'NGN', to: 'USD', amount: 1.5 }, 'amount'],
      [{ from: 'NGN', to: 'USD', amount: -100 }, 'amount'],
      [{ from: 'NGN', to: 'USD', amount: '100' }, 'amount'],
      [{ to: 'USD', amount: 100 }, 'from'],
    ];
    for (const [body, field] of cases) {
      const res = await f.call('POST', '/api/wallets/convert', { cookie: f.ada.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toContain(field);
    }
    const noKey = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { from: 'NGN', to: 'USD', amount: 100 },
      key: null,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.json.error.message).toMatch(/Idempotency-Key/i);
    expect(await f.balances(f.ada.userId)).toEqual(before);
  });

  it('refuses more than the wallet holds with a 422', async () => {
    const res = await f.call('POST', '/api/wallets/convert', {
      cookie: f.bola.cookie,
      body: { from: 'NGN', to: 'USD', amount: 1_000_000 },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('refuses a huge conversion with a 4xx before computing it, whatever the balance', async () => {
    const before = await f.balances(f.bola.userId);
    for (const [amount, status, code] of [
      [Number.MAX_SAFE_INTEGER, 400, 'VALIDATION_ERROR'],
      [1e308, 400, 'VALIDATION_ERROR'],
      [1_000_000_000_000, 422, 'LIMIT_EXCEEDED'],
    ] as const) {
      const res = await f.call('POST', '/api/wallets/convert', {
        cookie: f.bola.cookie,
        body: { from: 'USD', to: 'NGN', amount },
      });
      expect(res.status, String(amount)).toBe(status);
      expect(res.json.error.code).toBe(code);
    }
    expect(await f.balances(f.bola.userId)).toEqual(before);
  });

  it('refuses a deactivated account', async () => {
    await f.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [f.ada.userId]);
    const res = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { from: 'NGN', to: 'USD', amount: 100 },
    });
    await f.pool.query('UPDATE profiles SET is_active = true WHERE id = $1', [f.ada.userId]);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('ACCOUNT_DEACTIVATED');
  });
});
