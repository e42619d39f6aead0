import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { Pool } from '#server/db/client.ts';
import type { AppDeps } from '#server/http/context.ts';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { CARD_FUNDING_NGN_ONLY, type CardFunding } from '#shared/schemas/funding.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

// The whole card-funding path over real HTTP: the app is served on a port,
// its Paystack client calls the simulator mounted in it, and the simulator
// calls the app's webhook back, as Paystack would.

let deps: AppDeps;
let pool: Pool;
let base: string;
let close: () => Promise<void>;
let ada: { cookie: string; userId: string };
let bayo: { cookie: string; userId: string };

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const served = await serveOnFreePort((publicUrl) => {
    deps = makeTestDeps(url, { PUBLIC_URL: publicUrl }, 8);
    return createApp(deps);
  });
  ({ close } = served);
  base = served.publicUrl;
  pool = deps.pool;
  ada = await signUpVerified(served.app, deps, 'ada@example.com');
  bayo = await signUpVerified(served.app, deps, 'bayo@example.com');
});
afterAll(() => close?.());

let keys = 0;
const newKey = () => `test-key-${++keys}-${Date.now()}`;

type Who = { cookie: string };
const call = (who: Who | null, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: {
      // A signed-in browser names its origin.
      ...(who ? { cookie: who.cookie, origin: base } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const start = (who: Who, body: unknown, key: string | null = newKey()) =>
  call(who, '/api/funding/card', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function started(who: Who, amount = 500_000) {
  const res = await start(who, { currency: 'NGN', amount });
  expect(res.status).toBe(200);
  return (await res.json()) as CardFunding;
}

const verify = (who: Who, reference: string) =>
  call(who, `/api/funding/card/verify?reference=${encodeURIComponent(reference)}`);

/** The customer's choice on the simulator's checkout page; answers where the browser goes next. */
async function decide(funding: CardFunding, decision: 'approve' | 'decline') {
  const url = funding.authorization_url ?? '';
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** The customer paid on Paystack, but neither the webhook nor the redirect has reached us yet. */
async function paidQuietly(reference: string, amount?: number) {
  await pool.query(
    `UPDATE paystack_sim_records
        SET data = data || jsonb_build_object('status', 'success', 'gateway_response', 'Successful',
                                              'paid_at', now(), 'amount', coalesce($2::bigint, (data->>'amount')::bigint))
      WHERE kind = 'transaction' AND reference = $1`,
    [reference, amount ?? null],
  );
}

/** A charge.success as the simulator (and Paystack) sends it, with the data of its verify answer. */
async function chargeEvent(reference: string) {
  const { rows } = await pool.query<{ id: string; data: Record<string, unknown> }>(
    `SELECT id, data FROM paystack_sim_records WHERE kind = 'transaction' AND reference = $1`,
    [reference],
  );
  const { access_code: _a, callback_url: _c, ...data } = rows[0]?.data ?? {};
  return JSON.stringify({ event: 'charge.success', data: { ...data, id: Number(rows[0]?.id) } });
}

const webhook = (body: string, signature: string | null = signWebhook(body, simSecret())) =>
  fetch(`${base}/api/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
    },
    body,
  });
const simSecret = () => deps.config.PAYSTACK_SIMULATOR_SECRET;

async function ngnBalance(userId: string) {
  const { rows } = await pool.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN'`,
    [userId],
  );
  return Number(rows[0]?.balance);
}

async function postings(reference: string) {
  const { rows } = await pool.query<{
    amount: string;
    user_id: string | null;
    code: string | null;
  }>(
    `SELECT e.amount::text, a.user_id, a.code FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.reference = $1 ORDER BY e.amount DESC`,
    [reference],
  );
  return rows.map((r) => ({ amount: Number(r.amount), user_id: r.user_id, code: r.code }));
}

const fundingRow = async (reference: string) =>
  (
    await pool.query<{ status: string; failure_reason: string | null }>(
      'SELECT status, failure_reason FROM card_fundings WHERE reference = $1',
      [reference],
    )
  ).rows[0];

describe('card funding, end to end on the simulator', () => {
  it('credits the wallet exactly once after approval, whichever of webhook and verify come', async () => {
    const before = await ngnBalance(ada.userId);
    const key = newKey();
    const res = await start(ada, { currency: 'NGN', amount: 750_050 }, key);
    expect(res.status).toBe(200);
    const funding = (await res.json()) as CardFunding;
    expect(funding).toMatchObject({
      currency: 'NGN',
      amount: 750_050,
      status: 'initialized',
      credited_amount: 0,
      transaction_id: null,
    });
    expect(funding.reference).toMatch(/^CF-[0-9A-F]{24}$/);
    expect(funding.authorization_url).toMatch(new RegExp(`^${base}/sim/paystack/checkout/ac_`));

    // The same key again: the same payment, not a second one.
    const replay = (await (
      await start(ada, { currency: 'NGN', amount: 750_050 }, key)
    ).json()) as CardFunding;
    expect(replay.reference).toBe(funding.reference);
    expect(replay.authorization_url).toBe(funding.authorization_url);

    const open = (await (await verify(ada, funding.reference)).json()) as CardFunding;
    expect(open).toMatchObject({
      status: 'initialized',
      provider_status: 'abandoned',
      credited_amount: 0,
    });

    const back = await decide(funding, 'approve');
    // Paystack's webhook reached the app before the customer was sent back.
    expect(await fundingRow(funding.reference)).toMatchObject({ status: 'success' });
    expect(await ngnBalance(ada.userId)).toBe(before + 750_050);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/fund-wallet`);
    expect(back.searchParams.get('reference')).toBe(funding.reference);
    expect(back.searchParams.get('trxref')).toBe(funding.reference);

    // The webhook arrived before the redirect; the page's verify finds it done.
    const done = (await (await verify(ada, funding.reference)).json()) as CardFunding;
    expect(done).toMatchObject({
      status: 'success',
      provider_status: 'success',
      credited_amount: 750_050,
      message: 'Wallet funded successfully!',
      authorization_url: null,
    });
    expect(done.transaction_id).toBeTruthy();
    expect(done.paid_at).toBeTruthy();

    // Paystack resends; the customer reloads the page: nothing more moves.
    const again = await Promise.all([
      ...Array.from({ length: 3 }, async () => webhook(await chargeEvent(funding.reference))),
      verify(ada, funding.reference),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await ngnBalance(ada.userId)).toBe(before + 750_050);
    expect(await postings(funding.reference)).toEqual([
      { amount: 750_050, user_id: ada.userId, code: null },
      { amount: -750_050, user_id: null, code: 'funding' },
    ]);
    const status = (await (
      await call(ada, `/api/funding/card/${funding.reference}`)
    ).json()) as CardFunding;
    expect(status).toMatchObject({ status: 'success', transaction_id: done.transaction_id });

    // The credit shows in the history (and so as a notification).
    const list = (await (await call(ada, '/api/transactions?limit=5')).json()) as {
      items: { reference: string; amount: number; transaction_type: string; category: string }[];
    };
    expect(list.items[0]).toMatchObject({
      reference: funding.reference,
      amount: 750_050,
      transaction_type: 'deposit',
      category: 'funding',
    });
  });

  it('credits once when five webhooks race the verify call', async () => {
    const before = await ngnBalance(ada.userId);
    const funding = await started(ada, 123_400);
    await paidQuietly(funding.reference);
    const event = await chargeEvent(funding.reference);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(event)),
      verify(ada, funding.reference),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const verified = (await answers[5]?.json()) as CardFunding;
    expect(verified).toMatchObject({ status: 'success', credited_amount: 123_400 });
    expect(await ngnBalance(ada.userId)).toBe(before + 123_400);
    expect(await postings(funding.reference)).toHaveLength(2);
    const { rows } = await pool.query(
      `SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1 AND actor_id = 'system:paystack'`,
      [`paystack:${funding.reference}`],
    );
    expect(rows).toHaveLength(1);
  });

  it('credits nothing when the customer declines', async () => {
    const before = await ngnBalance(ada.userId);
    const funding = await started(ada);
    const back = await decide(funding, 'decline');
    expect(back.searchParams.get('reference')).toBe(funding.reference);
    const res = (await (await verify(ada, funding.reference)).json()) as CardFunding;
    expect(res).toMatchObject({ status: 'failed', provider_status: 'failed', credited_amount: 0 });
    expect(res.message).toMatch(/not credited/);
    expect(await ngnBalance(ada.userId)).toBe(before);
    expect(await postings(funding.reference)).toEqual([]);
  });

  it('refuses unsigned, tampered and wrongly signed webhooks, writing nothing', async () => {
    const before = await ngnBalance(ada.userId);
    const funding = await started(ada, 200_000);
    await paidQuietly(funding.reference);
    const event = await chargeEvent(funding.reference);
    const tampered = event.replace('"amount":200000', '"amount":9900000');
    expect(tampered).not.toBe(event);

    expect((await webhook(event, null)).status).toBe(401);
    expect((await webhook(tampered, signWebhook(event, simSecret()))).status).toBe(401);
    expect((await webhook(event, signWebhook(event, 'sk_test_someone_else'))).status).toBe(401);
    expect((await webhook(event, 'not-hex')).status).toBe(401);
    expect(await fundingRow(funding.reference)).toMatchObject({ status: 'initialized' });
    expect(await postings(funding.reference)).toEqual([]);
    expect(await ngnBalance(ada.userId)).toBe(before);

    // Signed but not JSON, or not ours: no harm either.
    expect((await webhook('{nope')).status).toBe(400);
    const stranger = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'CF-NOT-OURS', status: 'success', amount: 100, currency: 'NGN' },
    });
    expect((await webhook(stranger)).status).toBe(200);
    expect((await webhook(JSON.stringify({ event: 'transfer.success', data: {} }))).status).toBe(
      200,
    );

    // The untampered, signed event is the one that counts.
    expect((await webhook(event)).status).toBe(200);
    expect(await ngnBalance(ada.userId)).toBe(before + 200_000);
  });

  it('refuses a payment confirmed for another amount, and keeps refusing it', async () => {
    const before = await ngnBalance(ada.userId);
    const funding = await started(ada, 500_000);
    await paidQuietly(funding.reference, 5_000);
    const res = (await (await verify(ada, funding.reference)).json()) as CardFunding;
    expect(res).toMatchObject({ status: 'failed', credited_amount: 0, provider_status: 'success' });
    expect(res.message).toContain(`contact support with reference ${funding.reference}`);
    expect((await fundingRow(funding.reference))?.failure_reason).toMatch(
      /^amount_mismatch: paid 5000 NGN/,
    );

    // Even a correctly signed event with the right amount cannot credit it now: a person must look.
    await paidQuietly(funding.reference, 500_000);
    expect((await webhook(await chargeEvent(funding.reference))).status).toBe(200);
    expect(await postings(funding.reference)).toEqual([]);
    expect(await ngnBalance(ada.userId)).toBe(before);
  });

  it("never shows or verifies another user's payment", async () => {
    const funding = await started(ada);
    expect((await verify(bayo, funding.reference)).status).toBe(404);
    expect((await call(bayo, `/api/funding/card/${funding.reference}`)).status).toBe(404);
    expect((await call(null, `/api/funding/card/${funding.reference}`)).status).toBe(401);
    expect((await verify(ada, 'CF-UNKNOWN')).status).toBe(404);
  });
});

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
      const res = await start(ada, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; message: string; field?: string };
      };
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message.startsWith(`${field}:`)).toBe(true);
    },
  );

  it('names the ₦1,000,000 limit when the amount is above it', async () => {
    const res = await start(ada, { currency: 'NGN', amount: 100_000_001 });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe('amount: The most you can add at once is ₦1,000,000.00');
  });

  it('needs an Idempotency-Key, JSON, a session and an active account', async () => {
    const missing = await start(ada, { currency: 'NGN', amount: 50_000 }, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(
      /Idempotency-Key/,
    );
    expect((await start(ada, '{"currency":')).status).toBe(400);
    expect((await call(null, '/api/funding/card', { method: 'POST' })).status).toBe(401);

    await pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [bayo.userId]);
    expect((await start(bayo, { currency: 'NGN', amount: 50_000 })).status).toBe(403);
    await pool.query('UPDATE profiles SET is_active = true WHERE id = $1', [bayo.userId]);
  });

  it('refuses USD and CNY with a clear 422, and a reused key with another amount with 409', async () => {
    const usd = await start(ada, { currency: 'USD', amount: 50_000 });
    expect(usd.status).toBe(422);
    expect(await usd.json()).toMatchObject({
      error: { code: 'BUSINESS_RULE', message: CARD_FUNDING_NGN_ONLY },
    });

    const key = newKey();
    expect((await start(ada, { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
    expect((await start(ada, { currency: 'NGN', amount: 60_000 }, key)).status).toBe(409);
    // Keys belong to their user: the same key is a new payment for someone else.
    expect((await start(bayo, { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
  });

  it('answers the same payment to concurrent repeats of one key', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => start(ada, { currency: 'NGN', amount: 70_000 }, key)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as CardFunding[];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.authorization_url)).size).toBe(1);
  });

  it('tells the web app what card funding offers', async () => {
    const res = await call(ada, '/api/funding/card/options');
    expect(await res.json()).toEqual({
      available: true,
      provider: 'simulator',
      currencies: ['NGN'],
      min_amount: 10_000,
      max_amount: 100_000_000,
    });
    expect((await call(ada, '/api/funding/card/verify')).status).toBe(400);
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
      ...deps.config,
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    };
    const live = createApp({ ...deps, config });
    expect((await live.request('/sim/paystack/bank')).status).toBe(404);

    const key = newKey();
    const res = await live.request('/api/funding/card', {
      method: 'POST',
      headers: {
        cookie: ada.cookie,
        origin: deps.config.publicUrl,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ currency: 'NGN', amount: 50_000 }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'PROVIDER_ERROR' } });
    const { rows } = await pool.query('SELECT 1 FROM card_fundings WHERE idempotency_key = $1', [
      key,
    ]);
    expect(rows).toEqual([]);
    // The key was released: the same request succeeds once the provider answers.
    expect((await start(ada, { currency: 'NGN', amount: 50_000 }, key)).status).toBe(200);
  });
});
