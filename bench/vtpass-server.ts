// VTpass for the bills benchmark: the app's VTpass simulator on an HTTP server
// of its own, in a process of its own, as the real VTpass is another server.
// The app under test then spends its CPU on its own work only, and reaches
// this through its real client with the simulator's keys
// (VTPASS_BASE_URL=<this>/sim/vtpass/api/). It shares the benchmark's
// database (its record of every `pay` is a table there).
//
//   DATABASE_URL=... PORT=... APP_URL=<the app, for webhooks> npx tsx bench/vtpass-server.ts
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { createLogger } from '#server/log.ts';
import { vtpassSimulator } from '#server/providers/vtpass/simulator.ts';
import { VTPASS_SIMULATOR_PATH } from '#server/providers/vtpass/vtpass.ts';

const port = Number(process.env.PORT);
const config = loadConfig({
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: process.env.DATABASE_URL,
  PUBLIC_URL: process.env.APP_URL,
  VTPASS_SIM_PENDING_S: process.env.VTPASS_SIM_PENDING_S ?? '1',
  LOG_LEVEL: 'warn',
});
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const log = createLogger('warn');
// The simulator reads only the configuration, the pool and the logger.
const deps = { config, pool, log } as unknown as AppDeps;

const app = new Hono<AppEnv>();
app.use('*', async (c, next) => {
  c.set('deps', deps);
  await next();
});
app.get('/health', (c) => c.text('ok'));
app.route(VTPASS_SIMULATOR_PATH, vtpassSimulator());

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
