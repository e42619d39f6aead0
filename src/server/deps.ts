import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import { createReplica } from './db/replica.ts';
import type { AppDeps } from './http/context.ts';
import type { Logger } from './log.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createMailer } from './providers/email/mailer.ts';
import { createMailOutbox } from './providers/email/outbox.ts';
import { createStorage } from './providers/storage/create-storage.ts';

/** Wires the app's parts for one database. Tests call this with a test database. */
export function createDeps(
  config: Config,
  databaseUrl: string,
  log: Logger,
  poolSize = 20,
): AppDeps {
  const { db, pool } = createDb(databaseUrl, poolSize, { kycLimits: config.kycLimits });
  const mailer = createMailer(config, pool);
  const outbox = createMailOutbox({ config, pool, mailer, log });
  const auth = createAuth({ config, db, outbox, log });
  const storage = createStorage(config.STORAGE, config, pool);
  const replica = config.DATABASE_REPLICA_URL
    ? createReplica(config.DATABASE_REPLICA_URL, {
        maxLagSeconds: config.DATABASE_REPLICA_MAX_LAG_S,
        poolSize: Math.max(2, Math.ceil(poolSize / 2)),
      })
    : null;
  const metrics = createMetrics({ pool, replicaPool: replica?.pool, config });
  return { config, db, pool, replica, log, auth, mailer, outbox, storage, metrics };
}
