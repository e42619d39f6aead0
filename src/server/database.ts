import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { EmbeddedPostgresError } from './db/embedded-error.ts';
import type { Logger } from './log.ts';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Another `npm start` that is still running on this data directory. */
function otherServer(file: string) {
  if (!existsSync(file)) return false;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isFinite(pid) && pid !== process.pid && alive(pid);
}

/**
 * DATA_DIR's embedded PostgreSQL when DATABASE_URL is unset. The server owns it
 * (and restarts one that a crashed server left behind); the CLI, or a second
 * server, shares one that is running.
 */
export async function openDatabaseUrl(config: Config, log: Logger, role: 'server' | 'cli' = 'cli') {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const dataDir = join(config.DATA_DIR, 'pg');
  const ownerFile = join(config.DATA_DIR, 'server.pid');
  const owner = role === 'server' && !otherServer(ownerFile);
  log.info({ dataDir }, 'DATABASE_URL is not set: using the embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    persistent: true,
    whenRunning: owner ? 'restart' : 'share',
    log: (m) => log.warn(m),
  }).catch((err) => {
    if (!(err instanceof EmbeddedPostgresError)) throw err;
    // Said plainly, without a stack: this is the machine's setup, not a bug.
    console.error(`\n${err.message}\n`);
    process.exit(1);
  });
  if (!owner) return embedded;
  writeFileSync(ownerFile, String(process.pid));
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}
