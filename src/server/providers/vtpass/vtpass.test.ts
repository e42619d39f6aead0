import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { handleError } from '#server/http/error-handler.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { createVtpassClient, newRequestId, type VtpassClient, VtpassError } from './client.ts';
import { VTPASS_SIM_NUMBERS as N } from './sim-pay.ts';
import { registerVtpassSimulatorRoutes } from './simulator.ts';
import { PRODUCTION_TEST_SETTINGS } from './testing.ts';
import {
  VTPASS_SIM_KEYS,
  VTPASS_SIMULATOR_PATH,
  VTPASS_WEBHOOK_PATH,
  vtpassFor,
} from './vtpass.ts';

// The real client against the simulator over real HTTP, inside a bare app
// whose webhook endpoint records what arrives.

type Update = { type: string; data: { requestId?: string } & Record<string, unknown> };

const TIMEOUT_MS = 1_500;
let url: string;
let deps: AppDeps;
let client: VtpassClient;
let publicUrl: string;
let close: () => Promise<void>;
const updates: Update[] = [];
/** How many of the next webhooks to refuse, to see VTpass's retries. */
let refuseNext = 0;
const quietLog = createLogger('silent');

beforeAll(async () => {
  ({ url } = await createTestDatabase(6));
  const served = await serveOnFreePort((base) => {
    deps = makeTestDeps(url, {
      PUBLIC_URL: base,
      VTPASS_SIM_PENDING_S: '1',
      VTPASS_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', withDeps(deps));
    app.onError(handleError);
    registerVtpassSimulatorRoutes(app);
    app.post(VTPASS_WEBHOOK_PATH, async (c) => {
      if (refuseNext > 0) {
        refuseNext--;
        return c.json({ response: 'not yet' }, 500);
      }
      updates.push(await c.req.json());
      return c.json({ response: 'success' });
    });
    return app;
  });
  ({ publicUrl, close } = served);
  const vtpass = vtpassFor(deps.config, quietLog);
  if (vtpass.mode !== 'simulator') throw new Error('expected the simulator');
  client = vtpass.client;
});
afterAll(() => close?.());

const airtime = (phone: string, request_id = newRequestId()) =>
  client.pay({ request_id, serviceID: 'mtn', amount: 500, phone });
const electricity = (meter: string, type: 'prepaid' | 'postpaid', request_id = newRequestId()) =>
  client.pay({
    request_id,
    serviceID: 'ikeja-electric',
    billersCode: meter,
    variation_code: type,
    amount: 2000,
    phone: '08031234567',
  });

async function listed(requestId: string) {
  const res = await fetch(`${publicUrl}/api/dev/vtpass/transactions?request_id=${requestId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ request_id: string; pay_calls: number; status: string }>;
}

async function until<T>(read: () => T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

describe('which VTpass', () => {
  it('is the live API with all three keys, the simulator otherwise', () => {
    const live = vtpassFor(loadConfig({ ...PRODUCTION_TEST_SETTINGS }), quietLog);
    expect(live.mode).toBe('vtpass');
    expect(live.client.baseUrl).toBe('https://vtpass.com/api/');
    const sandbox = vtpassFor(
      loadConfig({
        ...PRODUCTION_TEST_SETTINGS,
        VTPASS_BASE_URL: 'https://sandbox.vtpass.com/api',
      }),
      quietLog,
    );
    expect(sandbox.client.baseUrl).toBe('https://sandbox.vtpass.com/api/');
    const partial = loadConfig({ VTPASS_API_KEY: 'k', VTPASS_PUBLIC_KEY: '' });
    expect(vtpassFor(partial, quietLog).mode).toBe('simulator');
    expect(client.baseUrl).toBe(`${publicUrl}${VTPASS_SIMULATOR_PATH}/`);
    expect(vtpassFor(deps.config, quietLog)).toBe(vtpassFor(deps.config, quietLog));
  });
});

describe('any other number is delivered', () => {
  it('airtime, data and cable', async () => {
    const id = newRequestId();
    expect(await airtime('08031234567', id)).toMatchObject({
      kind: 'delivered',
      code: '000',
      token: null,
      productName: 'MTN Airtime VTU',
    });
    expect(await client.requery(id)).toMatchObject({ kind: 'delivered' });
    expect(
      await client.pay({
        request_id: newRequestId(),
        serviceID: 'glo-data',
        billersCode: '08051234567',
        variation_code: 'glo-1gb-350',
        phone: '08051234567',
      }),
    ).toMatchObject({ kind: 'delivered', productName: 'Glo Data' });
    expect(
      await client.pay({
        request_id: newRequestId(),
        serviceID: 'dstv',
        billersCode: N.smartcard,
        variation_code: 'dstv-padi',
        phone: '08031234567',
        subscription_type: 'change',
      }),
    ).toMatchObject({ kind: 'delivered' });
  });

  it('prepaid electricity with a 20-digit token (pay and requery alike), postpaid without', async () => {
    const id = newRequestId();
    const paid = await electricity(N.prepaidMeter, 'prepaid', id);
    expect(paid).toMatchObject({ kind: 'delivered', customerName: expect.any(String) });
    const token = paid.kind === 'delivered' ? paid.token : null;
    expect(token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(((paid.raw as Record<string, string>).purchased_code ?? '').startsWith('Token : ')).toBe(
      true,
    );
    expect(await client.requery(id)).toMatchObject({ kind: 'delivered', token });
    expect(await electricity(N.postpaidMeter, 'postpaid')).toMatchObject({
      kind: 'delivered',
      token: null,
    });
  });
});

describe('the fixed numbers', () => {
  it(`${N.pending}: 099 pending, delivered after VTPASS_SIM_PENDING_S, with one webhook`, async () => {
    const id = newRequestId();
    expect(await electricity(N.pending, 'prepaid', id)).toMatchObject({
      kind: 'pending',
      code: '099',
    });
    expect(await client.requery(id)).toMatchObject({ kind: 'pending', code: '099' });
    const update = await until(() => updates.find((u) => u.data.requestId === id));
    expect(update).toMatchObject({
      type: 'transaction-update',
      data: {
        code: '000',
        response_description: 'TRANSACTION DELIVERED',
        transaction_date: null,
        content: { transactions: { status: 'delivered' } },
      },
    });
    const after = await client.requery(id);
    expect(after).toMatchObject({ kind: 'delivered', token: expect.stringMatching(/^\d{4}-/) });
    await client.requery(id);
    expect(updates.filter((u) => u.data.requestId === id)).toHaveLength(1);
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 1, status: 'delivered' }]);
  });

  it('retries the webhook until it reads {"response":"success"}', async () => {
    refuseNext = 2;
    const id = newRequestId();
    expect((await airtime(N.pending, id)).kind).toBe('pending');
    await until(() => updates.find((u) => u.data.requestId === id));
    expect(refuseNext).toBe(0);
  });

  it('settles on a requery what a restart forgot (no timer)', async () => {
    const id = newRequestId();
    expect((await airtime(N.pending, id)).kind).toBe('pending');
    // As if the app had restarted: the pending payment's time has long passed.
    await deps.pool.query(
      `UPDATE vtpass_sim_records SET resolve_at = now() - interval '1 hour' WHERE request_id = $1`,
      [id],
    );
    expect(await client.requery(id)).toMatchObject({ kind: 'delivered' });
    await until(() => updates.find((u) => u.data.requestId === id));
  });

  it(`${N.unexpected}: HTTP 502, not JSON -> pending; requery: delivered`, async () => {
    const id = newRequestId();
    expect(await airtime(N.unexpected, id)).toMatchObject({
      kind: 'pending',
      code: null,
      reason: 'HTTP 502',
    });
    expect(await client.requery(id)).toMatchObject({ kind: 'delivered' });
  });

  it(`${N.noAnswer}: no answer until the client gives up -> pending; requery: 016 failed`, async () => {
    const id = newRequestId();
    const started = Date.now();
    expect(await electricity(N.noAnswer, 'prepaid', id)).toMatchObject({
      kind: 'pending',
      reason: 'timed out',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(await client.requery(id)).toMatchObject({ kind: 'failed', code: '016' });
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 1, status: 'failed' }]);
  });

  it(`${N.gatewayTimeout}: HTTP 504 after a delay -> pending; requery: 040 reversed`, async () => {
    const id = newRequestId();
    const started = Date.now();
    expect(await electricity(N.gatewayTimeout, 'postpaid', id)).toMatchObject({
      kind: 'pending',
      reason: 'HTTP 504',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await client.requery(id)).toMatchObject({ kind: 'reversed', code: '040' });
  });

  it(`phone ${N.failingPhone}: 016 failed`, async () => {
    const id = newRequestId();
    expect(await airtime(N.failingPhone, id)).toMatchObject({ kind: 'failed', code: '016' });
    expect(await client.requery(id)).toMatchObject({ kind: 'failed', code: '016' });
  });

  it('a second pay with a seen request_id: 014, counted, and nothing else changes', async () => {
    const id = newRequestId();
    expect((await airtime('08031234567', id)).kind).toBe('delivered');
    expect(await airtime('08031234567', id)).toMatchObject({ kind: 'pending', code: '014' });
    expect(await listed(id)).toEqual([{ request_id: id, pay_calls: 2, status: 'delivered' }]);
    expect(await client.requery(id)).toMatchObject({ kind: 'delivered' });
  });

  it('a requery of an unknown request_id: 015', async () => {
    expect(await client.requery(newRequestId())).toMatchObject({ kind: 'not_found', code: '015' });
  });
});

describe('verify', () => {
  it('names the customer of any good meter or smartcard', async () => {
    for (const [billersCode, type] of [
      [N.prepaidMeter, 'prepaid'],
      [N.postpaidMeter, 'postpaid'],
      ['45000000001', 'prepaid'],
    ] as const) {
      const verified = await client.verify({ serviceID: 'eko-electric', billersCode, type });
      expect(verified).toMatchObject({
        ok: true,
        customerName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
        address: expect.any(String),
        meterType: type.toUpperCase(),
        minimumAmount: 500,
      });
    }
    expect(await client.verify({ serviceID: 'gotv', billersCode: N.smartcard })).toMatchObject({
      ok: true,
      currentBouquet: 'GOtv Jinja N3,900',
    });
  });

  it('refuses the wrong meter and smartcard (WrongBillersCode)', async () => {
    const meter = await client.verify({
      serviceID: 'ikeja-electric',
      billersCode: N.wrongMeter,
      type: 'prepaid',
    });
    expect(meter).toMatchObject({ ok: false, message: expect.stringContaining('meter') });
    expect(await client.verify({ serviceID: 'dstv', billersCode: N.wrongSmartcard })).toMatchObject(
      { ok: false },
    );
  });
});

describe('catalog', () => {
  it('serves plans, packages and discos in kobo', async () => {
    const plans = await client.variations('mtn-data');
    expect(plans.length).toBe(13);
    expect(plans[0]).toEqual({
      code: 'mtn-100mb-100',
      name: 'MTN 100MB Daily Plan - 1 Day',
      amount: 10_000,
      fixedPrice: true,
    });
    expect((await client.variations('dstv')).find((p) => p.code === 'dstv-padi')?.amount).toBe(
      440_000,
    );
    const discos = await client.services('electricity-bill');
    expect(discos).toHaveLength(12);
    expect(discos[0]).toMatchObject({ minimumAmount: 500, maximumAmount: 100_000 });
    expect(await client.services('tv-subscription')).toHaveLength(4);
    expect(await client.variations('nope').catch((e: unknown) => e)).toBeInstanceOf(VtpassError);
  });
});

describe('what the simulator refuses', () => {
  const withKeys = (keys: { apiKey?: string; publicKey?: string; secretKey?: string }) =>
    createVtpassClient({ baseUrl: client.baseUrl, ...VTPASS_SIM_KEYS, ...keys, timeoutMs: 5_000 });

  it('wrong keys: 087, which leaves a payment pending and a catalog call failing', async () => {
    const id = newRequestId();
    const wrongSecret = withKeys({ secretKey: 'SK_wrong' });
    expect(
      await wrongSecret.pay({
        request_id: id,
        serviceID: 'mtn',
        amount: 100,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'pending', code: '087' });
    expect(await listed(id)).toEqual([]);
    expect(await withKeys({ apiKey: 'wrong' }).requery(id)).toMatchObject({ code: '087' });
    const err = await withKeys({ publicKey: 'PK_wrong' })
      .variations('mtn-data')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VtpassError);
    // The secret key does not open GET calls, nor the public key POST calls.
    expect(
      await withKeys({ publicKey: VTPASS_SIM_KEYS.secretKey })
        .services('data')
        .catch((e: unknown) => e),
    ).toBeInstanceOf(VtpassError);
  });

  it('a request_id not dated today in Lagos: 085, nothing recorded', async () => {
    const id = newRequestId(new Date(Date.now() - 2 * 86_400_000));
    expect(
      await client.pay({ request_id: id, serviceID: 'mtn', amount: 100, phone: '08031234567' }),
    ).toMatchObject({ kind: 'pending', code: '085' });
    expect(await listed(id)).toEqual([]);
  });

  it('bad variations and amounts fail without a record', async () => {
    const data = await client.pay({
      request_id: newRequestId(),
      serviceID: 'mtn-data',
      billersCode: '08031234567',
      variation_code: 'mtn-nope',
      phone: '08031234567',
    });
    expect(data).toMatchObject({ kind: 'failed', code: '010' });
    const low = newRequestId();
    expect(
      await client.pay({
        request_id: low,
        serviceID: 'ikeja-electric',
        billersCode: N.prepaidMeter,
        variation_code: 'prepaid',
        amount: 499,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'failed', code: '013' });
    expect(await client.requery(low)).toMatchObject({ kind: 'not_found' });
    expect(
      await client.pay({
        request_id: newRequestId(),
        serviceID: 'ikeja-electric',
        billersCode: N.prepaidMeter,
        variation_code: 'prepaid',
        amount: 100_001,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'failed', code: '017' });
    expect(
      await client.pay({ request_id: newRequestId(), serviceID: 'nope', phone: '08031234567' }),
    ).toMatchObject({ kind: 'failed', code: '012' });
    expect(
      await client.pay({
        request_id: newRequestId(),
        serviceID: 'mtn',
        amount: 100,
        phone: '0803\u0000',
      }),
    ).toMatchObject({ kind: 'failed', code: '011' });
  });
});

describe('inside the app', () => {
  it('is mounted by createApp, lists newest first, and is 404 in production', async () => {
    const app = createApp(deps);
    const res = await app.request(`${VTPASS_SIMULATOR_PATH}/services?identifier=airtime`, {
      headers: { 'api-key': VTPASS_SIM_KEYS.apiKey, 'public-key': VTPASS_SIM_KEYS.publicKey },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).content).toHaveLength(4);

    const first = newRequestId();
    const second = newRequestId();
    await airtime('08031234567', first);
    await airtime('08031234567', second);
    const all = (await (await app.request('/api/dev/vtpass/transactions')).json()) as Array<{
      request_id: string;
    }>;
    expect(all.slice(0, 2).map((r) => r.request_id)).toEqual([second, first]);
    expect((await app.request('/api/dev/vtpass/transactions?request_id=')).status).toBe(400);

    const production = createApp(
      makeTestDeps(url, {
        NODE_ENV: 'production',
        ...PRODUCTION_TEST_SETTINGS,
        BOT_CHECK: undefined,
        RATE_LIMIT: undefined,
        BETTER_AUTH_SECRET: 'test-auth-secret-Zq8vN3xLk7Rw2Tj9Hb4M',
        PIN_SECRET: 'test-pin-secret-Yc6Pf1Gd5Ys0UeQa2Wn8',
        MAIL: 'off',
      }),
    );
    for (const path of [
      '/api/dev/vtpass/transactions',
      `/api/dev/vtpass/transactions?request_id=${first}`,
      `${VTPASS_SIMULATOR_PATH}/services?identifier=airtime`,
    ]) {
      const hidden = await production.request(path, {
        headers: { 'api-key': VTPASS_SIM_KEYS.apiKey, 'public-key': VTPASS_SIM_KEYS.publicKey },
      });
      expect(hidden.status, path).toBe(404);
    }
  });
});
