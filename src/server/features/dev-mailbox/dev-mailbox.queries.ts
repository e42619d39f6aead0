import { all, type Queryable, qb } from '#server/db/query.ts';

export const MAILBOX_LIMIT = 50;

export type MailboxAttachment = { filename: string; content_type: string; size: number };

/** The newest mail first, for one recipient or for everyone. */
export async function listMail(db: Queryable, to?: string) {
  const rows = await all(
    db,
    qb
      .selectFrom('dev_mail')
      .select(['to', 'subject', 'text', 'html', 'attachments', 'created_at'])
      .$if(Boolean(to), (q) => q.where('to', '=', to as string))
      .orderBy('id', 'desc')
      .limit(MAILBOX_LIMIT),
  );
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments as MailboxAttachment[],
    created_at: r.created_at.toISOString(),
  }));
}
