import type { Pool } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { belowId } from '#server/db/paging.ts';
import type { AuditQuery } from '#shared/schemas/audit.ts';

export type AuditRow = {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  target_email: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};

/** A bare date ends at the end of that day (UTC), so `to=2026-11-23` includes the 23rd. */
const endOf = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : to);

const UUID = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;
/** The user a row of `table` (uuid ids) belongs to, when the target id is one of its ids. */
const ownerIn = (table: string) =>
  `CASE WHEN page.target_id ~ ${UUID}
        THEN (SELECT user_id FROM ${table} WHERE id = page.target_id::uuid) END`;

/**
 * The customer an audit row is about: the user itself, the wallet's owner
 * (`<user id>:<currency>`), or the owner of the withdrawal, bill, loan, RMB
 * purchase or airtime-to-cash request. Rates and gift cards have none.
 */
const TARGET_USER = `CASE page.target_type
    WHEN 'user' THEN page.target_id
    WHEN 'wallet' THEN split_part(page.target_id, ':', 1)
    WHEN 'withdrawal' THEN ${ownerIn('withdrawals')}
    WHEN 'bill' THEN ${ownerIn('bills')}
    WHEN 'rmb_purchase' THEN ${ownerIn('rmb_purchases')}
    WHEN 'airtime_cash' THEN ${ownerIn('airtime_cash_requests')}
    WHEN 'loan' THEN (SELECT user_id FROM loan_applications WHERE id = page.target_id)
  END`;

/**
 * The audit log, newest first, keyset-paged on the id as a number. The action
 * filter is words, each to be found in the action ("withdrawal approve" finds
 * `withdrawal.approve`). The page is chosen first, then joined to the
 * customer each of its rows is about.
 */
export async function selectAudit(pool: Pool, query: AuditQuery): Promise<AuditRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const word of query.action?.split(/\s+/).filter(Boolean) ?? [])
    where.push(`a.action ILIKE ${add(containsPattern(word))}`);
  if (query.actor) where.push(`a.actor_email ILIKE ${add(containsPattern(query.actor))}`);
  if (query.target_type) where.push(`a.target_type = ${add(query.target_type)}`);
  if (query.target_id) where.push(`a.target_id = ${add(query.target_id)}`);
  if (query.from) where.push(`a.created_at >= ${add(query.from)}::timestamptz`);
  if (query.to) where.push(`a.created_at <= ${add(endOf(query.to))}::timestamptz`);
  if (query.cursor) where.push(belowId('a.id', add(query.cursor)));
  const limit = add(query.limit + 1);
  const { rows } = await pool.query<AuditRow>(
    `WITH page AS (
       SELECT a.* FROM audit_log a
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY a.id DESC
        LIMIT ${limit}
     ), targeted AS (
       SELECT page.*, ${TARGET_USER} AS target_user FROM page
     )
     SELECT x.id::text AS id, x.actor_id, x.actor_email, x.action, x.target_type, x.target_id,
            coalesce(nullif(p.full_name, ''), u.name) AS target_name, u.email AS target_email,
            x.before, x.after, x.created_at
       FROM targeted x
       LEFT JOIN users u ON u.id = x.target_user
       LEFT JOIN profiles p ON p.id = u.id
      ORDER BY x.id DESC`,
    params,
  );
  return rows;
}
