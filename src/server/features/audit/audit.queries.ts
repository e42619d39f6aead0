import type { Pool } from '#server/db/client.ts';
import type { AuditQuery } from '#shared/schemas/audit.ts';

export type AuditRow = {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** A bare date ends at the end of that day (UTC), so `to=2026-11-23` includes the 23rd. */
const endOf = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : to);

/** The audit log, newest first, keyset-paged on the id. */
export async function selectAudit(pool: Pool, query: AuditQuery): Promise<AuditRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.action) where.push(`action = ${add(query.action)}`);
  if (query.actor) where.push(`actor_email ILIKE ${add(likePattern(query.actor))}`);
  if (query.target_type) where.push(`target_type = ${add(query.target_type)}`);
  if (query.target_id) where.push(`target_id = ${add(query.target_id)}`);
  if (query.from) where.push(`created_at >= ${add(query.from)}::timestamptz`);
  if (query.to) where.push(`created_at <= ${add(endOf(query.to))}::timestamptz`);
  if (query.cursor) where.push(`id < ${add(query.cursor)}`);
  const limit = add(query.limit + 1);
  const { rows } = await pool.query<AuditRow>(
    `SELECT id::text AS id, actor_id, actor_email, action, target_type, target_id, before, after,
            created_at
       FROM audit_log
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY id DESC
      LIMIT ${limit}`,
    params,
  );
  return rows;
}
