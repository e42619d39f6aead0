import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

// Every timestamp is timestamptz, read as a Date.
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const now = (name: string) => ts(name).notNull().defaultNow();

/** PostgreSQL's 64-bit transaction id (drizzle has no column for it), read as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The id of the (top-level) transaction that wrote the row, even from inside a subtransaction:
 * `pg_visible_in_snapshot(xact, s)` says whether it had committed when snapshot `s` was taken.
 */
export const writtenBy = (name: string) => xid8(name).notNull().default(sql`pg_current_xact_id()`);
