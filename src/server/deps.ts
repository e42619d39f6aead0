import { join } from 'node:path';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import type { AppDeps } from './http/context.ts';
import type { Logger } from './log.ts';
import { createMailer } from './providers/email/mailer.ts';
import { createDiskStorage } from './providers/storage/storage.ts';

/** Wires the app's parts for one database. Tests call this with a test database. */
export function createDeps(
  config: Config,
  databaseUrl: string,
  log: Logger,
  poolSize = 20,
): AppDeps {
  const { db, pool } = createDb(databaseUrl, poolSize, { kycLimits: config.kycLimits });
  const mailer = createMailer(config, db);
  const auth = createAuth({ config, db, mailer, log });
  const storage = createDiskStorage(join(config.DATA_DIR, 'files'));
  return { config, db, pool, log, auth, mailer, storage };
}
