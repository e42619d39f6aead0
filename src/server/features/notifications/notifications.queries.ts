import type { Pool } from '#server/db/client.ts';
import { safeMinor } from '#shared/money.ts';

type Queryable = Pick<Pool, 'query'>;

/**
 * Every credit and debit of a user's wallet is a notification: the ledger
 * entry itself, unread while its id is above the profile's watermark. Other
 * notices (KYC and loan decisions) are rows of their own.
 */
export async function countUnread(pool: Pool, userId: string) {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.user_id = $1 AND e.id > p.notifications_seen_entry_id)
          + (SELECT count(*) FROM notifications n WHERE n.user_id = $1 AND n.read_at IS NULL) AS n
       FROM profiles p WHERE p.id = $1`,
    [userId],
  );
  return safeMinor(rows[0]?.n ?? 0);
}

export type NotificationRow = {
  id: string;
  kind: string;
  title: string | null;
  body: string | null;
  amount: string | null;
  currency: string | null;
  description: string | null;
  category: string | null;
  transaction_id: string | null;
  read: boolean;
  created_at: Date;
};

/**
 * The cursor row, compared as (created_at, source, id) on the ids' own types:
 * `e` for a ledger entry (bigint id), `n` for a notice (uuid). It must be the
 * user's; one that names no row of theirs gives an empty page.
 */
function cursorRow(cursor: string | undefined, params: unknown[]): string | null {
  if (!cursor) return null;
  // A uuid may start with an e too; an entry's cursor is e and digits only.
  const entry = /^e\d+$/.test(cursor);
  params.push(entry ? cursor.slice(1) : cursor);
  const p = `$${params.length}`;
  return entry
    ? `SELECT e.created_at, 'e'::text, e.id, NULL::uuid FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE e.id = ${p}::bigint AND a.user_id = $1`
    : `SELECT n.created_at, 'n'::text, NULL::bigint, n.id FROM notifications n
        WHERE n.id = ${p}::uuid AND n.user_id = $1`;
}

/**
 * Ledger entries and notices merged, newest first: by created_at, then notices
 * before entries of the same instant, then by id. `limit` rows after the
 * cursor (the caller asks for one more than a page, to know if there are more).
 */
export async function selectNotifications(
  pool: Pool,
  userId: string,
  page: { limit: number; cursor?: string },
) {
  const params: unknown[] = [userId, page.limit];
  const cursor = cursorRow(page.cursor, params);
  const after = (row: string, id: 'eid' | 'nid') =>
    cursor ? `AND ${row} < (SELECT at, src, ${id} FROM cur)` : '';
  const { rows } = await pool.query<NotificationRow>(
    `${cursor ? `WITH cur(at, src, eid, nid) AS (${cursor})` : ''}
     SELECT coalesce('e' || eid, nid::text) AS id, kind, title, body, amount, currency, description,
            category, transaction_id, read, created_at
       FROM ((SELECT e.created_at, 'e'::text AS src, e.id AS eid, NULL::uuid AS nid,
                     'transaction' AS kind, NULL AS title, NULL AS body, e.amount::text AS amount,
                     e.currency, coalesce(e.description, t.description) AS description, t.category,
                     t.id::text AS transaction_id, e.id <= p.notifications_seen_entry_id AS read
                FROM ledger_entries e
                JOIN ledger_accounts a ON a.id = e.account_id
                JOIN ledger_transactions t ON t.id = e.transaction_id
                JOIN profiles p ON p.id = a.user_id
               WHERE a.user_id = $1 ${after("(e.created_at, 'e'::text, e.id)", 'eid')}
               ORDER BY e.created_at DESC, e.id DESC LIMIT $2)
             UNION ALL
             (SELECT n.created_at, 'n', NULL, n.id, n.kind, n.title, n.body, NULL, NULL, NULL, NULL,
                     n.transaction_id::text, n.read_at IS NOT NULL
                FROM notifications n
               WHERE n.user_id = $1 ${after("(n.created_at, 'n'::text, n.id)", 'nid')}
               ORDER BY n.created_at DESC, n.id DESC LIMIT $2)) merged
      ORDER BY created_at DESC, src DESC, eid DESC NULLS LAST, nid DESC NULLS LAST
      LIMIT $2`,
    params,
  );
  return rows;
}

export async function markAllRead(pool: Pool, userId: string) {
  await pool.query(
    `UPDATE profiles p SET notifications_seen_entry_id = greatest(p.notifications_seen_entry_id,
        coalesce((SELECT max(e.id) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                   WHERE a.user_id = $1), 0))
      WHERE p.id = $1`,
    [userId],
  );
  await pool.query(
    'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
}

/** A notice that is not a ledger entry (KYC decision, loan decision). */
export async function insertNotification(
  db: Queryable,
  n: { userId: string; kind: string; title: string; body: string; transactionId?: string },
) {
  await db.query(
    'INSERT INTO notifications (user_id, kind, title, body, transaction_id) VALUES ($1, $2, $3, $4, $5)',
    [n.userId, n.kind, n.title, n.body, n.transactionId ?? null],
  );
}
