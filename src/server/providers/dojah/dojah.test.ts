import { createServer, type Server } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { handleError } from '#server/http/error-handler.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import type { ProviderCall } from '#server/providers/http-client.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { PRODUCTION_TEST_SETTINGS } from '#server/providers/vtpass/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { BVN_LOOKUP_PATH, type BvnLookup, createDojahClient, type DojahClient } from './client.ts';
import { DOJAH_SIM_KEYS, DOJAH_SIMULATOR_PATH, dojahFor } from './dojah.ts';
import { DOJAH_SIM_BVNS as BVN, registerDojahSimulatorRoutes } from './simulator.ts';

// The real client against the simulator over real HTTP, inside a bare app.

const quietLog = createLogger('silent');
let url: string;
let deps: AppDeps;
let client: DojahClient;
let publicUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url } = await createTestDatabase(2));
  const served = await serveOnFreePort((base) => {
    deps = makeTestDeps(url, { PUBLIC_URL: base, DOJAH_TIMEOUT_MS: '2000' }, 2);
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', withDeps(deps));
    app.onError(handleError);
    registerDojahSimulatorRoutes(app);
    return app;
  });
  ({ publicUrl, close } = served);
  const dojah = dojahFor(deps.config, quietLog);
  if (dojah.mode !== 'simulator') throw new Error('expected the simulator');
  client = dojah.client;
});
afterAll(() => close?.());

const lookup = (bvn: string, over: Partial<BvnLookup> = {}): BvnLookup => ({
  bvn,
  firstName: 'Ada',
  lastName: 'Obi',
  dateOfBirth: '1985-06-15',
  ...over,
});

/** A client of the simulator with other keys. */
const withKeys = (appId: string, secretKey: string) =>
  createDojahClient({ baseUrl: client.baseUrl, appId, secretKey, timeoutMs: 2000 });

describe('which Dojah', () => {
  it('is the live API with both keys, the simulator otherwise, and never the simulator in production', () => {
    const live = dojahFor(loadConfig({ ...PRODUCTION_TEST_SETTINGS }), quietLog);
    expect(live.mode).toBe('dojah');
    expect(live.client.baseUrl).toBe('https://api.dojah.io');
    const sandbox = loadConfig({
      ...PRODUCTION_TEST_SETTINGS,
      DOJAH_BASE_URL: 'https://sandbox.dojah.io/',
    });
    expect(dojahFor(sandbox, quietLog).client.baseUrl).toBe('https://sandbox.dojah.io');
    expect(dojahFor(loadConfig({ DOJAH_APP_ID: 'only-one' }), quietLog).mode).toBe('simulator');
    expect(client.baseUrl).toBe(`${publicUrl}${DOJAH_SIMULATOR_PATH}`);
    expect(dojahFor(deps.config, quietLog)).toBe(dojahFor(deps.config, quietLog));
    const production = { ...loadConfig({}), production: true };
    expect(() => dojahFor(production, quietLog)).toThrow(
      'DOJAH_APP_ID and DOJAH_SECRET_KEY are required in production',
    );
  });
});

describe("the simulator's fixed answers, through the real client", () => {
  it(`${BVN.matchesAnything} matches any name and date of birth`, async () => {
    expect(await client.checkBvn(lookup(BVN.matchesAnything))).toEqual({ kind: 'match' });
    expect(
      await client.checkBvn(
        lookup(BVN.matchesAnything, { firstName: 'Zz', lastName: 'Qq', dateOfBirth: '2001-12-31' }),
      ),
    ).toEqual({ kind: 'match' });
  });

  it(`${BVN.neverMatches} never matches`, async () => {
    for (const dob of ['1990-01-01', '1985-06-15'])
      expect(await client.checkBvn(lookup(BVN.neverMatches, { dateOfBirth: dob }))).toEqual({
        kind: 'mismatch',
      });
  });

  it(`${BVN.providerDown} answers HTTP 502: unavailable, never a decision`, async () => {
    expect(await client.checkBvn(lookup(BVN.providerDown))).toEqual({
      kind: 'unavailable',
      reason: 'HTTP 502',
      httpStatus: 502,
    });
  });

  it('any other 11 digits match only with the date of birth 1990-01-01', async () => {
    expect(await client.checkBvn(lookup('12345678901', { dateOfBirth: '1990-01-01' }))).toEqual({
      kind: 'match',
    });
    expect(await client.checkBvn(lookup('12345678901', { dateOfBirth: '1990-01-02' }))).toEqual({
      kind: 'mismatch',
    });
  });

  it("answers in Dojah's shape", async () => {
    const query = new URLSearchParams({
      bvn: '12345678901',
      first_name: 'Ada',
      last_name: 'Obi',
      dob: '1985-06-15',
    });
    const res = await fetch(`${client.baseUrl}${BVN_LOOKUP_PATH}?${query}`, {
      headers: { AppId: DOJAH_SIM_KEYS.appId, Authorization: DOJAH_SIM_KEYS.secretKey },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      entity: {
        bvn: { value: '12345678901', status: true },
        first_name: { confidence_value: 100, status: true },
        last_name: { confidence_value: 100, status: true },
        date_of_birth: { status: false },
      },
    });
  });
});

