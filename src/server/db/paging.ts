import { type RawBuilder, sql } from 'kysely';
import type { DB } from './types.generated.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RowCursor = {
  /** The table, and its alias in the query (e.g. `bills`, `b`). */
  table: string;
  alias: string;
  /** The id of the previous page's last row. */
  cursor: string | undefined;
  /** The query's parameters; the cursor is pushed onto them. */
  params: unknown[];
  /** The ids are uuids: a cursor that is not one names no row (an empty page, not a 500). */
  uuid?: boolean;
  /** A user's own list: the cursor row must be theirs (the placeholder of their id, e.g. `$1`). */
  owner?: string;
};

/**
 * Keyset paging, newest first, on (created_at, id) compared as the columns'
 * own types: the condition that keeps the rows after the cursor row, or null
 * without a cursor. The query orders by `alias.created_at DESC, alias.id DESC`
 * (qualified, so never by a text alias of the id). A cursor that names no row
 * gives an empty page.
 */
export function rowsAfter({ table, alias, cursor, params, uuid, owner }: RowCursor): string | null {
  if (!cursor) return null;
  if (uuid && !UUID.test(cursor)) return 'false';
  params.push(cursor);
  const mine = owner ? ` AND user_id = ${owner}` : '';
  return `(${alias}.created_at, ${alias}.id) < (SELECT created_at, id FROM ${table} WHERE id = $${params.length}${mine})`;
}

/**
 * `rowsAfter` for the query builder: the condition keeping the rows after the
 * cursor row of `table` (aliased `alias` in the query), which orders by
 * `alias.created_at DESC, alias.id DESC`. True without a cursor; false for a
 * cursor that cannot name a row.
 */
export function keysetAfter(
  table: keyof DB & string,
  alias: string,
  cursor: string | undefined,
  { uuid = false, owner }: { uuid?: boolean; owner?: string } = {},
): RawBuilder<boolean> {
  if (!cursor) return sql<boolean>`true`;
  if (uuid && !UUID.test(cursor)) return sql<boolean>`false`;
  const mine = owner === undefined ? sql.raw('') : sql` AND user_id = ${owner}`;
  return sql<boolean>`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (SELECT created_at, id FROM ${sql.table(table)} WHERE id = ${cursor}${mine})`;
}

/** `rowsAfter` as an `AND …` to append to a WHERE, or nothing. */
export function afterRow(page: RowCursor): string {
  const condition = rowsAfter(page);
  return condition ? `AND ${condition}` : '';
}

/**
 * Keyset paging, newest first, on a bigint id: the condition that keeps the
 * ids below the cursor, compared as numbers. `column` is qualified
 * (`e.id`), as the ORDER BY must be: a bare `id` there would sort by a
 * `id::text AS id` output column, as text (…, 90, 9, 89, …).
 */
export function belowId(column: string, placeholder: string): string {
  return `${column} < ${placeholder}::bigint`;
}

/** The page out of `limit + 1` rows read: the first `limit`, and whether there are more. */
export function pageRows<T>(rows: T[], limit: number): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** The next page's cursor: the last row's id when there are more, else null. */
export function nextCursor(rows: readonly { id: string }[], more: boolean): string | null {
  return more ? (rows.at(-1)?.id ?? null) : null;
}
