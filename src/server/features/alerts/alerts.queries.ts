import type { Queryable } from '#server/db/query.ts';
import type { Mail } from '#server/providers/email/mailer.ts';
import { safeMinor } from '#shared/money.ts';

// SQL of the wallet alerts job (alerts.service.ts says how the cursor works).

export type AlertCursor = {
  floor_id: number;
  candidate_id: number | null;
  candidate_snapshot: string | null;
};

/**
 * The cursor, locked until the caller's transaction ends: one run at a time.
 * Undefined while another run holds it: that run reads what this one would,
 * so waiting (a pooled connection held idle meanwhile) would buy nothing.
 */
export async function lockCursor(db: Queryable): Promise<AlertCursor | undefined> {
  const { rows } = await db.query<{
    floor_id: string;
    candidate_id: string | null;
    candidate_snapshot: string | null;
  }>(
    `SELECT floor_id, candidate_id, candidate_snapshot
       FROM wallet_alert_cursor WHERE id = 1 FOR UPDATE SKIP LOCKED`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    floor_id: safeMinor(row.floor_id),
    candidate_id: row.candidate_id === null ? null : safeMinor(row.candidate_id),
    candidate_snapshot: row.candidate_snapshot,
  };
}

/**
 * The last entry id handed out so far (0 before the first). Read in a
 * statement of its own, before the snapshot that reads the entries, so every
 * id up to it was taken before that snapshot.
 */
export async function lastEntryId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ last: string | null }>(
    `SELECT pg_sequence_last_value(pg_get_serial_sequence('ledger_entries', 'id')::regclass) AS last`,
  );
  return safeMinor(rows[0]?.last ?? 0);
}

export type AlertEntry = {
  entry_id: string;
  amount: string;
  balance_after: string;
  currency: string;
  created_at: Date;
  description: string | null;
  category: string;
  status: string;
  reference: string;
  email: string;
  name: string | null;
  /** The customer takes debit and credit alerts (Settings > Preferences). */
  alerts: boolean;
  /** Money another customer sent: its own mail, "You received ...", goes whatever the setting. */
  received: boolean;
  /** For a received transfer: the sender's name (or e-mail address) and note. */
  sender_name: string | null;
  note: string | null;
};

export type EntryScan = {
  /** The statement's snapshot (pg_snapshot as text): what it saw. */
  snapshot: string;
  /** Has every transaction running in `candidate` ended before `snapshot`? Null without one. */
  candidateReady: boolean | null;
  entries: AlertEntry[];
};

/**
 * In one statement, so that all of it is one snapshot: the snapshot, whether
 * the candidate's transactions have all ended, and the entries on customers'
 * wallets with id in (floor, upTo], oldest first, that have a mail to write
 * (an alert for a customer who takes them, the "You received" mail for money
 * sent by another customer) not written yet; none when `read` is false. The
 * caller keeps (floor, upTo] small: every entry in it is joined before the
 * ORDER BY, so a batch costs what its window holds, not what is waiting.
 */
export async function scanEntries(
  db: Queryable,
  p: {
    floor: number;
    upTo: number;
    read: boolean;
    candidate: string | null;
    candidateId: number | null;
  },
): Promise<EntryScan> {
  // Not prepared: a generic plan, made before the ledger grew, ran twice as long under load as
  // one planned for the range at hand (which costs about a millisecond per batch).
  const { rows } = await db.query<{ snapshot: string; ready: boolean | null } & AlertEntry>({
    text: `SELECT snap.s::text AS snapshot,
            CASE WHEN $4::text IS NOT NULL THEN NOT EXISTS (
              SELECT 1 FROM pg_snapshot_xip($4::pg_snapshot) AS running(xid)
               WHERE NOT pg_visible_in_snapshot(running.xid, snap.s)) END AS ready,
            x.*
       FROM (SELECT pg_current_snapshot() AS s) AS snap
       LEFT JOIN LATERAL (
         SELECT e.id::text AS entry_id, e.amount::text AS amount,
                e.balance_after::text AS balance_after, e.currency, e.created_at,
                coalesce(e.description, t.description) AS description,
                t.category, t.status, t.reference, u.email,
                coalesce(nullif(p.full_name, ''), nullif(u.name, '')) AS name,
                coalesce(p.email_alerts, false) AS alerts, r.received,
                CASE WHEN r.received THEN coalesce(nullif(sp.full_name, ''),
                  nullif(su.name, ''), su.email) END AS sender_name,
                CASE WHEN r.received THEN t.metadata ->> 'note' END AS note
           FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
           LEFT JOIN profiles p ON p.id = a.user_id
           JOIN users u ON u.id = a.user_id
           JOIN ledger_transactions t ON t.id = e.transaction_id
           CROSS JOIN LATERAL (SELECT t.kind = 'transfer' AND e.amount > 0 AS received) AS r
           LEFT JOIN users su ON r.received AND su.id = t.user_id
           LEFT JOIN profiles sp ON sp.id = su.id
          WHERE e.id > $1 AND e.id <= $2
            -- Up to the candidate, the run that chose it read all its snapshot saw: only
            -- entries of transactions still running in that snapshot can be new there.
            AND ($5::bigint IS NULL OR e.id > $5
                 OR NOT pg_visible_in_snapshot(e.xact, $4::pg_snapshot))
            AND (p.email_alerts OR r.received)
            AND NOT EXISTS (SELECT 1 FROM mail_outbox m
                             WHERE m.dedupe_key IN ('alert:' || e.id, 'received:' || e.id))
            AND $3::boolean
          ORDER BY e.id
       ) AS x ON true`,
    values: [p.floor, p.upTo, p.read, p.candidate, p.candidateId],
  });
  const first = rows[0];
  return {
    snapshot: first?.snapshot ?? '',
    candidateReady: first?.ready ?? null,
    entries: rows.filter((r) => r.entry_id !== null),
  };
}

/** Writes the mails; one already written under the same key is left as it is. */
export async function insertAlertMails(db: Queryable, mails: (Mail & { key: string })[]) {
  if (mails.length === 0) return 0;
  const values: string[] = [];
  const params: string[] = [];
  for (const m of mails) {
    const i = params.length;
    values.push(`($${i + 1}, $${i + 2}, $${i + 3}, $${i + 4}, $${i + 5})`);
    params.push(m.to, m.subject, m.text, m.html, m.key);
  }
  const { rowCount } = await db.query(
    `INSERT INTO mail_outbox (recipient, subject, text, html, dedupe_key)
     VALUES ${values.join(', ')}
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`,
    params,
  );
  return rowCount ?? 0;
}

export function saveCursor(db: Queryable, c: AlertCursor) {
  return db.query(
    `UPDATE wallet_alert_cursor
        SET floor_id = $1, candidate_id = $2, candidate_snapshot = $3, updated_at = now()
      WHERE id = 1`,
    [c.floor_id, c.candidate_id, c.candidate_snapshot],
  );
}

/** Is anything waiting: entries past the floor, or a candidate to settle? (cheap: one row, one sequence) */
export async function alertsDue(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>(
    `SELECT (c.candidate_id IS NOT NULL OR coalesce(pg_sequence_last_value(
               pg_get_serial_sequence('ledger_entries', 'id')::regclass), 0) > c.floor_id) AS due
       FROM wallet_alert_cursor c WHERE c.id = 1`,
  );
  return rows[0]?.due ?? false;
}
