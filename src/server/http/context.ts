import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Db, Pool } from '../db/client.ts';
import type { Replica } from '../db/replica.ts';
import type { Logger } from '../log.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { Mailer } from '../providers/email/mailer.ts';
import type { MailOutbox } from '../providers/email/outbox.ts';
import type { Storage } from '../providers/storage/storage.ts';

/** Everything a route needs; built once in main.ts (or by a test). */
export type AppDeps = {
  config: Config;
  db: Db;
  pool: Pool;
  /** DATABASE_REPLICA_URL's pool, for back-office reports only (http/report-reads.ts). */
  replica: Replica | null;
  log: Logger;
  auth: Auth;
  mailer: Mailer;
  /** Where every mail is written; its worker hands it to `mailer`. */
  outbox: MailOutbox;
  storage: Storage;
  /** This app's Prometheus registry (GET /metrics). */
  metrics: AppMetrics;
  /** Set when the process begins to stop: readiness answers 503 from then on, so balancers drain it. */
  lifecycle?: { stopping: boolean };
};

export type SessionUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  /** An authenticator app (TOTP) confirms this user's sign-ins. */
  twoFactorEnabled: boolean;
  /**
   * The transaction PIN's hash when it has no wrong tries and no lock (read
   * with the session, in the same query), else null: requirePin then decides
   * a right PIN without a second query (pin.service.ts).
   */
  cleanPinHash: string | null;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser;
    /** The row id of the request's session (never its token), set with `user`. */
    sessionId: string;
    requestId: string;
  };
};
