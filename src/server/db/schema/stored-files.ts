import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';

/** PostgreSQL's bytea (drizzle 0.45 has no column for it); node-postgres reads it as a Buffer. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Private files kept in the database (STORAGE=postgres): every app process
 * sees them, and they are in the database's backups. A key is written once.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    body: bytea('body').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [check('stored_files_size', sql`${t.size} = octet_length(${t.body})`)],
);
