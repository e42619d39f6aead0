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
  read: boolean;
  created_at: Date;
};

export async function selectNotifications(pool: Pool, userId: string, limit: number) {
  const { rows } = await pool.query<NotificationRow>(
    `(SELECT 'e' || e.id AS id, 'transaction' AS kind, NULL AS title, NULL AS body,
             e.amount::text AS amount, e.currency, coalesce(e.description, t.description) AS description,
             e.id <= p.notifications_seen_entry_id AS read, e.created_at
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN profiles p ON p.id = a.user_id
       WHERE a.user_id = $1
       ORDER BY e.id DESC LIMIT $2)
     UNION ALL
     (SELECT n.id::text, n.kind, n.title, n.body, NULL, NULL, NULL, n.read_at IS NOT NULL, n.created_at
        FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at DESC LIMIT $2)
     ORDER BY created_at DESC LIMIT $2`,
    [userId, limit],
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
