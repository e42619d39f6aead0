import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { AWKWARD, FORMULA, getCsv, lastExport, readCsv } from '#test/support/csv-export.ts';

// format=csv on the customers' requests the back office works through:
// withdrawals, bills, RMB purchases, airtime to cash and loans. The rows are
// written straight into the tables (an export only reads them): one of Ada's
// (a Yoruba name with a comma, quotes and a line break) and one of Bola's (a
// name that is a formula), each list filtered as its page filters it.

let f: Awaited<ReturnType<typeof apiFixture>>;

const sql = (text: string, values: unknown[]) => f.pool.query(text, values);
const key = () => randomUUID();

beforeAll(async () => {
  f = await apiFixture();
  await sql('UPDATE profiles SET full_name = $2 WHERE id = $1', [f.ada.userId, AWKWARD]);
  await sql('UPDATE profiles SET full_name = $2 WHERE id = $1', [f.bola.userId, FORMULA]);
  // Each request row names a ledger transaction of its own (a test funding).
  const tx = async () => (await f.fund(f.ada.userId, 'NGN', 100)).transaction.id;
  for (const [user, status, name] of [
    [f.ada.userId, 'pending', AWKWARD],
    [f.bola.userId, 'completed', '+2348012345678'],
  ] as const) {
    await sql(
      `INSERT INTO withdrawals (user_id, amount, fee, reference, idempotency_key, request_hash,
         transaction_id, bank_code, bank_name, account_number, account_name, status)
       VALUES ($1, 150050, 5000, $2, $3, 'h', $4, '058', 'GTBank', '0123456789', $5, $6)`,
      [user, `WD-${key()}`, key(), await tx(), name, status],
    );
    await sql(
      `INSERT INTO bills (user_id, service, amount, title, request_id, idempotency_key, request_hash,
         transaction_id, service_id, status)
       VALUES ($1, 'airtime', 10000, $2, $3, $4, 'h', $5, 'mtn', $6)`,
      [
        user,
        `MTN airtime for ${name}`,
        key(),
        key(),
        await tx(),
        status === 'pending' ? 'pending' : 'delivered',
      ],
    );
    await sql(
      `INSERT INTO rmb_purchases (user_id, platform, naira_amount, rmb_amount, exchange_rate, reference,
         idempotency_key, request_hash, transaction_id, recipient_id, full_name, status)
       VALUES ($1, 'alipay', 2100000, 10000, 0.0047619, $2, $3, 'h', $4, 'alipay-1', $5, $6)`,
      [user, `RMB-${key()}`, key(), await tx(), name, status],
    );
    await sql(
      `INSERT INTO airtime_cash_requests (user_id, network, amount, fee_percentage, fee_amount,
         net_amount, phone, ussd_code, status)
       VALUES ($1, 'MTN', 100000, 20, 20000, 80000, '08012345678', '*600*****#', $2)`,
      [user, status === 'pending' ? 'pending' : 'completed'],
    );
    await sql(
      `INSERT INTO loan_applications (id, user_id, loan_type, amount_requested, duration_months,
         use_of_funds, personal_info, business_info, declaration, status)
       VALUES ($1, $2, 'operational-capital', 50000000, 3, $3, $4, $5, '{}', $6)`,
      [
        `LN-${key().slice(0, 8)}`,
        user,
        `Stock for ${name}`,
        JSON.stringify({ full_name: name, bvn: '22222222222', state: 'Lagos' }),
        JSON.stringify({
          business_name: `${name} Ventures`,
          business_type: 'sole',
          cac_number: 'BN1',
        }),
        status === 'pending' ? 'pending' : 'repaid',
      ],
    );
  }
});

const json = async (path: string) => {
  const res = await f.call('GET', path, { cookie: f.admin.cookie });
  expect(res.status).toBe(200);
  return res.json.items as { id: string }[];
};

const lists = [
  {
    path: '/api/admin/withdrawals',
    list: 'withdrawals',
    id: 'Withdrawal id',
    name: 'User name',
    amount: ['Amount', '1500.50', 'NGN'],
  },
  {
    path: '/api/admin/bills',
    list: 'bills',
    id: 'Bill id',
    name: 'User name',
    amount: ['Amount', '100.00', 'NGN'],
  },
  {
    path: '/api/admin/rmb',
    list: 'rmb',
    id: 'Purchase id',
    name: 'Recipient name',
    amount: ['RMB amount', '100.00', 'CNY'],
  },
  {
    path: '/api/admin/airtime-cash',
    list: 'airtime-cash',
    id: 'Request id',
    name: 'User name',
    amount: ['Net amount', '800.00', 'NGN'],
  },
  {
    path: '/api/admin/loans',
    list: 'loans',
    id: 'Loan id',
    name: 'Applicant name',
    amount: ['Amount requested', '500000.00', 'NGN'],
  },
] as const;

describe.each(lists)('GET $path?format=csv', ({ path, list, id, name, amount }) => {
  it('has the JSON list’s rows in its order, names intact, formulas neutralised', async () => {
    const items = await json(`${path}?limit=100`);
    expect(items).toHaveLength(2);
    const res = await getCsv(f.app, `${path}?format=csv&limit=1`, f.admin.cookie);
    const file = await readCsv(res, list);
    expect(file.rows.map((r) => r[id])).toEqual(items.map((i) => i.id));
    const names = file.rows.map((r) => r[name]);
    expect(names).toContain(AWKWARD);
    expect(names.some((n) => n?.startsWith("'=HYPERLINK") || n === "'+2348012345678")).toBe(true);
    const [column, value, currency] = amount;
    expect(file.rows[0]?.[column]).toBe(value);
    expect(file.rows[0]?.[`${column} currency`]).toBe(currency);
  });

  it('filters as the JSON list does, and audits the export with the filter', async () => {
    const items = await json(`${path}?status=pending`);
    expect(items).toHaveLength(1);
    const file = await readCsv(
      await getCsv(f.app, `${path}?status=pending&format=csv`, f.admin.cookie),
      list,
    );
    expect(file.rows.map((r) => r[id])).toEqual(items.map((i) => i.id));
    const audit = await lastExport(f.pool, list);
    expect(audit?.actor_id).toBe(f.admin.userId);
    expect(audit?.after).toEqual({ list, format: 'csv', filters: { status: 'pending' } });
  });
});
