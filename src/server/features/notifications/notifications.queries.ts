import { type Expression, type QueryCreator, type RawBuilder, sql } from 'kysely';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import { safeMinor } from '#shared/money.ts';

/** A user's ledger entries, with the account that makes them theirs. */
const userEntries = (userId: string) =>
  qb
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId);

/**
 * Every credit and debit of a user's wallet is a notification: the ledger
 * entry itself, unread while its id is above the profile's watermark. Other
 * notices (KYC and loan decisions) are rows of their own.
 */
export async function countUnread(db: Queryable, userId: string) {
  const row = await first(
    db,
    qb
      .selectFrom('profiles as p')
      .select((eb) => {
        const entries = eb
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .select(sql`count(*)`.as('n'))
          .where('a.user_id', '=', userId)
          .whereRef('e.id', '>', 'p.notifications_seen_entry_id');
        const notices = eb
          .selectFrom('notifications as n')
          .select(sql`count(*)`.as('n'))
          .where('n.user_id', '=', userId)
          .where('n.read_at', 'is', null);
        return sql<string>`${entries} + ${notices}`.as('n');
      })
      .where('p.id', '=', userId),
  );
  return safeMinor(row?.n ?? 0);
}

/** `(columns) < (SELECT … FROM cur)`: after the cursor row, when there is one. */
const afterCursor = (row: Expression<unknown>[], cursorColumns: RawBuilder<unknown>) =>
  sql<boolean>`(${sql.join(row)}) < (SELECT ${cursorColumns} FROM cur)`;

/**
 * The cursor row, compared as (created_at, source, id) on the ids' own types:
 * `e` for a ledger entry (bigint id), `n` for a notice (uuid). It must be the
 * user's; one that names no row of theirs gives an empty page.
 */
function cursorRow(userId: string, cursor: string) {
  // A uuid may start with an e too; an entry's cursor is e and digits only.
  if (/^e\d+$/.test(cursor))
    return userEntries(userId)
      .select([
        'e.created_at as at',
        sql<string>`'e'::text`.as('src'),
        'e.id as eid',
        sql<string | null>`NULL::uuid`.as('nid'),
      ])
      .where('e.id', '=', sql<string>`${cursor.slice(1)}::bigint`);
  return qb
    .selectFrom('notifications as n')
    .select([
      'n.created_at as at',
      sql<string>`'n'::text`.as('src'),
      sql<string | null>`NULL::bigint`.as('eid'),
      'n.id as nid',
    ])
    .where('n.id', '=', sql<string>`${cursor}::uuid`)
    .where('n.user_id', '=', userId);
}

/** The user's newest ledger entries as notifications (the merged list's columns). */
function entryNotices(userId: string, limit: number, cursor: boolean) {
  return userEntries(userId)
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('profiles as p', 'p.id', 'a.user_id')
    .select((eb) => [
      'e.created_at',
      sql<string>`'e'::text`.as('src'),
      sql<string | null>`${eb.ref('e.id')}`.as('eid'),
      sql<string | null>`NULL::uuid`.as('nid'),
      sql<string>`'transaction'`.as('kind'),
      sql<string | null>`NULL`.as('title'),
      sql<string | null>`NULL`.as('body'),
      sql<string | null>`${eb.ref('e.amount')}::text`.as('amount'),
      sql<string | null>`${eb.ref('e.currency')}`.as('currency'),
      eb.fn.coalesce('e.description', 't.description').as('description'),
      sql<string | null>`${eb.ref('t.category')}`.as('category'),
      sql<string | null>`${eb.ref('t.id')}::text`.as('transaction_id'),
      eb('e.id', '<=', eb.ref('p.notifications_seen_entry_id')).$castTo<boolean>().as('read'),
    ])
    .$if(cursor, (q) =>
      q.where((eb) =>
        afterCursor([eb.ref('e.created_at'), sql`'e'::text`, eb.ref('e.id')], sql`at, src, eid`),
      ),
    )
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit);
}

/** The user's newest notices, in the same columns as `entryNotices`. */
function otherNotices(userId: string, limit: number, cursor: boolean) {
  return qb
    .selectFrom('notifications as n')
    .select((eb) => [
      'n.created_at',
      sql<string>`'n'`.as('src'),
      sql<string | null>`NULL`.as('eid'),
      'n.id as nid',
      'n.kind',
      'n.title',
      'n.body',
      sql<null>`NULL`.as('amount'),
      sql<null>`NULL`.as('currency'),
      sql<null>`NULL`.as('description'),
      sql<null>`NULL`.as('category'),
      sql<string | null>`${eb.ref('n.transaction_id')}::text`.as('transaction_id'),
      eb('n.read_at', 'is not', null).$castTo<boolean>().as('read'),
    ])
    .where('n.user_id', '=', userId)
    .$if(cursor, (q) =>
      q.where((eb) =>
        afterCursor([eb.ref('n.created_at'), sql`'n'::text`, eb.ref('n.id')], sql`at, src, nid`),
      ),
    )
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit);
}

type MergedRow = Row<ReturnType<typeof entryNotices>>;

/**
 * Ledger entries and notices merged, newest first: by created_at, then notices
 * before entries of the same instant, then by id. `limit` rows after the
 * cursor (the caller asks for one more than a page, to know if there are more).
 */
function notificationsQuery(userId: string, page: { limit: number; cursor?: string }) {
  const { limit, cursor } = page;
  const after = Boolean(cursor);
  // Each branch keeps its own ORDER BY and LIMIT, so each sits in parentheses.
  const merged = sql<MergedRow>`(${entryNotices(userId, limit, after)} UNION ALL ${otherNotices(userId, limit, after)})`;
  // `cur` is read only by the branches' raw conditions, so the outer query needs
  // no type for it: with or without the WITH, it is built on the same DB.
  const base = (cursor ? qb.with('cur', () => cursorRow(userId, cursor)) : qb) as QueryCreator<DB>;
  return base
    .selectFrom(merged.as('merged'))
    .select((eb) => [
      sql<string>`coalesce('e' || ${eb.ref('eid')}, ${eb.ref('nid')}::text)`.as('id'),
      'kind',
      'title',
      'body',
      'amount',
      'currency',
      'description',
      'category',
      'transaction_id',
      'read',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('src', 'desc')
    .orderBy('eid', (ob) => ob.desc().nullsLast())
    .orderBy('nid', (ob) => ob.desc().nullsLast())
    .limit(limit);
}

export type NotificationRow = Row<ReturnType<typeof notificationsQuery>>;

export async function selectNotifications(
  db: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<NotificationRow[]> {
  return all(db, notificationsQuery(userId, page));
}

export async function markAllRead(db: Queryable, userId: string) {
  const newest = userEntries(userId).select((eb) => eb.fn.max('e.id').as('max'));
  await run(
    db,
    qb
      .updateTable('profiles as p')
      .set((eb) => ({
        notifications_seen_entry_id: eb.fn('greatest', [
          'p.notifications_seen_entry_id',
          eb.fn.coalesce(newest, sql<string>`0`),
        ]),
      }))
      .where('p.id', '=', userId),
  );
  await run(
    db,
    qb
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null),
  );
}

/** A notice that is not a ledger entry (KYC decision, loan decision). */
export async function insertNotification(
  db: Queryable,
  n: { userId: string; kind: string; title: string; body: string; transactionId?: string },
) {
  await run(
    db,
    qb.insertInto('notifications').values({
      user_id: n.userId,
      kind: n.kind,
      title: n.title,
      body: n.body,
      transaction_id: n.transactionId ?? null,
    }),
  );
}
