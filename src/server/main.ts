import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabaseUrl } from './database.ts';
import { runMigrations } from './db/migrate.ts';
import { createDeps } from './deps.ts';
import { createLogger } from './log.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);

const database = await openDatabaseUrl(config, log, 'server');
await runMigrations(database.url);
const deps = createDeps(config, database.url, log);
const app = createApp(deps);

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.host }, (info) => {
  const url = `http://${info.address === '0.0.0.0' ? '127.0.0.1' : info.address}:${info.port}`;
  log.info({ url, botCheck: config.botCheck, mail: deps.mailer.kind }, 'Owo is ready');
  console.log(`\n  Owo is running at ${url}\n`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await new Promise<void>((ok) => server.close(() => ok()));
  await deps.pool.end().catch(() => {});
  await database.stop().catch((err) => log.error({ err }, 'database stop failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
