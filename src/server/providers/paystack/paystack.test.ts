import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { httpFromFetch } from '#server/providers/http-client.ts';
import { PRODUCTION_TEST_SETTINGS } from '#server/providers/vtpass/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { createPaystackClient, type PaystackClient } from './client.ts';
import { paystackFor, SIMULATOR_PATH, WEBHOOK_PATH } from './paystack.ts';
import { PaystackError } from './request.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './signature.ts';
import { isValidNuban, nuban, SIM_ACCOUNTS, simAccountName } from './sim-banks.ts';
import { paystackSimulator } from './simulator.ts';
import { serveOnFreePort } from './testing.ts';

type Received = { event: string; data: Record<string, unknown> };

let deps: AppDeps;
let client: PaystackClient;
let publicUrl: string;
let close: () => Promise<void>;
const received: Received[] = [];
const quietLog = createLogger('silent');

/** The simulator inside a bare app whose webhook endpoint records what arrives (signature checked). */
beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const served = await serveOnFreePort((base) => {
    deps = makeTestDeps(url, { PUBLIC_URL: base });
    const app = new Hono<AppEnv>();
    app.use('*', withDeps(deps));
    app.route(SIMULATOR_PATH, paystackSimulator());
    app.post(WEBHOOK_PATH, async (c) => {
      const raw = await c.req.text();
      const secret = deps.config.PAYSTACK_SIMULATOR_SECRET;
      if (!verifyWebhookSignature(raw, c.req.header(SIGNATURE_HEADER), secret))
        return c.text('bad signature', 401);
      received.push(JSON.parse(raw));
      return c.text('ok');
    });
    return app;
  });
  ({ publicUrl, close } = served);
  const paystack = paystackFor(deps.config, quietLog);
  if (paystack.mode !== 'simulator') throw new Error('expected the simulator');
  client = paystack.client;
});
afterAll(() => close?.());

const ref = () => `T-${Math.random().toString(36).slice(2, 12)}`;

async function providerError(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaystackError);
  return err as PaystackError;
}

describe('webhook signature', () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'x', amount: 500 } });

  it('accepts the HMAC-SHA512 of the raw body and nothing else', () => {
    const sig = signWebhook(body, 'sk_test_a');
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyWebhookSignature(body, sig, 'sk_test_a')).toBe(true);
    expect(verifyWebhookSignature(body.replace('500', '501'), sig, 'sk_test_a')).toBe(false);
    expect(verifyWebhookSignature(body, sig, 'sk_test_b')).toBe(false);
    expect(verifyWebhookSignature(body, undefined, 'sk_test_a')).toBe(false);
    expect(verifyWebhookSignature(body, sig.slice(2), 'sk_test_a')).toBe(false);
    expect(verifyWebhookSignature(body, `${sig.slice(0, 127)}z`, 'sk_test_a')).toBe(false);
  });
});

describe('NUBAN and made-up names', () => {
  it('follows the CBN check digit (First Bank example 0000014579)', () => {
    expect(isValidNuban('0000014579', '011')).toBe(true);
    expect(isValidNuban('0000014578', '011')).toBe(false);
    expect(isValidNuban('000001457', '011')).toBe(false);
    expect(nuban('011', '000001457')).toBe('0000014579');
    expect(isValidNuban(SIM_ACCOUNTS.fails, SIM_ACCOUNTS.bankCode)).toBe(true);
  });

  it('gives the same holder name for the same account', () => {
    expect(simAccountName('0000014579', '011')).toBe(simAccountName('0000014579', '011'));
    expect(simAccountName('0000014579', '011')).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
  });
});

describe('which Paystack', () => {
  it('is the live API with a secret key, the simulator without, and off in production', () => {
    const live = paystackFor(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }), quietLog);
    expect(live.mode).toBe('paystack');
    expect(live.client?.baseUrl).toBe('https://api.paystack.co');
    expect(paystackFor(loadConfig({}), quietLog).mode).toBe('simulator');
    const prod = loadConfig({
      NODE_ENV: 'production',
      ...PRODUCTION_TEST_SETTINGS,
      BETTER_AUTH_SECRET: 'test-auth-secret-Zq8vN3xLk7Rw2Tj9Hb4M',
      PIN_SECRET: 'test-pin-secret-Yc6Pf1Gd5Ys0UeQa2Wn8',
      MAIL: 'off',
    });
    expect(paystackFor(prod, quietLog)).toMatchObject({ mode: 'off', client: null });
  });
});

