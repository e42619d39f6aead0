import { beforeAll, describe, expect, it } from 'vitest';
import { fund } from '#server/ledger/test-support.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

// A tier's refusal as the customer gets it over HTTP: 422, which limit, what
// is left today, how to raise it, and nothing moved.
let f: Awaited<ReturnType<typeof apiFixture>>;
let bolaEmail: string;
beforeAll(async () => {
  f = await apiFixture({ kycLimits: true });
  await f.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [f.ada.userId]);
  await f.fund(f.ada.userId, 'NGN', 100_000_00);
  await f.pool.query('UPDATE profiles SET kyc_tier = 1 WHERE id = $1', [f.ada.userId]);
  await setPin(f.app, f.deps, f.ada.cookie);
  bolaEmail = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
});

const send = (amount: number, currency = 'NGN') =>
  f.call('POST', '/api/transfers', {
    cookie: f.ada.cookie,
    body: { to_email: bolaEmail, currency, amount },
    headers: pinHeader(),
  });

describe('a transfer above the day’s limit', () => {
  it('is refused with the limit, what is left today and how to raise it; nothing moves', async () => {
    expect((await send(45_000_00)).status).toBe(200);
    const res = await send(6_000_00);
    expect(res).toEqual({
      status: 422,
      json: {
        error: {
          code: 'LIMIT_EXCEEDED',
          message:
            'This is above your daily limit of ₦50,000.00 (tier 1). You can move ₦5,000.00 more today. Verify your BVN in Settings to reach tier 2: ₦200,000.00 a day and a ₦500,000.00 balance.',
          limit: 'daily',
          tier: 1,
          limit_amount: 50_000_00,
          remaining: 5_000_00,
          self: true,
        },
      },
    });
    expect(await f.balances(f.ada.userId)).toMatchObject({ NGN: 55_000_00 });
    expect(await f.balances(f.bola.userId)).toMatchObject({ NGN: 45_000_00 });
    expect((await send(5_000_00)).status).toBe(200);
  });
});

describe('a transfer the recipient’s tier cannot hold', () => {
  it('is refused without telling the sender more than that', async () => {
    await fund(f.pool, f.bola.userId, 'NGN', 250_000_00);
    await f.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [f.ada.userId]);
    await f.fund(f.ada.userId, 'NGN', 100_000_00);
    const res = await send(10_000_00);
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'balance', self: false });
    expect(res.json.error.message).toMatch(/^The recipient's wallet cannot take this much/);
    expect(await f.balances(f.bola.userId)).toMatchObject({ NGN: 300_000_00 });
  });
});

describe('a tier-1 conversion into USD', () => {
  it('answers KYC_REQUIRED: foreign currency needs a BVN', async () => {
    const res = await f.call('POST', '/api/wallets/convert', {
      cookie: f.bola.cookie,
      body: { from: 'NGN', to: 'USD', amount: 1_000_00 },
    });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({ code: 'KYC_REQUIRED', limit: 'currency', self: true });
    expect(res.json.error.message).toMatch(/^Foreign currency needs a verified BVN/);
    expect(await f.balances(f.bola.userId)).toMatchObject({ NGN: 300_000_00, USD: 0 });
  });
});
