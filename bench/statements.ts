// `npm run bench -- statements`: a year's account statement through the real
// app (src/server/main.ts as a child process) on a fresh database. One wallet
// gets a year of BENCH_STATEMENT_TX transactions (default 5,000: credits and
// debits through the ledger, then moved to times spread over the last 365
// days), then GET /api/statements for the whole year as a PDF and as a CSV,
// BENCH_REPS times each (default 10, interleaved, after a warm-up), timed to
// the last byte of the answer: median and p99 (goal: under 2 s each). The
// yardstick of the same run is pgbench's TPC-B at one client (its time per
// transaction, before and after), so a run on a busy machine reads as such.
// The ledger check runs at the end. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { backdate, recountDayTotals } from '#server/features/statements/statements.test-support.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { debit, fund } from '#server/ledger/test-support.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { dropDatabase, freshDatabase, median, openServer, vacuum } from './db.ts';
import { prepareUsers, startServer } from './http-transfers.ts';
import { findPgbench, pgbenchInit, pgbenchRun } from './pgbench.ts';

const TRANSACTIONS = Number(process.env.BENCH_STATEMENT_TX ?? 5_000);
const REPS = Number(process.env.BENCH_REPS ?? 10);
const GOAL_MS = 2_000;
const DAY = 86_400_000;
const DB_NAME = 'owo_bench_statements';

const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)]!;
};

const server = await openServer();
const loadBefore = loadavg();
console.log(`PostgreSQL: ${server.version}; load average ${loadBefore[0]?.toFixed(2)}`);
const pgbench = await findPgbench();
const pgbenchUrl = pgbench
  ? await freshDatabase(server.adminUrl, 'owo_pgbench_statements', false)
  : null;
if (pgbench && pgbenchUrl) await pgbenchInit(pgbench, pgbenchUrl);
/** pgbench's time per TPC-B transaction at one client, in ms. */
const yardstick = async () =>
  pgbench && pgbenchUrl
    ? 1000 / (await pgbenchRun(pgbench, pgbenchUrl, { clients: 1, threads: 1, seconds: 5 }))
    : null;

const url = await freshDatabase(server.adminUrl, DB_NAME, true);
const pool = new pg.Pool({ connectionString: url, max: 16 });
const app = await startServer(url);
try {
  const [user] = await prepareUsers(app, pool, 1);
  if (!user) throw new Error('no user');
  console.log(`posting ${TRANSACTIONS} transactions...`);
  const started = performance.now();
  for (let i = 1; i < TRANSACTIONS; i += 16)
    await Promise.all(
      Array.from({ length: Math.min(16, TRANSACTIONS - i) }, (_, j) =>
        (i + j) % 3 === 0
          ? fund(pool, user.id, 'NGN', 10_000 + ((i + j) % 97) * 1_371)
          : debit(pool, user.id, 'NGN', 1_000 + ((i + j) % 89) * 577),
      ),
    );
  // Over the last 365 Lagos days up to yesterday, in the order the ledger wrote them.
  const { rows } = await pool.query<{ transaction_id: string }>(
    `SELECT e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.currency = 'NGN' ORDER BY e.id`,
    [user.id],
  );
  const from = lagosDay(Date.now() - 365 * DAY);
  const to = lagosDay(Date.now() - DAY);
  const start = Date.parse(`${from}T00:00:00+01:00`);
  const step = (Date.parse(`${to}T23:59:59+01:00`) - start) / rows.length;
  await backdate(
    pool,
    rows.map((r, i) => ({ transactionId: r.transaction_id, at: new Date(start + i * step) })),
  );
  await recountDayTotals(pool);
  await vacuum(url, ['ledger_entries', 'ledger_transactions', 'ledger_accounts']);
  const seedS = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`seeded ${rows.length} wallet entries over ${from}..${to} in ${seedS} s`);

  const fetchStatement = async (format: 'pdf' | 'csv') => {
    const t = performance.now();
    const res = await fetch(
      `${app.url}/api/statements?currency=NGN&from=${from}&to=${to}&format=${format}`,
      {
        headers: { cookie: user.cookie },
      },
    );
    const body = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - t;
    if (res.status !== 200)
      throw new Error(`${format}: ${res.status} ${new TextDecoder().decode(body)}`);
    return { ms, bytes: body.byteLength, body };
  };
  // Warm-up (JIT, connections), and the CSV's closing balance against the ledger.
  const csv = new TextDecoder().decode((await fetchStatement('csv')).body);
  await fetchStatement('pdf');
  const closing = /\r\nClosing balance,(-?[\d.]+)\r\n/.exec(csv)?.[1];
  const { rows: bal } = await pool.query<{ b: string }>(
    `SELECT (balance / 100.0)::numeric(20,2)::text AS b FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN'`,
    [user.id],
  );
  const closingMatches = closing === bal[0]?.b;
  console.log(
    `closing balance ${closing} (ledger ${bal[0]?.b}): ${closingMatches ? 'equal' : 'DIFFERENT'}`,
  );

  const before = await yardstick();
  const times: Record<'pdf' | 'csv', number[]> = { pdf: [], csv: [] };
  const sizes = { pdf: 0, csv: 0 };
  for (let rep = 1; rep <= REPS; rep++) {
    for (const format of ['pdf', 'csv'] as const) {
      const r = await fetchStatement(format);
      times[format].push(Number(r.ms.toFixed(1)));
      sizes[format] = r.bytes;
    }
    console.log(`[${rep}] pdf ${times.pdf.at(-1)} ms, csv ${times.csv.at(-1)} ms`);
  }
  const after = await yardstick();
  const reference = before !== null && after !== null ? median([before, after]) : null;
  const summary = (format: 'pdf' | 'csv') => {
    const med = median(times[format]);
    return {
      runs_ms: times[format],
      median_ms: med,
      p99_ms: p99(times[format]),
      bytes: sizes[format],
      ratio_to_pgbench_tx: reference ? Number((med / reference).toFixed(1)) : null,
      met: p99(times[format]) < GOAL_MS,
    };
  };
  const ledger = await checkLedger(pool);
  const results = {
    when: new Date().toISOString(),
    machine: {
      nproc: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      load_average_before: loadBefore.map((l) => Number(l.toFixed(2))),
      load_average_after: loadavg().map((l) => Number(l.toFixed(2))),
      node: process.version,
      postgres: server.version,
    },
    params: { transactions: TRANSACTIONS, wallet_entries: rows.length, reps: REPS, from, to },
    seed_s: seedS,
    pgbench_tpcb_1_client_ms_per_tx: { before, after, median: reference },
    pdf: summary('pdf'),
    csv: summary('csv'),
    goal_ms: GOAL_MS,
    closing_equals_ledger: closingMatches,
    ledger_check: { ok: ledger.ok, mismatches: ledger.mismatches.length },
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/statements-${results.when.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify({ pdf: results.pdf, csv: results.csv }, null, 2));
  console.log(`pgbench TPC-B (1 client): ${reference?.toFixed(2) ?? '-'} ms per transaction`);
  console.log(`written to ${file}`);
  process.exitCode = ledger.ok && closingMatches ? 0 : 1;
} finally {
  await app.stop();
  await pool.end();
  if (process.env.BENCH_KEEP !== 'on') {
    await dropDatabase(server.adminUrl, DB_NAME);
    if (pgbenchUrl) await dropDatabase(server.adminUrl, 'owo_pgbench_statements');
  }
  await server.stop();
}
