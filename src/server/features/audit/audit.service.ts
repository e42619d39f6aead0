import type pg from 'pg';
import type { Pool } from '#server/db/client.ts';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import { qb, run } from '#server/db/query.ts';
import type { AuditPage, AuditQuery } from '#shared/schemas/audit.ts';
import { selectAudit } from './audit.queries.ts';

/** What an administrator did, to what, and the record before and after. */
export type AuditEntry = {
  actorId: string;
  /** e.g. `user.status`, `user.role`, `kyc.decision`, `wallet.credit`, `gift_cards.create`. */
  action: string;
  /** e.g. `user`, `wallet`, `gift_card`, `exchange_rate`, `airtime_rate`. */
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
};

/**
 * JSON that PostgreSQL's jsonb accepts: a text with a lone surrogate (which
 * JavaScript strings may hold, and JSON.stringify writes as `\ud800`) has it
 * replaced by U+FFFD, as the text columns' UTF-8 encoding does.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function toJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v,
  );
}

/**
 * Appends one audit row on the caller's connection, so it commits or rolls
 * back with the change it records. The actor's e-mail is copied in: the row
 * must still say who it was if the account changes later.
 */
export async function appendAudit(client: pg.PoolClient, entry: AuditEntry): Promise<void> {
  await run(
    client,
    qb.insertInto('audit_log').values((eb) => ({
      actor_id: entry.actorId,
      // The row must still say who it was if the account changes later.
      actor_email: eb.fn.coalesce(
        eb.selectFrom('users').select('email').where('id', '=', entry.actorId),
        eb.val(entry.actorId),
      ),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: toJson(entry.before),
      after: toJson(entry.after),
    })),
  );
}

/** The audit log for the back office, newest first. */
export async function listAudit(pool: Pool, query: AuditQuery): Promise<AuditPage> {
  const { rows, more } = pageRows(await selectAudit(pool, query), query.limit);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    next_cursor: nextCursor(rows, more),
  };
}