describe('the simulator checks what Dojah checks; the client never takes a refusal for a decision', () => {
  it('401 for a wrong AppId, a wrong secret key, or the key sent as "Bearer"', async () => {
    for (const wrong of [
      withKeys('someone-else', DOJAH_SIM_KEYS.secretKey),
      withKeys(DOJAH_SIM_KEYS.appId, 'test_sk_wrong'),
      withKeys(DOJAH_SIM_KEYS.appId, `Bearer ${DOJAH_SIM_KEYS.secretKey}`),
    ])
      expect(await wrong.checkBvn(lookup(BVN.matchesAnything))).toEqual({
        kind: 'unavailable',
        reason: 'HTTP 401',
        httpStatus: 401,
      });
    const bare = await fetch(`${client.baseUrl}${BVN_LOOKUP_PATH}?bvn=${BVN.matchesAnything}`);
    expect(bare.status).toBe(401);
  });

  it('400 for a BVN that is not 11 digits or a missing name or date', async () => {
    for (const bad of [
      lookup('1234567890'),
      lookup('abcdefghijk'),
      lookup(BVN.matchesAnything, { lastName: '' }),
      lookup(BVN.matchesAnything, { dateOfBirth: '15/06/1985' }),
    ])
      expect(await client.checkBvn(bad)).toEqual({
        kind: 'unavailable',
        reason: 'HTTP 400',
        httpStatus: 400,
      });
  });

  it('is a 404 when the live Dojah is in use', async () => {
    const live = makeTestDeps(url, { ...PRODUCTION_TEST_SETTINGS }, 1);
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', withDeps(live));
    registerDojahSimulatorRoutes(app);
    const res = await app.request(
      `${DOJAH_SIMULATOR_PATH}${BVN_LOOKUP_PATH}?bvn=${BVN.matchesAnything}`,
      { headers: { AppId: DOJAH_SIM_KEYS.appId, Authorization: DOJAH_SIM_KEYS.secretKey } },
    );
    expect(res.status).toBe(404);
  });
});

describe('the client', () => {
  it('sends the lookup as Dojah documents it: GET, query, AppId and Authorization without Bearer', async () => {
    const calls: { url: string; call: ProviderCall }[] = [];
    const spy = createDojahClient({
      baseUrl: 'https://api.dojah.io/',
      appId: 'app-1',
      secretKey: 'sk-1',
      timeoutMs: 1000,
      http: async (u, call) => {
        calls.push({ url: u, call });
        return { status: 200, text: '{}' };
      },
    });
    await spy.checkBvn(lookup('12345678901', { firstName: 'Adá', lastName: "O'Brien" }));
    expect(calls).toHaveLength(1);
    const sent = new URL(calls[0]?.url as string);
    expect(`${sent.origin}${sent.pathname}`).toBe('https://api.dojah.io/api/v1/kyc/bvn/full');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      bvn: '12345678901',
      first_name: 'Adá',
      last_name: "O'Brien",
      dob: '1985-06-15',
    });
    expect(calls[0]?.call).toMatchObject({
      method: 'GET',
      headers: { AppId: 'app-1', Authorization: 'sk-1' },
    });
  });

  it('takes an answer it cannot read, or a 5xx, as unavailable', async () => {
    const answering = (status: number, text: string) =>
      createDojahClient({
        baseUrl: 'https://api.dojah.io',
        appId: 'a',
        secretKey: 's',
        timeoutMs: 1000,
        http: async () => ({ status, text }),
      }).checkBvn(lookup('12345678901'));
    const entity = (dob: unknown) =>
      JSON.stringify({
        entity: {
          bvn: { value: '12345678901', status: true },
          first_name: { status: true },
          last_name: { status: true },
          date_of_birth: { status: dob },
        },
      });
    expect(await answering(200, entity(true))).toEqual({ kind: 'match' });
    expect(await answering(200, entity(false))).toEqual({ kind: 'mismatch' });
    for (const [status, text, reason] of [
      [200, entity('true'), 'HTTP 200: unexpected shape'],
      [200, '{"entity":{}}', 'HTTP 200: unexpected shape'],
      [200, '<html>', 'HTTP 200: not JSON'],
      [500, entity(true), 'HTTP 500'],
      [503, '', 'HTTP 503'],
      [404, '{"error":"not found"}', 'HTTP 404'],
    ] as const)
      expect(await answering(status, text)).toEqual({
        kind: 'unavailable',
        reason,
        httpStatus: status,
      });
    const unreachable = createDojahClient({
      baseUrl: 'http://127.0.0.1:1',
      appId: 'a',
      secretKey: 's',
      timeoutMs: 1000,
    });
    expect(await unreachable.checkBvn(lookup('12345678901'))).toEqual({
      kind: 'unavailable',
      reason: 'network error',
      httpStatus: 0,
    });
  });

  it('gives up after its timeout when Dojah never answers', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    const { port } = silent.address() as { port: number };
    try {
      const slow = createDojahClient({
        baseUrl: `http://127.0.0.1:${port}`,
        appId: 'a',
        secretKey: 's',
        timeoutMs: 200,
      });
      const started = Date.now();
      expect(await slow.checkBvn(lookup(BVN.matchesAnything))).toEqual({
        kind: 'unavailable',
        reason: 'timed out',
        httpStatus: 0,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((ok) => silent.close(ok));
    }
  });
});
