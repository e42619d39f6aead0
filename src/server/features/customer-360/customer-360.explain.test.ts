import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '#server/db/query.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  selectCustomerByAccount,
  selectCustomerByEmail,
  selectCustomerById,
  selectCustomersByPhone,
  selectCustomersByText,
  selectTransactionsByReference,
} from './admin-search.queries.ts';
import { searchAdmin } from './admin-search.service.ts';
import * as sections from './customer-360.queries.ts';
import { selectNotes } from './customer-notes.queries.ts';

// Every query of the customer page and of the search is answered by an index:
// with thousands of customers and transactions, no plan reads a whole table.

const USERS = 5_000;
const TRANSACTIONS = 40_000;

let pool: pg.Pool;
beforeAll(async () => {
  // The transactions are bare rows for the planner (no entries, no counters): no ledger check.
  ({ pool } = await createTestDatabase(4, { ledgerCheck: false }));
  await pool.query(
    `INSERT INTO users (id, name, email)
     SELECT 'u' || g, 'User ' || g, 'user' || g || '@mail' || (g % 7) || '.example' FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  // A profile comes with each user (a trigger); its name and phone, in every format.
  await pool.query(
    `UPDATE profiles SET full_name = 'User ' || substr(id, 2),
            phone_number = (ARRAY['080', '+234 80', '23480'])[1 + substr(id, 2)::int % 3]
                           || lpad((30000000 + substr(id, 2)::int)::text, 8, '0')`,
  );
  await pool.query(
    `INSERT INTO dedicated_accounts (user_id, status, account_number)
     SELECT id, 'active', '99' || lpad(substr(id, 2), 8, '0') FROM users WHERE substr(id, 2)::int % 2 = 0`,
  );
  await pool.query(
    `INSERT INTO ledger_transactions (kind, category, reference, user_id, created_at)
     SELECT 'transfer', 'transfer', 'OWO-' || g, 'u' || (1 + g % $2::int),
            now() - g * interval '1 minute'
       FROM generate_series(1, $1::int) g`,
    [TRANSACTIONS, USERS],
  );
  // As autovacuum leaves them: statistics taken, the trigram indexes' pending lists merged.
  await pool.query('VACUUM ANALYZE');
});

/** The SQL a query function sends, without running it. */
async function capture(run: (db: Queryable) => Promise<unknown>) {
  const sent: { text: string; values: unknown[] }[] = [];
  const spy = {
    query: async (q: { text: string; values: unknown[] }) => {
      sent.push(q);
      return { rows: [] };
    },
  } as unknown as Queryable;
  await run(spy);
  return sent;
}

/** Every scan in the plan: node type and relation. */
async function scans(q: { text: string; values: unknown[] }, seqscan: boolean) {
  const client = await pool.connect();
  try {
    if (!seqscan) await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values);
    const out: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (String(node['Node Type']).includes('Scan'))
        out.push(`${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(rows[0]['QUERY PLAN'][0].Plan);
    return out;
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

const searches: [string, (db: Queryable) => Promise<unknown>][] = [
  ['reference', (db) => selectTransactionsByReference(db, 'owo-1234')],
  ['user id', (db) => selectCustomerById(db, 'u42')],
  ['exact e-mail', (db) => selectCustomerByEmail(db, 'USER42@mail0.example')],
  ['part of an e-mail', (db) => selectCustomersByText(db, 'user423@')],
  ['phone', (db) => selectCustomersByPhone(db, '8030000423')],
  ['start of a phone', (db) => selectCustomersByPhone(db, '803000042')],
  ['account number', (db) => selectCustomerByAccount(db, '9900000420')],
];

describe('the search on thousands of customers and transactions', () => {
  it.each(searches)('by %s reads indexes only', async (_what, run) => {
    for (const q of await capture(run)) {
      const plan = await scans(q, true);
      expect(plan.join('\n')).not.toMatch(/Seq Scan/);
      expect(plan.join('\n')).toMatch(/Index/);
    }
  });

  it('answers in well under 50 ms (the median of 5)', async () => {
    for (const q of ['OWO-777', 'user4242@mail', '0803 000 4242', '9900004242', 'User 42']) {
      const times: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const started = performance.now();
        const { items } = await searchAdmin(pool, q);
        // The first is a warm-up: connections and plans.
        if (i > 0) times.push(performance.now() - started);
        expect(items.length, q).toBeGreaterThan(0);
      }
      times.sort((a, b) => a - b);
      expect(times[2], q).toBeLessThan(50);
    }
  });
});

describe('the customer page', () => {
  const userId = 'u42';
  const reads: [string, (db: Queryable) => Promise<unknown>][] = [
    ['wallets', (db) => sections.selectWallets(db, userId)],
    ['transactions', (db) => sections.selectRecentEntries(db, userId)],
    ['bills', (db) => sections.selectRecentBills(db, userId)],
    ['withdrawals', (db) => sections.selectRecentWithdrawals(db, userId)],
    ['RMB', (db) => sections.selectRecentRmb(db, userId)],
    ['loans', (db) => sections.selectRecentLoans(db, userId)],
    ['airtime to cash', (db) => sections.selectRecentAirtimeCash(db, userId)],
    ['audit', (db) => sections.selectCustomerAudit(db, userId)],
    ['KYC decisions', (db) => sections.selectCustomerAudit(db, userId, 'kyc.decision')],
    ['notes', (db) => selectNotes(db, userId)],
  ];
  it.each(reads)('%s: an index answers it', async (_what, run) => {
    // The section tables are small here: the planner is told to use an index when one fits.
    for (const q of await capture(run)) {
      const plan = await scans(q, false);
      expect(plan.join('\n')).not.toMatch(/Seq Scan/);
    }
  });
});
