import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { devMail } from '#server/db/schema.ts';

export const MAILBOX_LIMIT = 50;

/** The newest mail first, for one recipient or for everyone. */
export async function listMail(db: Db, to?: string) {
  const rows = await db
    .select({
      to: devMail.to,
      subject: devMail.subject,
      text: devMail.text,
      html: devMail.html,
      createdAt: devMail.createdAt,
    })
    .from(devMail)
    .where(to ? eq(devMail.to, to) : undefined)
    .orderBy(desc(devMail.id))
    .limit(MAILBOX_LIMIT);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    created_at: r.createdAt.toISOString(),
  }));
}
