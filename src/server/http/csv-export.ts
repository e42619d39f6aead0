import { z } from '@hono/zod-openapi';
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { Row } from '#server/db/query.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import type { Currency } from '#shared/constants.ts';
import { toMajorString } from '#shared/money.ts';
import type { AppEnv } from './context.ts';
import { readReport } from './report-reads.ts';

// Every admin list answers `format=csv` with the whole list under the same
// filters: read from PostgreSQL through a server-side cursor a batch at a time
// and written out as the client takes it, so a million rows need the memory
// of one batch. UTF-8 with a BOM (Excel then reads ₦ and accented names right),
// RFC 4180 (CRLF, quotes doubled), amounts as decimals beside their currency,
// times in Lagos time. Each export writes one audit row before its first row
// leaves.

/** Rows read from the cursor at a time: the most the process holds of an export. */
export const EXPORT_BATCH = 500;

/** `format` on an admin list's query: JSON (the default) or the whole list as CSV. */
export const exportFormat = {
  format: z.enum(['json', 'csv']).optional().openapi({
    description:
      '`csv`: the whole list with the same filters, unpaged, as a CSV download (UTF-8 with BOM)',
  }),
};

/** An admin list's success answer: the page as JSON, or with `format=csv` the whole list as CSV. */
export const jsonOrCsv = <T>(schema: T, description = 'OK') => ({
  description,
  content: {
    'application/json': { schema },
    'text/csv': { schema: z.string().openapi({ format: 'binary' }) },
  },
});

/**
 * One cell. Text from people (names, descriptions, references) is `text`, and
 * neutralised against formula injection; figures and times the server writes
 * are `raw`.
 */
export type Cell = string | number | boolean | null | undefined;
export type CsvColumn<T> = {
  header: string;
  value: (item: T) => Cell;
  /** A figure, date or code the server wrote itself: never taken for a formula (amounts may be negative). */
  raw?: boolean;
};

/** A cell starting like a formula, per OWASP's "CSV Injection": = + - @ tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to text a spreadsheet would take for a formula. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const cellText = (v: Cell) => (v === null || v === undefined ? '' : String(v));

/** 150050 -> "1500.50": the amount as a decimal; its currency has a column of its own. */
export const decimal = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : toMajorString(minor);

const LAGOS_OFFSET_MS = 60 * 60 * 1000; // UTC+01:00 all year: Lagos has no daylight saving.

/** An ISO instant as Lagos wall time, "2026-11-27 09:05:00", which spreadsheets read as a date. */
export function lagosTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** Today's date in Lagos, for the file's name. */
const lagosToday = () => lagosTime(new Date().toISOString()).slice(0, 10);

/** The columns of an amount: the decimal and its currency. */
export const money = <T>(
  header: string,
  amount: (item: T) => number | null | undefined,
  currency: (item: T) => Currency | string,
): CsvColumn<T>[] => [
  { header, value: (i) => decimal(amount(i)), raw: true },
  { header: `${header} currency`, value: currency, raw: true },
];

/** A time column, named as Lagos time. */
export const time = <T>(header: string, at: (item: T) => string | null | undefined) => ({
  header: `${header} (Lagos time)`,
  value: (i: T) => lagosTime(at(i)),
  raw: true,
});

export type CsvExport<Q extends Compilable, T> = {
  /** The list's name, in the file's name and the audit row: `withdrawals`, `audit-log`. */
  list: string;
  /** The filters as the request gave them (without paging): recorded in the audit row. */
  filters: Record<string, unknown>;
  /** The list's own query with the same filters, in the list's order, unpaged. */
  query: Q;
  /** The row as the JSON list shows it. */
  toItem: (row: Row<Q>) => T;
  columns: CsvColumn<T>[];
};

type Opened<R> = { client: pg.PoolClient; cursor: Cursor<R>; first: R[] };

/** A connection with the query's cursor open and its first batch read (so a dead replica fails here). */
async function openCursor<R>(pool: pg.Pool, text: string, values: unknown[]): Promise<Opened<R>> {
  const client = await pool.connect();
  try {
    const cursor = client.query(new Cursor<R>(text, values));
    const first = await cursor.read(EXPORT_BATCH);
    return { client, cursor, first };
  } catch (e) {
    client.release(e instanceof Error ? e : true);
    throw e;
  }
}

const filtersOf = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([k, v]) => v !== undefined && v !== '' && !['format', 'limit', 'cursor'].includes(k),
    ),
  );

/**
 * Answers an admin list's `format=csv`: audits the export, then streams the
 * rows. The query runs on the read replica when the lists do (readReport),
 * falling back to the primary when the replica fails before the first batch.
 * The stream pulls a batch only when the client has taken the last one, and a
 * client that goes away closes the cursor and gives the connection back.
 */
export async function csvExport<Q extends Compilable, T>(
  c: Context<AppEnv>,
  spec: CsvExport<Q, T>,
): Promise<Response> {
  const { sql, parameters } = spec.query.compile();
  const opened = await readReport(c, (pool) =>
    openCursor<Row<Q>>(pool, sql, parameters as unknown[]),
  );
  const { client, cursor } = opened;
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  const filters = filtersOf(spec.filters);
  try {
    await inTransaction(c.var.deps.pool, (tx) =>
      appendAudit(tx, {
        actorId: c.var.user.id,
        action: 'export.csv',
        targetType: 'export',
        targetId: spec.list,
        before: null,
        after: { list: spec.list, format: 'csv', filters },
      }),
    );
  } catch (e) {
    await cursor.close().catch(() => undefined);
    release();
    throw e;
  }

  const encoder = new TextEncoder();
  const headerLine = stringify([spec.columns.map((col) => col.header)], {
    record_delimiter: 'windows',
  });
  const lines = (rows: Row<Q>[]) =>
    rows.length === 0
      ? ''
      : stringify(
          rows.map((row) => {
            const item = spec.toItem(row);
            return spec.columns.map((col) => {
              const text = cellText(col.value(item));
              return col.raw ? text : neutralise(text);
            });
          }),
          { record_delimiter: 'windows' },
        );

  let pending: Row<Q>[] | null = opened.first;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (pending) {
            // The BOM, the header and the batch read before the answer began.
            const first = pending;
            pending = null;
            controller.enqueue(encoder.encode(`\uFEFF${headerLine}${lines(first)}`));
            if (first.length < EXPORT_BATCH) {
              await cursor.close();
              release();
              controller.close();
            }
            return;
          }
          const rows = await cursor.read(EXPORT_BATCH);
          if (rows.length > 0) controller.enqueue(encoder.encode(lines(rows)));
          if (rows.length < EXPORT_BATCH) {
            await cursor.close();
            release();
            controller.close();
          }
        } catch (e) {
          c.var.deps.log.error({ err: e, list: spec.list }, 'CSV export failed mid-stream');
          release(e instanceof Error ? e : new Error(String(e)));
          controller.error(e);
        }
      },
      async cancel() {
        // The client went away: end the query and give the connection back.
        await cursor.close().catch(() => undefined);
        release();
      },
    },
    { highWaterMark: 1 },
  );

  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="owo-${spec.list}-${lagosToday()}.csv"`,
    'Cache-Control': 'private, no-store',
  });
}
