import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

/**
 * Every administrator write, appended in the same database transaction as the
 * change. Append-only: a trigger (functions/owo_forbid_change.sql) refuses
 * UPDATE, DELETE and TRUNCATE, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);
