import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { CARD_FUNDING_NGN_ONLY, type CardFunding } from '#shared/schemas/funding.ts';
import { ada, bayo, call, deps, newKey, pool, start } from './funding.test-support.ts';

// POST /api/funding/card refuses bad input with a clear 4xx and changes nothing (set-up in funding.test-support.ts).

describe('POST /api/funding/card input', () => {
  const cases: [string, unknown, string][] = [
    ['negative', { currency: 'NGN', amount: -500 }, 'amount'],
    ['zero', { currency: 'NGN', amount: 0 }, 'amount'],
    ['a float', { currency: 'NGN', amount: 1000.5 }, 'amount'],
    ['text', { currency: 'NGN', amount: '50000' }, 'amount'],
    ['below the minimum', { currency: 'NGN', amount: 9_999 }, 'amount'],
    ['above the maximum', { currency: 'NGN', amount: 100_000_001 }, 'amount'],
    ['huge', { currency: 'NGN', amount: 1e300 }, 'amount'],
    ['missing', { currency: 'NGN' }, 'amount'],
    ['an unknown currency', { currency: 'EUR', amount: 50_000 }, 'currency'],
    ['no currency', { amount: 50_000 }, 'currency'],
  ];

  it.each(cases)(
    'answers 400 naming the field for an amount that is %s',
    async (_what, body, field) => {
      const res = await start(ada(), body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; message: string; field?: string };
      };
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message.startsWith(`${field}:`)).toBe(true);
    },
  );

  it('names the ₦1,000,000 limit when the amount is above it', async () => {
    const res = await start(ada(), { currency: 'NGN', amount: 100_000_001 });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe('amount: The most you can add at once is ₦1,000,000.00');
  });

  it('needs an Idempotency-Key, JSON, a session and an active account', async () => {
    const missing = await start(ada(), { currency: 'NGN', amount: 50_000 }, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(
      /Idempotency-Key/,
    );
    expect((await start(ada(), '{"currency":')).status).toBe(400);
    expect((await call(null, '/api/funding/card', { method: 'POST' })).status).toBe(401);

    await pool().query('UPDATE profiles SET is_active = false WHERE id = $1', [bayo().userId]);
    expect((await start(bayo(), { currency: 'NGN', amount: 50_000 })).status).toBe(403);
    await pool().query('UPDATE profiles SET is_active = true WHERE id = $1', [bayo().userId]);
  });

  it('refuses USD and CNY with a clear 422, and a reused key with another amount with 409', async () => {
    const usd = await start(ada(), { currency: 'USD', amount: 50_000 });
    expect(usd.status).toBe(422);
    expect(await usd.json()).toMatchObject({
      error: { code: 'BUSINESS_RULE', message: CARD_FUNDING_NGN_ONLY },
    });

    const key = newKey();
    expect((await start(ada(), { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
    expect((await start(ada(), { currency: 'NGN', amount: 60_000 }, key)).status).toBe(409);
    // Keys belong to their user: the same key is a new payment for someone else.
    expect((await start(bayo(), { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
  });

  it('answers the same payment to concurrent repeats of one key', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => start(ada(), { currency: 'NGN', amount: 70_000 }, key)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as CardFunding[];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.authorization_url)).size).toBe(1);
  });

  it('tells the web app what card funding offers', async () => {
    const res = await call(ada(), '/api/funding/card/options');
    expect(await res.json()).toEqual({
      available: true,
      provider: 'simulator',
      currencies: ['NGN'],
      min_amount: 10_000,
      max_amount: 100_000_000,
    });
    expect((await call(ada(), '/api/funding/card/verify')).status).toBe(400);
    const docs = (await (await call(null, '/api/openapi.json')).json()) as { paths: object };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/funding/card',
        '/api/funding/card/verify',
        '/api/webhooks/paystack',
      ]),
    );
  });

  it('keeps the simulator shut with real keys, and answers 502 leaving nothing when Paystack is down', async () => {
    const config = {
      ...deps().config,
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    };
    const live = createApp({ ...deps(), config });
    expect((await live.request('/sim/paystack/bank')).status).toBe(404);

    const key = newKey();
    const res = await live.request('/api/funding/card', {
      method: 'POST',
      headers: {
        cookie: ada().cookie,
        origin: deps().config.publicUrl,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ currency: 'NGN', amount: 50_000 }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'PROVIDER_ERROR' } });
    const { rows } = await pool().query('SELECT 1 FROM card_fundings WHERE idempotency_key = $1', [
      key,
    ]);
    expect(rows).toEqual([]);
    // The key was released: the same request succeeds once the provider answers.
    expect((await start(ada(), { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
  });
});
