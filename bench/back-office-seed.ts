import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The back-office benchmark's data: USERS users with their profiles and three
// wallets, and TRANSACTIONS ledger transactions with their entries, written in
// a few set-based statements (no per-row round trips). The ledger stays sound:
// every transaction balances per currency, each entry's balance_after is the
// running sum of its account's entries in id order, each balance is the sum of
// its entries, and no wallet ever goes below zero (asserted at the end).
//
// Shape of the data:
// - users joined over ~700 days, one every ~10 minutes; e-mails like
//   `chioma.okafor4821@gmail.com` over a dozen domains, Nigerian names and
//   phone numbers; 95% active, KYC 60% verified / 30% pending / 10% rejected;
//   last_login within 30 days for ~45%, older for ~35%, never for ~20%;
// - each wallet's first transaction is a deposit from `funding` large enough
//   for everything it later pays; then, spread over the time since the user
//   joined: deposits (30%), bill payments to `bills` with a fee to `fees` on
//   electricity and cable (30%; 4% still pending, held in `pending`),
//   transfers to an older user (25%), NGN -> USD conversions through `fx`
//   (10%; each keeps a margin of ~3% of what arrived in `fees`, as if the
//   two rates of a pair were set apart) and withdrawals to `payouts` with a fee (5%;
//   4% pending).
// - entry ids follow time, as the app writes them; system legs go to one of
//   the 8 shards;
// - the running totals (ledger_day_totals, ledger_status_totals) counted from
//   the rows at the end, spread over their 16 shards as a year of postings would.

export type SeedResult = {
  users: number;
  transactions: number;
  entries: number;
  seconds: number;
  steps: Record<string, number>;
};

const FIRST = [
  'Chioma',
  'Adebayo',
  'Ngozi',
  'Emeka',
  'Funke',
  'Tunde',
  'Aisha',
  'Ibrahim',
  'Blessing',
  'Chinedu',
  'Yetunde',
  'Olumide',
  'Zainab',
  'Obinna',
  'Kemi',
  'Segun',
  'Amaka',
  'Musa',
  'Folake',
  'Uche',
  'Halima',
  'Babatunde',
  'Nneka',
  'Ifeanyi',
  'Bola',
  'Femi',
  'Hauwa',
  'Kelechi',
  'Adaeze',
  'Sani',
  'Temitope',
  'Ikechukwu',
  'Fatima',
  'Oluwaseun',
  'Ebere',
  'Yusuf',
  'Damilola',
  'Chidi',
  'Ada',
  'Grace',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Okeke',
  'Balogun',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abubakar',
  'Nwosu',
  'Adebayo',
  'Olawale',
  'Ibrahim',
  'Chukwu',
  'Okonkwo',
  'Afolabi',
  'Danjuma',
  'Onyeka',
  'Lawal',
  'Nnamdi',
  'Oyelaran',
  'Usman',
  'Okoro',
  'Ajayi',
  'Mohammed',
  'Obi',
  'Akande',
  'Eze-Nwachukwu',
  'Salami',
  'Ogundipe',
  'Uzor',
  'Babangida',
  'Adewale',
  'Nwachukwu',
  'Odukoya',
  'Aliyu',
  'Emenike',
  'Oladipo',
  'Ekwueme',
  'Yakubu',
  'Anyanwu',
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'ymail.com',
  'live.com',
  'owo.ng',
  'mtnnigeria.net',
  'unilag.edu.ng',
  'dangote.com',
  'gtbank.com',
  'proton.me',
  'aol.com',
];
const PREFIXES = [
  '803',
  '806',
  '813',
  '816',
  '703',
  '706',
  '810',
  '814',
  '903',
  '906',
  '802',
  '808',
  '812',
  '701',
  '902',
  '907',
  '805',
  '807',
  '815',
  '905',
];

const sqlArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;

/** First wallet id: user u's wallet in currency ci (0 NGN, 1 USD, 2 CNY) is WALLET_BASE + (u-1)*3 + ci. */
const WALLET_BASE = 1_000;

