import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { BVN_LOOKUP_PATH } from './client.ts';
import { DOJAH_SIM_KEYS, DOJAH_SIMULATOR_PATH, dojahFor } from './dojah.ts';

// A local stand-in for Dojah's BVN lookup, mounted at DOJAH_SIMULATOR_PATH
// when no Dojah keys are set: same path, same headers, same answers' shape, so
// the real client runs in development and in tests. Its fixed answers are part
// of the API contract (API.md, "The simulators' fixed answers").

export const DOJAH_SIM_BVNS = {
  /** Matches any name and date of birth. */
  matchesAnything: '22222222222',
  /** Never matches. */
  neverMatches: '22222222201',
  /** Answers HTTP 502: the app says to try again later. */
  providerDown: '22222222299',
} as const;

/** Any other BVN matches only with this date of birth. */
export const DOJAH_SIM_MATCHING_DOB = '1990-01-01';

const BVN = /^\d{11}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dojah's `validate` entity: each field says whether it matched. */
function entity(bvn: string, names: boolean, dob: boolean) {
  return {
    entity: {
      bvn: { value: bvn, status: true },
      first_name: { confidence_value: names ? 100 : 0, status: names },
      last_name: { confidence_value: names ? 100 : 0, status: names },
      date_of_birth: { status: dob },
    },
  };
}

export function dojahSimulator() {
  const sim = new Hono<AppEnv>();

  sim.use('*', async (c, next) => {
    const { config, log } = c.var.deps;
    if (dojahFor(config, log).mode !== 'simulator') return c.json({ error: 'Not found' }, 404);
    await next();
  });

  // Both headers, as at Dojah: the app id and the secret key itself (no "Bearer").
  sim.use('*', async (c, next) => {
    if (
      c.req.header('AppId') !== DOJAH_SIM_KEYS.appId ||
      c.req.header('Authorization') !== DOJAH_SIM_KEYS.secretKey
    )
      return c.json({ error: 'Unauthorized: check your AppId and secret key' }, 401);
    await next();
  });

  sim.get(BVN_LOOKUP_PATH, (c) => {
    const bvn = c.req.query('bvn') ?? '';
    const dob = c.req.query('dob') ?? '';
    if (!BVN.test(bvn)) return c.json({ error: 'Invalid BVN: it must be 11 digits' }, 400);
    if (!c.req.query('first_name') || !c.req.query('last_name') || !DATE.test(dob))
      return c.json({ error: 'first_name, last_name and dob (YYYY-MM-DD) are required' }, 400);
    if (bvn === DOJAH_SIM_BVNS.providerDown)
      return c.text('<html><body>502 Bad Gateway</body></html>', 502);
    if (bvn === DOJAH_SIM_BVNS.matchesAnything) return c.json(entity(bvn, true, true));
    if (bvn === DOJAH_SIM_BVNS.neverMatches) return c.json(entity(bvn, false, false));
    return c.json(entity(bvn, true, dob === DOJAH_SIM_MATCHING_DOB));
  });

  return sim;
}

/** The simulator: 404 unless it is the Dojah in use (never in production). */
export function registerDojahSimulatorRoutes(app: OpenAPIHono<AppEnv>) {
  app.route(DOJAH_SIMULATOR_PATH, dojahSimulator());
}
