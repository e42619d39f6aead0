import { sql } from 'kysely';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';
import type { Mail } from './mailer.ts';

/** Writes mails as pending, due at once, through `db` (a transaction's client or the pool). */
export function insertMails(db: Queryable, mails: Mail[]) {
  return run(
    db,
    qb
      .insertInto('mail_outbox')
      .values(
        mails.map((m) => ({ recipient: m.to, subject: m.subject, text: m.text, html: m.html })),
      ),
  );
}

/**
 * Claims up to `limit` due mails, oldest first. A claim counts an attempt and
 * moves the mail's time `claimS` seconds on, so no other worker (in this
 * process or another) takes it while it is being sent; SKIP LOCKED lets two
 * claims run side by side without waiting for, or taking, each other's rows.
 */
export function claimDueMails(db: Queryable, limit: number, claimS: number) {
  return all(
    db,
    qb
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${claimS})`,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'recipient', 'subject', 'text', 'html', 'attempts']),
  );
}

export function markMailsSent(db: Queryable, ids: string[]) {
  return run(
    db,
    qb
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
      .where('id', 'in', ids)
      .where('status', '=', 'pending'),
  );
}

/** An attempt that failed: due again in `retryInS` seconds, or `failed` for good when null. */
export function markMailAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  retryInS: number | null,
) {
  return run(
    db,
    qb
      .updateTable('mail_outbox')
      .set({
        last_error: error,
        ...(retryInS === null
          ? { status: 'failed' }
          : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInS})` }),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/** Is a pending mail due (its wake-up lost, or its retry come)? */
export async function hasDueMail(db: Queryable): Promise<boolean> {
  const row = await first(
    db,
    qb
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .limit(1),
  );
  return row !== undefined;
}

/** Drops sent mails older than `days` (they hold links, some of them one-time ones). */
export function purgeSentMails(db: Queryable, days: number) {
  return run(
    db,
    qb
      .deleteFrom('mail_outbox')
      .where('status', '=', 'sent')
      .where('sent_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
  );
}
