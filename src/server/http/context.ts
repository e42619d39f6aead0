import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Db, Pool } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../providers/email/mailer.ts';
import type { Storage } from '../providers/storage/storage.ts';

/** Everything a route needs; built once in main.ts (or by a test). */
export type AppDeps = {
  config: Config;
  db: Db;
  pool: Pool;
  log: Logger;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
};

export type SessionUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  /** An authenticator app (TOTP) confirms this user's sign-ins. */
  twoFactorEnabled: boolean;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser;
    requestId: string;
  };
};
