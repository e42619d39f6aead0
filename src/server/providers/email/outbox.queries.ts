import { sql } from 'kysely';
import pg from 'pg';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Mail, MailAttachment } from './mailer.ts';

/** Writes mails as pending, due at once, through `db` (a transaction's client or the pool). */
export function insertMails(db: Queryable, mails: Mail[]) {
  const withFiles = mails.filter((m) => m.attachments?.length);
  if (withFiles.length > 0) return insertWithAttachments(db, mails);
  return run(
    db,
    qb
      .insertInto('mail_outbox')
      .values(
        mails.map((m) => ({ recipient: m.to, subject: m.subject, text: m.text, html: m.html })),
      ),
    // One mail (a request's) is the common case: prepared once per connection.
    mails.length === 1 ? 'mail-outbox-insert-one' : undefined,
  );
}

/**
 * Mails that carry files: each mail, then its files, in one transaction (the
 * caller's, or one of their own on the pool), so no worker can claim a mail
 * whose files are not there yet.
 */
async function insertWithAttachments(db: Queryable, mails: Mail[]) {
  const write = async (tx: Queryable) => {
    for (const m of mails) {
      const { attachments = [], ...rest } = m;
      const row = await first(
        tx,
        qb
          .insertInto('mail_outbox')
          .values({ recipient: rest.to, subject: rest.subject, text: rest.text, html: rest.html })
          .returning('id'),
      );
      if (!row || attachments.length === 0) continue;
      await run(
        tx,
        qb.insertInto('mail_outbox_attachments').values(
          attachments.map((a) => ({
            mail_id: row.id,
            filename: a.filename,
            content_type: a.contentType,
            content: Buffer.from(a.content),
          })),
        ),
      );
    }
    return mails.length;
  };
  return db instanceof pg.Pool ? inTransaction(db, write) : write(db);
}

/** The files of these mails, by mail id. */
export async function selectAttachments(db: Queryable, mailIds: string[]) {
  const rows = await all(
    db,
    qb
      .selectFrom('mail_outbox_attachments')
      .select(['mail_id', 'filename', 'content_type', 'content'])
      .where('mail_id', 'in', mailIds)
      .orderBy('id'),
  );
  const byMail = new Map<string, MailAttachment[]>();
  for (const r of rows) {
    const list = byMail.get(String(r.mail_id)) ?? [];
    list.push({ filename: r.filename, contentType: r.content_type, content: r.content });
    byMail.set(String(r.mail_id), list);
  }
  return byMail;
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
      .returning([
        'id',
        'recipient',
        'subject',
        'text',
        'html',
        'attempts',
        sql<boolean>`EXISTS (SELECT 1 FROM mail_outbox_attachments f WHERE f.mail_id = mail_outbox.id)`.as(
          'has_attachments',
        ),
      ]),
    'mail-outbox-claim',
  );
}

export function markMailsSent(db: Queryable, ids: string[]) {
  return run(
    db,
    qb
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
      // As a join on the ids, each is found by the primary key; `id = any(...)` with the status
      // test below would also walk mail_outbox_due_idx, full of entries of mail sent since its
      // last vacuum. Not prepared: a plan made for the table when it was small (a seq scan)
      // would be kept as it grows; planning once per batch of mail costs next to nothing.
      .where(sql<boolean>`id IN (SELECT unnest(${ids}::bigint[]))`)
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