/** Seeds an empty, migrated database. Deterministic (setseed) for a given `users`/`transactions`. */
/** Migration 0020's statements that count the running totals from the ledger's rows. */
function totalsBackfill(): string[] {
  const file = fileURLToPath(
    new URL('../src/server/db/migrations/0020_ledger_totals.sql', import.meta.url),
  );
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^INSERT INTO "ledger_(day|status)_totals"/m.test(s));
}

export async function seedBackOffice(
  url: string,
  opts: { users: number; transactions: number; log?: (s: string) => void },
): Promise<SeedResult> {
  const { users: U, transactions: N } = opts;
  const initial = U * 3;
  if (N < initial)
    throw new Error(`need at least ${initial} transactions (one deposit per wallet)`);
  const log = opts.log ?? (() => {});
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const steps: Record<string, number> = {};
  const started = performance.now();
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const r = await c.query(sql, params);
    steps[name] = Number(((performance.now() - t) / 1000).toFixed(2));
    log(`  seed: ${name} ${steps[name]} s`);
    return r;
  };
  try {
    // A bulk load: no WAL flush per statement, room to sort in memory, one
    // backend (setseed makes random() repeatable only without parallel workers),
    // and no per-row triggers (the sign-up trigger and foreign-key checks; the
    // rows are written consistent, and the ledger check proves it after).
    await c.query(`SET synchronous_commit = off; SET work_mem = '512MB';
      SET maintenance_work_mem = '512MB'; SET max_parallel_workers_per_gather = 0;
      SET session_replication_role = replica`);
    // Indexes are built once after the load, not maintained row by row during
    // it (several times faster; the unique ones behind constraints stay).
    const { rows: indexes } = await c.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i
        WHERE i.indrelid = ANY ('{users,profiles,ledger_accounts,ledger_transactions,ledger_entries}'::regclass[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    );
    for (const i of indexes) await c.query(`DROP INDEX ${i.name}`);
    await c.query('SELECT setseed(0.4242)');
    const { rows } = await c.query<{ t0: Date }>(`SELECT date_trunc('minute', now()) AS t0`);
    const t0 = rows[0]!.t0;

    await step(
      'users',
      `CREATE UNLOGGED TABLE seed_user AS
       SELECT u,
              substr(md5('bench-user-' || u), 1, 32) AS id,
              (${sqlArray(FIRST)})[1 + floor(random() * ${FIRST.length})::int] AS f,
              (${sqlArray(LAST)})[1 + floor(random() * ${LAST.length})::int] AS l,
              (${sqlArray(DOMAINS)})[1 + floor(random() * ${DOMAINS.length})::int] AS d,
              $2::timestamptz - interval '1 day' - ($1 - u) * interval '10 minutes'
                - floor(random() * 600) * interval '1 second' AS created_at,
              floor(random() * 4)::int AS style,
              random() AS r_kyc, random() AS r_active, random() AS r_login, random() AS r_phone
         FROM generate_series(1, $1) AS u`,
      [U, t0],
    );
    await c.query(`ALTER TABLE seed_user ADD COLUMN email text;
      UPDATE seed_user SET email = lower(CASE style
          WHEN 0 THEN f || '.' || replace(l, '-', '') || u
          WHEN 1 THEN f || '_' || replace(l, '-', '') || u
          WHEN 2 THEN replace(l, '-', '') || '.' || f || u
          ELSE f || u END) || '@' || d`);
    await step(
      'users+profiles+wallets',
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
         SELECT id, f || ' ' || l, email, true, created_at, created_at FROM seed_user ORDER BY u;
       INSERT INTO profiles (id, email, full_name, phone_number, kyc_status, is_active,
                             created_at, updated_at, last_login)
         SELECT id, email, f || ' ' || l,
                '+234' || (${sqlArray(PREFIXES)})[1 + floor(r_phone * ${PREFIXES.length})::int]
                  || lpad((floor(r_phone * 1e9)::bigint % 10000000)::text, 7, '0'),
                CASE WHEN r_kyc < 0.6 THEN 'verified' WHEN r_kyc < 0.9 THEN 'pending' ELSE 'rejected' END,
                r_active >= 0.05, created_at, created_at,
                CASE WHEN r_login < 0.45 THEN greatest(created_at, '${t0.toISOString()}'::timestamptz - r_login / 0.45 * interval '30 days')
                     WHEN r_login < 0.8 THEN greatest(created_at, '${t0.toISOString()}'::timestamptz
                       - interval '30 days' - (r_login - 0.45) / 0.35 * interval '335 days')
                END
           FROM seed_user ORDER BY u;
       INSERT INTO ledger_accounts (id, user_id, currency, created_at, updated_at)
         SELECT ${WALLET_BASE} + (u - 1) * 3 + ci, id, (ARRAY['NGN','USD','CNY'])[ci + 1], created_at, created_at
           FROM seed_user, generate_series(0, 2) AS ci ORDER BY u, ci;
       SELECT setval(pg_get_serial_sequence('ledger_accounts', 'id'), (SELECT max(id) FROM ledger_accounts))`,
    );

    // One row per transaction: who, what, how much, when. The first 3 x USERS
    // are each wallet's opening deposit, an hour after the user joined.
    // Amounts in minor units. Opening deposits: NGN 200,000-1,000,000 naira,
    // USD/CNY 2,000-10,000; later NGN movements at most 5,000 naira (plus a fee
    // of at most 100), USD/CNY at most 50, so ~40 debits could not empty a
    // wallet (asserted below).
    await step(
      'transactions (plan)',
      `CREATE UNLOGGED TABLE seed_tx AS
       WITH raw AS (
         SELECT t,
                CASE WHEN t <= ${initial} THEN (t - 1) % ${U} + 1 ELSE 1 + floor(random() * ${U})::int END AS u,
                random() AS r_kind, random() AS r_amt, random() AS r_sub, random() AS r_time, random() AS r_v
           FROM generate_series(1, $1) AS t),
       a AS (
         SELECT r.t, r.u, su.id AS user_id, su.email AS user_email, r.r_amt, r.r_sub,
                CASE WHEN r.t <= ${initial} THEN 'open'
                     WHEN r.r_kind < 0.30 OR r.u = 1 THEN 'deposit'
                     WHEN r.r_kind < 0.60 THEN 'payment'
                     WHEN r.r_kind < 0.85 THEN 'transfer'
                     WHEN r.r_kind < 0.95 THEN 'conversion'
                     ELSE 'withdrawal' END AS k,
                CASE WHEN r.t <= ${initial} THEN (r.t - 1) / ${U}
                     WHEN r.r_sub < 0.80 THEN 0 WHEN r.r_sub < 0.92 THEN 1 ELSE 2 END AS ci,
                1 + floor(r.r_v * greatest(r.u - 1, 1))::int AS v,
                CASE WHEN r.t <= ${initial}
                     THEN su.created_at + interval '1 hour' + (r.t - 1) / ${U} * interval '1 minute'
                     ELSE su.created_at + interval '2 hours'
                          + r.r_time * ($2::timestamptz - su.created_at - interval '2 hours') END AS at
           FROM raw r JOIN seed_user su ON su.u = r.u),
       b AS (
         SELECT a.*,
                CASE WHEN k IN ('conversion', 'withdrawal') THEN 0 ELSE ci END AS cix,
                (ARRAY['airtime','data','electricity','cable','shopping','online purchase'])[1 + floor(r_amt * 6)::int] AS bill
           FROM a),
       c AS (
         SELECT b.*, (ARRAY['NGN','USD','CNY'])[cix + 1] AS cur,
                CASE k WHEN 'open' THEN 'deposit' ELSE k END AS kind,
                CASE k WHEN 'open' THEN 'funding'
                       WHEN 'deposit' THEN (CASE WHEN r_sub < 0.5 THEN 'funding' ELSE 'deposit' END)
                       WHEN 'payment' THEN bill ELSE k END AS category,
                CASE WHEN k IN ('payment', 'withdrawal') AND t % 25 = 0 THEN 'pending' ELSE 'completed' END AS status,
                CASE WHEN k = 'open' AND cix = 0 THEN 20000000 + floor(r_amt * 80000000)::bigint
                     WHEN k = 'open' THEN 200000 + floor(r_amt * 800000)::bigint
                     WHEN cix = 0 THEN 10000 + floor(r_amt * 490000)::bigint
                     ELSE 100 + floor(r_amt * 4900)::bigint END AS amount,
                CASE WHEN k = 'withdrawal' THEN 5000
                     WHEN k = 'payment' AND bill IN ('electricity', 'cable') THEN (CASE WHEN cix = 0 THEN 10000 ELSE 100 END)
                     ELSE 0 END::bigint AS fee
           FROM b)
       SELECT c.t, c.u, c.v, c.user_id, c.user_email, c.k, c.cur, c.kind, c.category, c.status,
              c.amount, c.fee, c.at,
              CASE WHEN c.kind = 'conversion' THEN floor(c.amount * 0.00065)::bigint END AS received,
              md5('bench-tx-' || c.t)::uuid AS id,
              (CASE c.kind WHEN 'conversion' THEN 'CNV' WHEN 'transfer' THEN 'TRF' WHEN 'payment' THEN 'BIL'
                           WHEN 'withdrawal' THEN 'WDR' ELSE 'OWO' END)
                || '-' || floor(extract(epoch FROM c.at) * 1000)::bigint || '-' || upper(substr(md5('ref' || c.t), 1, 6))
                AS reference,
              CASE c.kind WHEN 'deposit' THEN 'Wallet funding'
                          WHEN 'payment' THEN initcap(c.category) || ' payment'
                          WHEN 'transfer' THEN 'Transfer to ' || sv.email
                          WHEN 'conversion' THEN 'Convert NGN to USD'
                          ELSE 'Withdrawal to bank account' END AS descr
         FROM c LEFT JOIN seed_user sv ON c.kind = 'transfer' AND sv.u = c.v`,
      [N, t0],
    );
    await step(
      'ledger_transactions',
      `INSERT INTO ledger_transactions (id, kind, status, category, description, reference, user_id,
                                        actor_id, idempotency_key, metadata, created_at, updated_at)
       SELECT id, kind, status, category, descr, reference, user_id, user_id, 'bench-' || t,
              CASE WHEN kind = 'conversion' THEN jsonb_build_object('from', 'NGN', 'to', 'USD',
                     'amount', amount, 'received', received,
                     'margin', greatest(1, received * 3 / 100), 'rate', '0.00065', 'rate_provider', 'fallback')
                   ELSE '{}'::jsonb END,
              at, at
         FROM seed_tx ORDER BY at, t`,
    );
    // Legs: a wallet (user index + currency) or a system account (code), then
    // entry ids in time order and balance_after as the running sum per account.
    await step(
      'ledger_entries',
      `CREATE UNLOGGED TABLE seed_sys AS
         SELECT code, currency, shard, id FROM ledger_accounts WHERE code IS NOT NULL;
       CREATE UNLOGGED TABLE seed_leg AS
       SELECT x.t, x.at, x.id AS tx_id, l.leg, l.cur, l.amt, l.descr,
              coalesce(${WALLET_BASE} + (l.wu - 1) * 3 + array_position(ARRAY['NGN','USD','CNY'], l.cur) - 1, s.id) AS account_id
         FROM seed_tx x
         CROSS JOIN LATERAL (VALUES
           (1, NULL::int, CASE WHEN x.kind = 'deposit' THEN 'funding' END, x.cur,
               CASE WHEN x.kind = 'deposit' THEN -x.amount END, NULL::text),
           (2, x.u, NULL, x.cur,
               CASE WHEN x.kind = 'deposit' THEN x.amount ELSE -(x.amount + x.fee) END,
               CASE WHEN x.kind = 'conversion' THEN 'Converted to USD' END),
           (3, CASE WHEN x.kind = 'transfer' THEN x.v END,
               CASE x.kind WHEN 'payment' THEN (CASE WHEN x.status = 'pending' THEN 'pending' ELSE 'bills' END)
                           WHEN 'withdrawal' THEN (CASE WHEN x.status = 'pending' THEN 'pending' ELSE 'payouts' END)
                           WHEN 'conversion' THEN 'fx' END,
               x.cur, CASE WHEN x.kind <> 'deposit' THEN x.amount END,
               CASE WHEN x.kind = 'transfer' THEN 'Transfer from ' || x.user_email END),
           (4, NULL, 'fees', x.cur, CASE WHEN x.fee > 0 THEN x.fee END, NULL),
           (5, NULL, CASE WHEN x.kind = 'conversion' THEN 'fx' END, 'USD',
               CASE WHEN x.kind = 'conversion' THEN -(x.received + greatest(1, x.received * 3 / 100)) END, NULL),
           (6, CASE WHEN x.kind = 'conversion' THEN x.u END, NULL, 'USD', CASE WHEN x.kind = 'conversion' THEN x.received END,
               'Converted from NGN'),
           -- The margin the house keeps on a conversion is revenue, in the fees account.
           (7, NULL, CASE WHEN x.kind = 'conversion' THEN 'fees' END, 'USD',
               CASE WHEN x.kind = 'conversion' THEN greatest(1, x.received * 3 / 100) END, NULL)
         ) AS l(leg, wu, code, cur, amt, descr)
         LEFT JOIN seed_sys s ON l.wu IS NULL AND s.code = l.code AND s.currency = l.cur AND s.shard = x.t % 8
        WHERE l.amt IS NOT NULL AND (l.wu IS NOT NULL OR l.code IS NOT NULL);
       INSERT INTO ledger_entries (id, transaction_id, account_id, currency, amount, balance_after, description, created_at)
       SELECT id, tx_id, account_id, cur, amt, sum(amt) OVER (PARTITION BY account_id ORDER BY id), descr, at
         FROM (SELECT row_number() OVER (ORDER BY at, t, leg) AS id, * FROM seed_leg) e
        ORDER BY id;
       SELECT setval(pg_get_serial_sequence('ledger_entries', 'id'), (SELECT max(id) FROM ledger_entries))`,
    );
    await step(
      'balances',
      `UPDATE ledger_accounts a SET balance = s.total, updated_at = s.last
         FROM (SELECT account_id, sum(amt) AS total, max(at) AS last FROM seed_leg GROUP BY account_id) s
        WHERE a.id = s.account_id`,
    );
    const low = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id IS NOT NULL AND e.balance_after < 0`,
    );
    if (Number(low.rows[0]!.n) > 0)
      throw new Error(`seed: ${low.rows[0]!.n} wallet entries below zero`);
    await c.query('DROP TABLE seed_leg, seed_sys, seed_tx, seed_user');
    // The back office's running totals, which postings keep as they go: the
    // load bypassed the posting functions, so they are counted once here, by
    // the statements of the migration that counts them from an existing ledger.
    await step('running totals', totalsBackfill().join(';\n'));
    // Seeded history was never announced: the wallet alerts job starts after it.
    await step(
      'wallet alerts cursor',
      `UPDATE wallet_alert_cursor SET floor_id = (SELECT coalesce(max(id), 0) FROM ledger_entries),
         candidate_id = NULL, candidate_snapshot = NULL`,
    );
    await step('indexes', indexes.map((i) => `${i.def};`).join('\n'));
    await c.query('RESET session_replication_role');
    // This machine's PostgreSQL runs with autovacuum off; in production it
    // would have vacuumed and analysed tables this size by now.
    await step('vacuum analyze', 'VACUUM ANALYZE');
    const counts = await c.query<{ tx: string; e: string }>(
      `SELECT (SELECT count(*) FROM ledger_transactions) AS tx, (SELECT count(*) FROM ledger_entries) AS e`,
    );
    return {
      users: U,
      transactions: Number(counts.rows[0]!.tx),
      entries: Number(counts.rows[0]!.e),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      steps,
    };
  } finally {
    await c.end();
  }
}