describe('the client against the simulator, over HTTP', () => {
  const init = (reference = ref(), amount = 500_000) =>
    client.initializeTransaction({
      email: 'ada@example.com',
      amount,
      currency: 'NGN',
      reference,
      callback_url: `${publicUrl}/fund-wallet`,
      metadata: { user_id: 'u1' },
    });

  it('initializes, shows a checkout page, and on approval signs a webhook and sends the customer back', async () => {
    const reference = ref();
    const started = await init(reference);
    expect(started.reference).toBe(reference);
    expect(started.authorization_url).toBe(
      `${publicUrl}${SIMULATOR_PATH}/checkout/${started.access_code}`,
    );
    expect((await client.verifyTransaction(reference)).status).toBe('abandoned');

    const page = await fetch(started.authorization_url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('₦5,000.00');
    expect(html).toContain('Owo (test merchant)');
    expect(html).toMatch(/<button[^>]*value="approve"[^>]*>Approve payment</);
    expect(html).toMatch(/<button[^>]*value="decline"[^>]*>Decline payment</);
    expect(html).toContain('name="viewport"');

    const approved = await fetch(started.authorization_url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/fund-wallet');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(back.searchParams.get('trxref')).toBe(reference);

    const event = received.find((e) => e.data.reference === reference);
    expect(event).toMatchObject({
      event: 'charge.success',
      data: { status: 'success', amount: 500_000, currency: 'NGN', metadata: { user_id: 'u1' } },
    });
    const verified = await client.verifyTransaction(reference);
    expect(verified).toMatchObject({ status: 'success', amount: 500_000, currency: 'NGN' });
    expect(verified.paid_at).toBeTruthy();

    // A second click changes nothing and sends no second webhook.
    await fetch(started.authorization_url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect((await client.verifyTransaction(reference)).status).toBe('success');
    expect(received.filter((e) => e.data.reference === reference)).toHaveLength(1);
    expect(await (await fetch(started.authorization_url)).text()).toContain('already approved');
  });

  it('declines without a webhook', async () => {
    const started = await init();
    const res = await fetch(started.authorization_url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect((await client.verifyTransaction(started.reference)).status).toBe('failed');
    expect(received.some((e) => e.data.reference === started.reference)).toBe(false);
  });

  it('maps Paystack refusals to PROVIDER_ERROR with the provider message', async () => {
    const reference = ref();
    await init(reference);
    const dup = await providerError(init(reference));
    expect(dup).toMatchObject({ code: 'PROVIDER_ERROR', status: 502, httpStatus: 400 });
    expect(dup.providerMessage).toBe('Duplicate Transaction Reference');
    expect((await providerError(client.verifyTransaction('nope'))).httpStatus).toBe(400);
    expect((await providerError(init(ref(), 0))).providerMessage).toBe('Invalid Amount Sent');

    const wrongKey = createPaystackClient({ baseUrl: client.baseUrl, secretKey: 'sk_test_wrong' });
    expect((await providerError(wrongKey.verifyTransaction(reference))).httpStatus).toBe(401);
  });

  it('gives up on an unreachable or silent provider', async () => {
    const gone = createPaystackClient({
      baseUrl: 'http://127.0.0.1:9',
      secretKey: 'k',
      timeoutMs: 500,
    });
    expect((await providerError(gone.verifyTransaction('x'))).httpStatus).toBe(0);
    const silent = createPaystackClient({
      baseUrl: 'http://silent.invalid',
      secretKey: 'k',
      timeoutMs: 50,
      http: httpFromFetch(
        (_u, init) =>
          new Promise((_ok, fail) =>
            init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
          ),
      ),
    });
    const err = await providerError(silent.verifyTransaction('x'));
    expect(err.message).toMatch(/timed out/);
  });

  it('lists banks and resolves valid account numbers to a fixed name', async () => {
    const banks = await client.listBanks();
    expect(banks.find((b) => b.code === '058')?.name).toBe('Guaranty Trust Bank');
    const account = nuban('058', '123456789');
    const resolved = await client.resolveAccount(account, '058');
    expect(resolved).toMatchObject({
      account_number: account,
      account_name: simAccountName(account, '058'),
    });
    const bad = await providerError(client.resolveAccount('0123456780', '058'));
    expect(bad.httpStatus).toBe(422);
    expect((await providerError(client.resolveAccount(account, '999'))).httpStatus).toBe(422);
  });

  it('pays out to recipients: success, failure after queueing, and stuck pending', async () => {
    const recipient = (account: string) =>
      client.createTransferRecipient({ name: 'Ada', account_number: account, bank_code: '058' });
    const ok = await recipient(SIM_ACCOUNTS.succeeds);
    expect(ok.recipient_code).toMatch(/^RCP_/);
    expect(ok.details.account_name).toBe(simAccountName(SIM_ACCOUNTS.succeeds, '058'));

    const transfer = (recipientCode: string) =>
      client.initiateTransfer({
        amount: 250_000,
        recipient: recipientCode,
        reference: `wd_${Math.random().toString(36).slice(2, 18).padEnd(16, '0')}`,
        reason: 'Withdrawal',
      });
    const paid = await transfer(ok.recipient_code);
    expect(paid).toMatchObject({ status: 'success', amount: 250_000 });
    expect((await client.verifyTransfer(paid.reference)).status).toBe('success');

    const failing = await transfer((await recipient(SIM_ACCOUNTS.fails)).recipient_code);
    expect(failing.status).toBe('pending');
    expect((await client.verifyTransfer(failing.reference)).status).toBe('failed');

    const stuck = await transfer((await recipient(SIM_ACCOUNTS.staysPending)).recipient_code);
    expect((await client.verifyTransfer(stuck.reference)).status).toBe('pending');

    await expect
      .poll(() =>
        received
          .filter((e) => e.event.startsWith('transfer.'))
          .map((e) => e.event)
          .sort(),
      )
      .toEqual(['transfer.failed', 'transfer.success']);
    expect((await providerError(client.verifyTransfer('trf_unknown_reference'))).httpStatus).toBe(
      404,
    );
  });
});
