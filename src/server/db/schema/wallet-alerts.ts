import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

/**
 * How far the wallet alerts job (src/server/features/alerts/) has read the
 * ledger: one row. Every entry on a wallet with id <= `floor_id` has had its
 * alert written (or needed none). Entry ids are taken in one order and
 * committed in another, so the job cannot simply remember the highest id it
 * saw: `candidate_id` is the highest id it has read everything up to, as of
 * the snapshot `candidate_snapshot` (a pg_snapshot as text); once every
 * transaction running in that snapshot has ended, nothing can still appear
 * below it, and it becomes the floor. See the job's README section in
 * src/server/features/alerts/alerts.service.ts.
 */
export const walletAlertCursor = pgTable(
  'wallet_alert_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    floorId: bigint('floor_id', { mode: 'number' }).notNull().default(0),
    candidateId: bigint('candidate_id', { mode: 'number' }),
    candidateSnapshot: text('candidate_snapshot'),
    updatedAt: now('updated_at'),
  },
  (t) => [check('wallet_alert_cursor_one_row_chk', sql`${t.id} = 1`)],
);
