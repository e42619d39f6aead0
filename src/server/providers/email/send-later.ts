import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { Mail, Mailer } from './mailer.ts';
import type { Recipient } from './notices.ts';

export type MailDeps = {
  pool: Pick<Pool, 'query'>;
  mailer: Mailer;
  log: Logger;
  config: Pick<Config, 'publicUrl'>;
};

/** Sends still under way, so tests (and a shutdown) can wait for them. */
const inFlight = new Set<Promise<void>>();

/**
 * Mails a user about something that has already committed. Called after the
 * transaction, never inside it: the address is read and the mail handed over
 * in the background, and a failure is only logged, so a slow or broken mail
 * server never delays, fails or rolls back the action itself.
 */
export function mailUser(
  deps: MailDeps,
  user: { id: string } | { email: string },
  build: (to: Recipient, appUrl: string) => Mail | Promise<Mail>,
): void {
  sendLater(deps, async () => {
    const to = await recipient(deps.pool, user);
    return to && (await build(to, deps.config.publicUrl));
  });
}

/** Hands a mail over in the background; a failure is logged (its subject only), never thrown. */
export function sendLater(
  deps: Pick<MailDeps, 'mailer' | 'log'>,
  make: () => Mail | null | Promise<Mail | null>,
): void {
  const job = (async () => {
    const mail = await make();
    if (mail) await deps.mailer.send(mail);
  })().catch((err) => {
    deps.log.error({ err }, 'sending mail failed');
  });
  inFlight.add(job);
  void job.finally(() => inFlight.delete(job));
}

/** Resolves once every mail handed to mailUser so far has been sent (or has failed). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The address and the name a person is greeted by (the profile's, else the account's). */
export async function recipient(
  pool: Pick<Pool, 'query'>,
  user: { id: string } | { email: string },
): Promise<Recipient | null> {
  const byId = 'id' in user;
  const { rows } = await pool.query<{ email: string; name: string | null }>(
    `SELECT u.email, coalesce(nullif(p.full_name, ''), nullif(u.name, '')) AS name
       FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE ${byId ? 'u.id = $1' : 'u.email = $1'}`,
    [byId ? user.id : user.email.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}
