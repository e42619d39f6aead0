import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

// Every paged list, walked page by page past 100 rows: each row exactly once,
// newest first. Rows are seeded straight in SQL; pairs of them share a
// created_at, so the id has to break the tie the same way in the ORDER BY and
// in the cursor. Lists keyed on a bigint id get ids past 99, where an order
// by the id's text (…, 90, 9, 89, …) skips and repeats rows.

const ROWS = 120;
/** Row `g`'s created_at: a second apart, two rows to each instant, row 1 the newest. */
const at = (g = 'g') => `now() - (${g} / 2) * interval '1 second'`;

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

type Item = { id: string; created_at: string };

/** Every page of `path`, `limit` rows at a time, following next_cursor to the end. */
async function walk(path: string, cookie: string, limit: number) {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const sep = path.includes('?') ? '&' : '?';
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await f.call('GET', `${path}${sep}limit=${limit}${after}`, { cookie });
    expect(res.status, `${path} page ${pages + 1}: ${JSON.stringify(res.json)}`).toBe(200);
    expect(res.json.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.json.items);
    cursor = res.json.next_cursor;
    if (!cursor) return items;
  }
  throw new Error(`${path} never reached its last page`);
}

/** The ids, newest first, by the columns themselves (never a text alias). */
async function idsInOrder(sql: string, params: unknown[] = []) {
  const { rows } = await f.pool.query<{ id: string | number }>(sql, params);
  return rows.map((r) => String(r.id));
}

/** Walks the list and checks it against `expected`, and that the times never go up. */
async function expectWalk(path: string, cookie: string, expected: string[], limit = 25) {
  expect(expected.length).toBeGreaterThan(100);
  const items = await walk(path, cookie, limit);
  const ids = items.map((i) => i.id);
  expect(new Set(ids).size, 'no row twice').toBe(ids.length);
  expect(ids).toEqual(expected);
  const times = items.map((i) => Date.parse(i.created_at));
  for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1]!);
}

const byNumberDesc = (ids: string[]) =>
  [...ids].sort((a, b) => (BigInt(b) > BigInt(a) ? 1 : BigInt(b) < BigInt(a) ? -1 : 0));

/**
 * Ledger transactions to hold each seeded request's money (no entries: nothing
 * moves), counted in the running totals as a posting would (the ledger check
 * at the end recounts them).
 */
const holds = (prefix: string, userId = '$1', rows = ROWS) =>
  `t AS (INSERT INTO ledger_transactions (kind, category, reference, user_id, status)
          SELECT 'test', 'test', '${prefix}-' || g, ${userId}, 'pending'
            FROM generate_series(1, ${rows}) g
         RETURNING id, reference, split_part(reference, '-', 2)::int AS g),
   counted AS (INSERT INTO ledger_status_totals AS s (status, shard, transactions)
               VALUES ('pending', 0, ${rows})
               ON CONFLICT (status, shard) DO UPDATE SET transactions = s.transactions + ${rows})`;

