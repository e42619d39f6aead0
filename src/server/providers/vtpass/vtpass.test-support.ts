import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { handleError } from '#server/http/error-handler.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { newRequestId, type VtpassClient } from './client.ts';
import { registerVtpassSimulatorRoutes } from './simulator.ts';
import { VTPASS_WEBHOOK_PATH, vtpassFor } from './vtpass.ts';

// The real client against the simulator over real HTTP, inside a bare app
// whose webhook endpoint records what arrives (set-up of the vtpass*.test.ts files).

type Update = { type: string; data: { requestId?: string } & Record<string, unknown> };

export const TIMEOUT_MS = 1_500;
let databaseUrl: string;
let appDeps: AppDeps;
let simClient: VtpassClient;
let publicBase: string;
let close: () => Promise<void>;
export const updates: Update[] = [];
/** How many of the next webhooks to refuse, to see VTpass's retries. */
let refuseNext = 0;
export const quietLog = createLogger('silent');

/** The test database's URL. */
export const url = () => databaseUrl;
/** The bare app's deps. */
export const deps = () => appDeps;
/** The real client, on the simulator. */
export const client = () => simClient;
/** Where the bare app is served. */
export const publicUrl = () => publicBase;
/** Refuse the next `n` webhooks. */
export const refuseWebhooks = (n: number) => {
  refuseNext = n;
};
/** How many webhooks are still to be refused. */
export const webhooksToRefuse = () => refuseNext;

beforeAll(async () => {
  ({ url: databaseUrl } = await createTestDatabase(6));
  const served = await serveOnFreePort((base) => {
    appDeps = makeTestDeps(databaseUrl, {
      PUBLIC_URL: base,
      VTPASS_SIM_PENDING_S: '1',
      VTPASS_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', withDeps(appDeps));
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
  ({ publicUrl: publicBase, close } = served);
  const vtpass = vtpassFor(appDeps.config, quietLog);
  if (vtpass.mode !== 'simulator') throw new Error('expected the simulator');
  simClient = vtpass.client;
});
afterAll(() => close?.());

export const airtime = (phone: string, request_id = newRequestId()) =>
  simClient.pay({ request_id, serviceID: 'mtn', amount: 500, phone });
export const electricity = (
  meter: string,
  type: 'prepaid' | 'postpaid',
  request_id = newRequestId(),
) =>
  simClient.pay({
    request_id,
    serviceID: 'ikeja-electric',
    billersCode: meter,
    variation_code: type,
    amount: 2000,
    phone: '08031234567',
  });

export async function listed(requestId: string) {
  const res = await fetch(`${publicBase}/api/dev/vtpass/transactions?request_id=${requestId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ request_id: string; pay_calls: number; status: string }>;
}

export async function until<T>(read: () => T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((ok) => setTimeout(ok, 50));
  }
}
