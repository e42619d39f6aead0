import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '#shared/lagos-time.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { CSV_HEADER } from './statements.csv.ts';

// GET /api/statements on a real PostgreSQL: the files, what they say, the
// record of each one issued, bad input (400, nothing recorded), no session
// (401), and that one customer's statement never shows another's money.

let f: Awaited<ReturnType<typeof apiFixture>>;
const today = lagosDay();
const DAY = 86_400_000;
const daysAgo = (n: number) => lagosDay(Date.now() - n * DAY);

beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 500_000);
  await f.fund(f.ada.userId, 'NGN', 250_050);
  await f.fund(f.bola.userId, 'NGN', 7_700);
  await f.pool.query(`UPDATE profiles SET full_name = '=Ada Obi' WHERE id = $1`, [f.ada.userId]);
  await f.pool.query(
    `INSERT INTO dedicated_accounts (user_id, status, bank_name, account_number, account_name)
     VALUES ($1, 'active', 'Wema Bank', '9012345678', 'OWO/ADA OBI')`,
    [f.ada.userId],
  );
});

const get = (query: string, cookie: string | null = f.ada.cookie) =>
  f.app.request(`/api/statements?${query}`, { headers: cookie ? { cookie } : {} });

const recorded = async (userId: string) =>
  (
    await f.pool.query(
      `SELECT reference, currency, to_char(period_from, 'YYYY-MM-DD') AS "from",
              to_char(period_to, 'YYYY-MM-DD') AS "to", format, delivery,
              opening_balance::int AS opening, closing_balance::int AS closing,
              money_in::int AS money_in, money_out::int AS money_out, entry_count, issued_at
         FROM statements WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    )
  ).rows;

/** The CSV's facts (two cells a line) and its table. */
async function readStatementCsv(res: Response) {
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(raw.startsWith('\uFEFF')).toBe(true);
  const [head = '', table = ''] = raw.slice(1).split('\r\n\r\n');
  const facts = Object.fromEntries(parse(head) as [string, string][]);
  const [header, ...rows] = parse(table) as string[][];
  return { facts, header, rows };
}

describe('GET /api/statements', () => {
  it('answers the period as a CSV: the facts, then every line with its balance', async () => {
    const res = await get(`currency=NGN&from=${daysAgo(30)}&to=${today}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="owo-statement-NGN-${daysAgo(30)}-to-${today}.csv"`,
    );
    const reference = res.headers.get('x-statement-reference');
    expect(reference).toMatch(/^STM-\d{8}-[0-9A-Z]{10}$/);
    const { facts, header, rows } = await readStatementCsv(res);
    expect(facts).toMatchObject({
      'Statement reference': reference,
      // Text from people cannot run as a spreadsheet formula.
      'Account holder': "'=Ada Obi",
      'Account number': '9012345678 (Wema Bank)',
      Wallet: 'NGN',
      'Opening balance': '0.00',
      'Money in': '7500.50',
      'Money out': '0.00',
      'Closing balance': '7500.50',
      Transactions: '2',
    });
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows.map((r) => r.slice(1).concat())).toEqual([
      ['Test funding', 'Funding', rows[0]![3], 'completed', '5000.00', '', '5000.00', 'NGN'],
      ['Test funding', 'Funding', rows[1]![3], 'completed', '2500.50', '', '7500.50', 'NGN'],
    ]);
    expect(rows[0]![0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
    const [row] = await recorded(f.ada.userId);
    expect(row).toMatchObject({
      reference,
      currency: 'NGN',
      from: daysAgo(30),
      to: today,
      format: 'csv',
      delivery: 'download',
      opening: 0,
      closing: 750_050,
      money_in: 750_050,
      money_out: 0,
      entry_count: 2,
    });
    expect(row.issued_at).toBeInstanceOf(Date);
  });

  it('answers a PDF (the default format), one A4 page for a short period', async () => {
    const res = await get(`currency=NGN&from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="owo-statement-NGN-${today}-to-${today}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Owo statement ${res.headers.get('x-statement-reference')}`);
  });

  it('opens a later period on the balance the ledger had then', async () => {
    const res = await get(`currency=NGN&from=${daysAgo(400)}&to=${daysAgo(40)}&format=csv`);
    const { facts, rows } = await readStatementCsv(res);
    expect([facts['Opening balance'], facts['Closing balance'], rows]).toEqual([
      '0.00',
      '0.00',
      [],
    ]);
  });

  it('shows a customer only their own wallet, whatever the query names', async () => {
    const res = await get(
      `currency=NGN&from=${daysAgo(3)}&to=${today}&format=csv&user_id=${f.ada.userId}`,
      f.bola.cookie,
    );
    const { facts, rows } = await readStatementCsv(res);
    expect(facts['Closing balance']).toBe('77.00');
    expect(facts['Account number']).toBeUndefined();
    expect(rows.map((r) => r[5])).toEqual(['77.00']);
    expect((await recorded(f.bola.userId)).map((r) => r.closing)).toEqual([7_700]);
  });

  it('prints no account number on a foreign-currency statement', async () => {
    const { facts } = await readStatementCsv(
      await get(`currency=USD&from=${today}&to=${today}&format=csv`),
    );
    expect(facts.Wallet).toBe('USD');
    expect(facts['Account number']).toBeUndefined();
  });

  it('refuses bad input with 400 naming the field, and records nothing', async () => {
    const before = (await recorded(f.bola.userId)).length;
    const tomorrow = lagosDay(Date.now() + DAY);
    const cases: [string, string, string][] = [
      [`from=${today}&to=${today}`, 'currency', 'must be one of NGN, USD, CNY'],
      [`currency=EUR&from=${today}&to=${today}`, 'currency', 'must be one of NGN, USD, CNY'],
      [`currency=NGN&to=${today}`, 'from', 'must be a date (YYYY-MM-DD)'],
      [`currency=NGN&from=2026-02-30&to=${today}`, 'from', 'must be a date (YYYY-MM-DD)'],
      [`currency=NGN&from=yesterday&to=${today}`, 'from', 'must be a date (YYYY-MM-DD)'],
      [`currency=NGN&from=${today}&to=${daysAgo(1)}`, 'to', 'must be on or after the start date'],
      [`currency=NGN&from=${daysAgo(366)}&to=${today}`, 'to', 'must be at most 366 days'],
      [`currency=NGN&from=${today}&to=${tomorrow}`, 'to', 'must not be after today'],
      [`currency=NGN&from=${today}&to=${today}&format=xlsx`, 'format', 'must be pdf or csv'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query, f.bola.cookie);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code, query).toBe('VALIDATION_ERROR');
      expect(body.error.message, query).toContain(`${field}: ${message}`);
    }
    // 366 days, both counted, is still one statement.
    expect((await get(`currency=NGN&from=${daysAgo(365)}&to=${today}`, f.bola.cookie)).status).toBe(
      200,
    );
    expect((await recorded(f.bola.userId)).length).toBe(before + 1);
  });

  it('answers 401 without a session', async () => {
    const res = await get(`currency=NGN&from=${today}&to=${today}`, null);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/admin/statements/:reference', () => {
  const lookup = (reference: string, cookie: string) =>
    f.app.request(`/api/admin/statements/${reference}`, { headers: { cookie } });

  it('shows support a statement as it was issued, by its reference', async () => {
    const res = await get(`currency=NGN&from=${daysAgo(1)}&to=${today}&format=csv`);
    const reference = res.headers.get('x-statement-reference')!;
    const found = await lookup(reference.toLowerCase(), f.admin.cookie);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      reference,
      user_id: f.ada.userId,
      currency: 'NGN',
      from: daysAgo(1),
      to: today,
      format: 'csv',
      delivery: 'download',
      opening_balance: 0,
      closing_balance: 750_050,
      money_in: 750_050,
      money_out: 0,
      transaction_count: 2,
    });
    // Customers may not look statements up, theirs included.
    expect((await lookup(reference, f.ada.cookie)).status).toBe(403);
  });

  it('answers 404 for a reference no statement has, and 400 for one that cannot be', async () => {
    expect((await lookup('STM-20260101-0000000000', f.admin.cookie)).status).toBe(404);
    expect((await lookup('OWO-123', f.admin.cookie)).status).toBe(400);
  });
});