describe('every paged list walks past 100 rows, each row once, newest first', () => {
  it('the audit log (bigint id, compared as a number)', async () => {
    await f.pool.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, created_at)
       SELECT $1, 'pager@example.com', 'user.status', 'user', $1, now() - (${ROWS} - g) * interval '1 second'
         FROM generate_series(1, ${ROWS}) g`,
      [f.admin.userId],
    );
    const expected = byNumberDesc(await idsInOrder('SELECT id FROM audit_log'));
    expect(expected.some((id) => id.length > 2)).toBe(true);
    await expectWalk('/api/admin/audit-log', f.admin.cookie, expected);
    await expectWalk(
      '/api/admin/audit-log?actor=pager',
      f.admin.cookie,
      expected.slice(0, ROWS),
      7,
    );
  });

  it('a user’s transactions and every user’s wallet transactions (bigint entry id)', async () => {
    // One after another: of concurrent postings, the later id may carry the earlier time.
    for (let i = 0; i < ROWS; i++) await f.fund(f.ada.userId, 'NGN', 100);
    const mine = byNumberDesc(
      await idsInOrder(
        `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.user_id = $1`,
        [f.ada.userId],
      ),
    );
    await expectWalk('/api/transactions', f.ada.cookie, mine);
    const everyone = byNumberDesc(
      await idsInOrder(
        `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.user_id IS NOT NULL`,
      ),
    );
    await expectWalk('/api/admin/transactions', f.admin.cookie, everyone);
    // A search takes another query (one branch per column searched).
    await expectWalk('/api/admin/transactions?q=test%20funding', f.admin.cookie, mine);
  });

  it('the users list (created_at and id)', async () => {
    await f.pool.query(
      `INSERT INTO users (id, name, email, email_verified)
       SELECT 'pager-' || g, 'Pager ' || g, 'pager-' || g || '@example.com', true
         FROM generate_series(1, ${ROWS}) g`,
    );
    // The sign-up trigger gave them one created_at; spread them, two to each instant.
    await f.pool.query(
      `UPDATE profiles SET created_at = now() - (split_part(id, '-', 2)::int / 2) * interval '1 second'
        WHERE id LIKE 'pager-%'`,
    );
    const expected = await idsInOrder(
      'SELECT p.id FROM profiles p ORDER BY p.created_at DESC, p.id DESC',
    );
    await expectWalk('/api/admin/users', f.admin.cookie, expected);
  });

  // A customer's own list and the back office's list of the same rows, seeded
  // for Ada by `insert` ($1 her id; `g` or `t.g` the row number, see holds).
  const ownedLists: [
    name: string,
    table: string,
    path: string,
    adminPath: string,
    insert: string,
  ][] = [
    [
      'bills',
      'bills',
      '/api/bills',
      '/api/admin/bills',
      `WITH ${holds('PGBILL')}
         INSERT INTO bills (user_id, service, amount, title, request_id, idempotency_key,
                            request_hash, transaction_id, service_id, phone, created_at)
         SELECT $1, 'airtime', 10000, 'MTN Airtime', t.reference, t.reference, 'x', t.id, 'mtn',
                '08031234567', ${at('t.g')} FROM t`,
    ],
    [
      'withdrawals',
      'withdrawals',
      '/api/withdrawals',
      '/api/admin/withdrawals',
      `WITH ${holds('PGWD')}
         INSERT INTO withdrawals (user_id, amount, fee, reference, idempotency_key, request_hash,
                                  transaction_id, bank_code, bank_name, account_number, created_at)
         SELECT $1, 100000, 5000, 'pg-withdrawal-ref-' || t.g, t.reference, 'x', t.id, '058',
                'GTBank', '0123456789', ${at('t.g')} FROM t`,
    ],
    [
      'RMB purchases',
      'rmb_purchases',
      '/api/rmb',
      '/api/admin/rmb',
      `WITH ${holds('PGRMB')}
         INSERT INTO rmb_purchases (user_id, platform, naira_amount, rmb_amount, exchange_rate,
                                    reference, idempotency_key, request_hash, transaction_id,
                                    recipient_id, full_name, created_at)
         SELECT $1, 'alipay', 2000000, 10000, 0.005, t.reference, t.reference, 'x', t.id,
                'ada@alipay', 'Ada Obi', ${at('t.g')} FROM t`,
    ],
    [
      'airtime to cash requests',
      'airtime_cash_requests',
      '/api/airtime-cash',
      '/api/admin/airtime-cash',
      `INSERT INTO airtime_cash_requests (user_id, network, amount, fee_percentage, fee_amount,
                                            net_amount, phone, ussd_code, created_at)
         SELECT $1, 'MTN', 100000, 10, 10000, 90000, '08031234567', '*600*****#', ${at()}
           FROM generate_series(1, ${ROWS}) g`,
    ],
    [
      'loan applications (text ids)',
      'loan_applications',
      '/api/loans',
      '/api/admin/loans',
      `INSERT INTO loan_applications (id, user_id, status, loan_type, amount_requested,
                                        duration_months, use_of_funds, personal_info,
                                        business_info, declaration, created_at)
         SELECT 'LN-2026-' || g, $1, 'rejected', 'operational-capital', 100000000, 3, 'Stock',
                '{"full_name": "Ada Obi"}', '{"business_name": "Obi Stores"}', '{}', ${at()}
           FROM generate_series(1, ${ROWS}) g`,
    ],
  ];

  it.each(ownedLists)(
    '%s, the user’s and the back office’s',
    async (_name, table, path, adminPath, insert) => {
      await f.pool.query(insert, [f.ada.userId]);
      const expected = await idsInOrder(
        `SELECT x.id FROM ${table} x WHERE x.user_id = $1 ORDER BY x.created_at DESC, x.id DESC`,
        [f.ada.userId],
      );
      await expectWalk(path, f.ada.cookie, expected);
      await expectWalk(adminPath, f.admin.cookie, expected);
    },
  );

  it('gift cards', async () => {
    await f.pool.query(
      `INSERT INTO gift_cards (code, amount, currency, created_by, expires_at, created_at)
       SELECT 'PAGE-' || lpad(g::text, 4, '0') || '-TEST-CARD', 5000, 'NGN', $1,
              now() + interval '30 days', ${at()}
         FROM generate_series(1, ${ROWS}) g`,
      [f.admin.userId],
    );
    const expected = await idsInOrder(
      'SELECT c.id FROM gift_cards c ORDER BY c.created_at DESC, c.id DESC',
    );
    await expectWalk('/api/admin/gift-cards', f.admin.cookie, expected);
  });

  it('a cursor from another user’s list names no row of mine', async () => {
    await f.pool.query(
      `WITH ${holds('PGBOLA', '$1', 2)}
       INSERT INTO bills (user_id, service, amount, title, request_id, idempotency_key,
                          request_hash, transaction_id, service_id, created_at)
       SELECT $1, 'airtime', 10000, 'MTN Airtime', t.reference, t.reference, 'x', t.id, 'mtn',
              now() - interval '1 day'
         FROM t`,
      [f.bola.userId],
    );
    const { rows } = await f.pool.query<{ id: string }>(
      'SELECT id FROM bills WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [f.ada.userId],
    );
    expect((await f.call('GET', '/api/bills', { cookie: f.bola.cookie })).json.items).toHaveLength(
      2,
    );
    const res = await f.call('GET', `/api/bills?cursor=${rows[0]!.id}`, { cookie: f.bola.cookie });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([]);
  });
});
