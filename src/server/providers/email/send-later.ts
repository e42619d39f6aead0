import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import type { Queryable } from '#server/db/query.ts';
import type { Logger } from '#server/log.ts';
import type { Mail } from './mailer.ts';
import type { Recipient } from './notices.ts';
import type { MailOutbox } from './outbox.ts';

export type MailDeps = {
  pool: Pool;
  outbox: MailOutbox;
  log: Logger;
  config: Pick<Config, 'publicUrl'>;
};

type Who = { id: string } | { email: string };
type Build = (to: Recipient, appUrl: string) => Mail | Promise<Mail>;

/**
 * Mails a user about a change, through the outbox (see outbox.ts). Given
 * `tx`, the client of the transaction making the change, the mail is written
 * in it: it exists exactly when the change commits, and a failure here fails
 * the transaction like any other write; call `deps.outbox.wake()` after the
 * commit so it leaves at once. Without `tx`, for a change that has already
 * committed: the mail is written and the worker woken; a failure is only
 * logged, as the change stands either way.
 */
export async function mailUser(
  deps: MailDeps,
  user: Who,
  build: Build,
  tx?: Queryable,
): Promise<void> {
  if (tx) {
    await queueFor(deps, user, build, tx);
    return;
  }
  try {
    await queueFor(deps, user, build, deps.pool);
    deps.outbox.wake();
  } catch (err) {
    deps.log.error({ err }, 'queueing mail failed');
  }
}

async function queueFor(deps: MailDeps, user: Who, build: Build, db: Queryable) {
  const to = await recipient(db, user);
  if (to) await deps.outbox.queue(await build(to, deps.config.publicUrl), db);
}

/** The address and the name a person is greeted by (the profile's, else the account's). */
export async function recipient(pool: Pick<Pool, 'query'>, user: Who): Promise<Recipient | null> {
  const byId = 'id' in user;
  const { rows } = await pool.query<{ email: string; name: string | null }>(
    `SELECT u.email, coalesce(nullif(p.full_name, ''), nullif(u.name, '')) AS name
       FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE ${byId ? 'u.id = $1' : 'u.email = $1'}`,
    [byId ? user.id : user.email.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}
