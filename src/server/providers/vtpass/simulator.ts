import type { OpenAPIHono } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { SIM_ERRORS } from './sim-answers.ts';
import { simServicesAnswer, simVariationsAnswer } from './sim-catalog.ts';
import { registerVtpassDevRoutes } from './sim-dev.routes.ts';
import { answerPay, answerRequery } from './sim-transactions.ts';
import { simVerify } from './sim-verify.ts';
import { VTPASS_SIM_KEYS, VTPASS_SIMULATOR_PATH, vtpassFor } from './vtpass.ts';

// A local stand-in for VTpass's API, mounted at VTPASS_SIMULATOR_PATH when no
// VTpass keys are set: same paths, same answers, same headers, same webhook,
// so the real client runs in development and in tests.

/** Its JSON body, or null when that is not a JSON object. */
export async function simBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

export function vtpassSimulator() {
  const sim = new Hono<AppEnv>();

  sim.use('*', async (c, next) => {
    const { config, log } = c.var.deps;
    if (vtpassFor(config, log).mode !== 'simulator') return c.json({ error: 'Not found' }, 404);
    await next();
  });

  // GET needs api-key + public-key, POST api-key + secret-key, as at VTpass.
  sim.use('*', async (c, next) => {
    const second =
      c.req.method === 'GET'
        ? c.req.header('public-key') === VTPASS_SIM_KEYS.publicKey
        : c.req.header('secret-key') === VTPASS_SIM_KEYS.secretKey;
    if (c.req.header('api-key') !== VTPASS_SIM_KEYS.apiKey || !second)
      return c.json(SIM_ERRORS.credentials);
    await next();
  });

  sim.get('/services', (c) => c.json(simServicesAnswer(c.req.query('identifier') ?? '')));

  sim.get('/service-variations', (c) => {
    const answer = simVariationsAnswer(c.req.query('serviceID') ?? '');
    return c.json(answer ?? SIM_ERRORS.product);
  });

  sim.post('/merchant-verify', async (c) => c.json(simVerify(await simBody(c))));
  sim.post('/pay', async (c) => answerPay(c, await simBody(c)));
  sim.post('/requery', async (c) => answerRequery(c, await simBody(c)));

  return sim;
}

/** The simulator (404 unless it is the VTpass in use) and its development listing. */
export function registerVtpassSimulatorRoutes(app: OpenAPIHono<AppEnv>) {
  app.route(VTPASS_SIMULATOR_PATH, vtpassSimulator());
  registerVtpassDevRoutes(app);
}
