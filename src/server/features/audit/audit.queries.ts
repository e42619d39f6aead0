import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, type Queryable, qb, type Row } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import type { AuditQuery } from '#shared/schemas/audit.ts';

// Lagos has no daylight saving: a day there is always UTC+01:00.
/** A bare date starts at the start of that day in Lagos. */
const startOf = (from: string) => (from.length === 10 ? `${from}T00:00:00+01:00` : from);
/** A bare date ends at the end of that day in Lagos, so `to=2026-11-23` includes the 23rd. */
const endOf = (to: string) => (to.length === 10 ? `${to}T23:59:59.999+01:00` : to);

type Page = DB & { page: DB['audit_log'] };
type OwnedTable = 'withdrawals' | 'bills' | 'rmb_purchases' | 'airtime_cash_requests';

/** The user a row of `table` (uuid ids) belongs to, when the target id is one of its ids. */
const ownerIn = (eb: ExpressionBuilder<Page, 'page'>, table: OwnedTable) =>
  eb
    .case()
    .when(
      sql<boolean>`${eb.ref('page.target_id')} ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`,
    )
    .then(
      eb
        .selectFrom(table)
        .select('user_id')
        .where(sql<boolean>`id = ${eb.ref('page.target_id')}::uuid`),
    )
    .end();

/**
 * The customer an audit row is about: the user itself, the wallet's owner
 * (`<user id>:<currency>`), or the owner of the withdrawal, bill, loan, RMB
 * purchase or airtime-to-cash request. Rates and gift cards have none.
 */
const targetUser = (eb: ExpressionBuilder<Page, 'page'>) =>
  eb
    .case('page.target_type')
    .when('user')
    .then(eb.ref('page.target_id'))
    .when('wallet')
    .then(sql<string>`split_part(${eb.ref('page.target_id')}, ':', 1)`)
    .when('withdrawal')
    .then(ownerIn(eb, 'withdrawals'))
    .when('bill')
    .then(ownerIn(eb, 'bills'))
    .when('rmb_purchase')
    .then(ownerIn(eb, 'rmb_purchases'))
    .when('airtime_cash')
    .then(ownerIn(eb, 'airtime_cash_requests'))
    .when('loan')
    .then(
      eb
        .selectFrom('loan_applications')
        .select('user_id')
        .whereRef('loan_applications.id', '=', 'page.target_id'),
    )
    .end();

/**
 * The audit log, newest first, keyset-paged on the id as a number. The action
 * filter is words, each to be found in the action ("withdrawal approve" finds
 * `withdrawal.approve`). The page is chosen first, then joined to the
 * customer each of its rows is about.
 */
function auditPage(query: Omit<AuditQuery, 'limit'>, limit?: number) {
  let page = qb.selectFrom('audit_log as a').selectAll('a').orderBy('a.id', 'desc');
  if (limit !== undefined) page = page.limit(limit);
  for (const word of query.action?.split(/\s+/).filter(Boolean) ?? [])
    page = page.where('a.action', 'ilike', containsPattern(word));
  if (query.actor) page = page.where('a.actor_email', 'ilike', containsPattern(query.actor));
  if (query.target_type) page = page.where('a.target_type', '=', query.target_type);
  if (query.target_id) page = page.where('a.target_id', '=', query.target_id);
  if (query.from) page = page.where('a.created_at', '>=', new Date(startOf(query.from)));
  if (query.to) page = page.where('a.created_at', '<=', new Date(endOf(query.to)));
  if (query.cursor) page = page.where('a.id', '<', query.cursor);
  return qb
    .with('page', () => page)
    .with('targeted', (db) =>
      db
        .selectFrom('page')
        .selectAll('page')
        .select((eb) => targetUser(eb).as('target_user')),
    )
    .selectFrom('targeted as x')
    .leftJoin('users as u', 'u.id', 'x.target_user')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select((eb) => [
      sql<string>`${eb.ref('x.id')}::text`.as('id'),
      'x.actor_id',
      'x.actor_email',
      'x.action',
      'x.target_type',
      'x.target_id',
      sql<string | null>`coalesce(nullif(${eb.ref('p.full_name')}, ''), ${eb.ref('u.name')})`.as(
        'target_name',
      ),
      'u.email as target_email',
      'x.before',
      'x.after',
      'x.created_at',
    ])
    .orderBy('x.id', 'desc');
}

export type AuditRow = Row<ReturnType<typeof auditPage>>;

export async function selectAudit(pool: Queryable, query: AuditQuery): Promise<AuditRow[]> {
  return all(pool, auditPage(query, query.limit + 1));
}

/** Every audit row the filters match, newest first, unpaged (the CSV export). */
export const auditExportQuery = (query: Omit<AuditQuery, 'limit' | 'cursor'>) => auditPage(query);
