import { parse } from 'csv-parse/sync';
import type pg from 'pg';
import { expect } from 'vitest';

// Test support for the admin lists' CSV exports (format=csv): reading a
// download as Excel would, and the audit row each export leaves.

/** Names that must come through intact: Yoruba tone marks and dots below, a comma, quotes, a line break. */
export const YORUBA = 'Adébáyọ̀ Ọládélé';
export const AWKWARD = `${YORUBA}, "Ọmọ"\nÌbàdàn`;
/** A name a spreadsheet would run as a formula. */
export const FORMULA = '=HYPERLINK("http://evil.example","₦ click")';

type Requesting = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export type Csv = { header: string[]; rows: Record<string, string>[]; raw: string };

/**
 * Checks the download's framing (type, attachment and file name, BOM, CRLF
 * records) and parses it as RFC 4180.
 */
export async function readCsv(res: Response, list: string): Promise<Csv> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="owo-${list}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(raw.startsWith('\uFEFF')).toBe(true);
  const text = raw.slice(1);
  // Every record ends with CRLF (a bare LF only ever inside a quoted cell).
  expect(text.endsWith('\r\n')).toBe(true);
  const records = parse(text, { record_delimiter: '\r\n' }) as string[][];
  const [header = [], ...body] = records;
  for (const r of body) expect(r.length).toBe(header.length);
  return {
    header,
    raw: text,
    rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))),
  };
}

/** GET a list as CSV with the session cookie. */
export const getCsv = (app: Requesting, path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { cookie } : {} });

/** The newest export audit row of `list`. */
export async function lastExport(pool: pg.Pool, list: string) {
  const { rows } = await pool.query<{ actor_id: string; after: Record<string, unknown> }>(
    `SELECT actor_id, after FROM audit_log WHERE action = 'export.csv' AND target_id = $1
     ORDER BY id DESC LIMIT 1`,
    [list],
  );
  return rows[0];
}

export const countExports = async (pool: pg.Pool) =>
  Number(
    (await pool.query(`SELECT count(*) AS n FROM audit_log WHERE action = 'export.csv'`)).rows[0].n,
  );
