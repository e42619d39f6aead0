import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { newRequestId } from './client.ts';
import { PRODUCTION_TEST_SETTINGS } from './testing.ts';
import { airtime, client, deps, publicUrl, quietLog, url } from './vtpass.test-support.ts';
import { VTPASS_SIM_KEYS, VTPASS_SIMULATOR_PATH, vtpassFor } from './vtpass.ts';

// Which VTpass the app talks to, and the simulator mounted in the app (set-up
// in vtpass.test-support.ts).

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
    expect(client().baseUrl).toBe(`${publicUrl()}${VTPASS_SIMULATOR_PATH}/`);
    expect(vtpassFor(deps().config, quietLog)).toBe(vtpassFor(deps().config, quietLog));
  });
});

describe('inside the app', () => {
  it('is mounted by createApp, lists newest first, and is 404 in production', async () => {
    const app = createApp(deps());
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
      makeTestDeps(url(), {
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
