import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import {
  EMBEDDED_APP_PASSWORD,
  EMBEDDED_APP_ROLE,
  ensureLoginRole,
  withRole,
} from './db/app-role.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { EmbeddedPostgresError } from './db/embedded-error.ts';
import { runMigrations } from './db/migrate.ts';
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
 * Where the app connects (`url`, as a role that owns nothing) and where the
 * migrations run (`migrationUrl`, as the tables' owner).
 */
export type Database = { url: string; migrationUrl: string; stop: () => Promise<void> };

/**
 * DATABASE_URL (and MIGRATION_DATABASE_URL, which defaults to it), or
 * DATA_DIR's embedded PostgreSQL when DATABASE_URL is unset: there the app
 * signs in as `owo_app`, made here, and the migrations as the superuser. The
 * server owns the embedded database (and restarts one that a crashed server
 * left behind); the CLI, or a second server, shares one that is running.
 */
export async function openDatabaseUrl(
  config: Config,
  log: Logger,
  role: 'server' | 'cli' = 'cli',
): Promise<Database> {
  if (config.DATABASE_URL)
    return {
      url: config.DATABASE_URL,
      migrationUrl: config.MIGRATION_DATABASE_URL || config.DATABASE_URL,
      stop: async () => {},
    };
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
  await ensureLoginRole(embedded.url, EMBEDDED_APP_ROLE, EMBEDDED_APP_PASSWORD);
  const urls = {
    url: withRole(embedded.url, EMBEDDED_APP_ROLE, EMBEDDED_APP_PASSWORD),
    migrationUrl: embedded.url,
  };
  if (!owner) return { ...urls, stop: embedded.stop };
  writeFileSync(ownerFile, String(process.pid));
  return {
    ...urls,
    stop: async () => {
      await embedded.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}

/**
 * Applies the migrations as the owner, which then grants the app's role what
 * it needs. In production, says so when the app's role could act as the
 * tables' owner (one URL for both, or a superuser).
 */
export async function migrateDatabase(database: Database, config: Config, log: Logger) {
  const { appRole, appRoleOwnsTables } = await runMigrations(database.migrationUrl, database.url);
  if (config.production && appRoleOwnsTables)
    log.warn(
      { role: appRole },
      "DATABASE_URL's role owns the tables (or is a superuser), so it could disable the audit log's append-only triggers: set MIGRATION_DATABASE_URL to the owner and DATABASE_URL to a role that owns nothing (see src/server/db/README.md)",
    );
  return { appRole, appRoleOwnsTables };
}
