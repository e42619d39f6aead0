// The ledger benchmarks (`npm run bench`, or `npm run bench -- ledger` alone): in one run against one PostgreSQL,
//   (a) pgbench TPC-B-like tps at 32 clients (the yardstick),
//   (b) hot wallet: 32 clients debiting ONE wallet through the ledger,
//   (c) HTTP transfers between users through the app at 32 clients,
// each repeated REPS times, interleaved (a b c a b c ...) so that load on the
// machine hits all three alike; medians and ratios to pgbench go to
// bench/results/*.json. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { checkLedger } from '#server/ledger/check.ts';
import { dropDatabase, freshDatabase, median, openServer, vacuum } from './db.ts';
import { drain, type HotWalletResult, hotWallet, withQueueMode } from './hot-wallet.ts';
import {
  type AppServer,
  closeHttpClient,
  type HttpTransfersResult,
  httpTransfers,
  prepareUsers,
  startServer,
} from './http-transfers.ts';
import { flushLatencyMs } from './machine.ts';
import { findPgbench, pgbenchInit, pgbenchRun } from './pgbench.ts';

const CLIENTS = 32;
/** One app process's HTTP transfers against pgbench (issue 21 raised it from 0.5). */
const HTTP_TARGET_RATIO = 0.6;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const SKIP_HTTP = process.env.BENCH_HTTP === 'off';

const server = await openServer();
console.log(`PostgreSQL: ${server.version}${server.embedded ? ' (embedded)' : ''}`);
const loadBefore = loadavg();
const flushBefore = flushLatencyMs();
console.log(
  `load average ${loadBefore[0]?.toFixed(2)}, disk flush (8 kB + fdatasync) ${flushBefore} ms`,
);

const pgbench = await findPgbench();
const pgbenchUrl = pgbench ? await freshDatabase(server.adminUrl, 'owo_pgbench', false) : null;
if (pgbench && pgbenchUrl) await pgbenchInit(pgbench, pgbenchUrl);
else console.log('pgbench not found: (a) skipped');

const url = await freshDatabase(server.adminUrl, 'owo_bench', true);
const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
pool.on('error', (e) => console.error('idle database connection lost:', e.message));
await Promise.all(Array.from({ length: CLIENTS }, () => pool.query('SELECT 1'))); // open every connection now

let app: AppServer | null = null;
let users: Awaited<ReturnType<typeof prepareUsers>> = [];
let httpNote: string | null = null;
if (!SKIP_HTTP) {
  try {
    app = await startServer(url);
    users = await prepareUsers(app, pool, CLIENTS);
    await httpTransfers(app, pool, users, { clients: CLIENTS, seconds: 2 }); // warm-up: JIT, connections
  } catch (e) {
    httpNote = `HTTP transfers skipped: ${(e as Error).message}`;
    console.log(httpNote);
    await app?.stop();
    app = null;
  }
}

const tps: number[] = [];
const hot: HotWalletResult[] = [];
const http: HttpTransfersResult[] = [];
for (let rep = 1; rep <= REPS; rep++) {
  if (pgbench && pgbenchUrl) {
    tps.push(
      await pgbenchRun(pgbench, pgbenchUrl, { clients: CLIENTS, threads: 2, seconds: SECONDS }),
    );
    console.log(`[${rep}] pgbench TPC-B: ${tps.at(-1)} tps`);
  }
  hot.push(await hotWallet(pool, url, { clients: CLIENTS, seconds: SECONDS }));
  console.log(`[${rep}] hot wallet: ${hot.at(-1)!.per_second} debits/s`);
  if (app) {
    await vacuum(url, ['ledger_accounts']);
    http.push(await httpTransfers(app, pool, users, { clients: CLIENTS, seconds: SECONDS }));
    console.log(`[${rep}] HTTP transfers: ${http.at(-1)!.per_second}/s`);
  }
}

// Why group commit: the same hot wallet without it, with at most 6 in flight
// (limiter.ts) and with every request let through to PostgreSQL.
const short = { clients: CLIENTS, seconds: Math.min(SECONDS, 5) };
const limited = await withQueueMode('limit', () => hotWallet(pool, url, short));
console.log(`hot wallet without batching, 6 in flight: ${limited.per_second} debits/s`);
const unqueued = await withQueueMode('none', () => hotWallet(pool, url, short));
console.log(`hot wallet without batching or queue: ${unqueued.per_second} debits/s`);
const overdraft = await drain(pool, { clients: CLIENTS, n: 1_000, extra: 200 });
console.log(
  `overdraft probe: ${overdraft.committed} of ${overdraft.attempts} committed, ok=${overdraft.ok}`,
);
const ledger = await checkLedger(pool);
console.log(`ledger check: ok=${ledger.ok}, ${ledger.accounts_checked} accounts`);

const pgbenchTps = tps.length ? median(tps) : null;
const hotMedian = median(hot.map((h) => h.per_second));
const httpMedian = http.length ? median(http.map((h) => h.per_second)) : null;
const ratio = (x: number | null) =>
  x !== null && pgbenchTps ? Number((x / pgbenchTps).toFixed(3)) : null;
const results = {
  when: new Date().toISOString(),
  machine: {
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memory_gib: Number((totalmem() / 2 ** 30).toFixed(1)),
    load_average_before: loadBefore.map((l) => Number(l.toFixed(2))),
    load_average_after: loadavg().map((l) => Number(l.toFixed(2))),
    disk_flush_ms_before: flushBefore,
    disk_flush_ms_after: flushLatencyMs(),
    node: process.version,
    postgres: server.version,
    postgres_embedded: server.embedded,
    postgres_settings: server.settings,
  },
  params: { clients: CLIENTS, seconds: SECONDS, reps: REPS },
  pgbench_tpcb: { tps, median: pgbenchTps },
  hot_wallet: {
    runs: hot,
    median_per_second: hotMedian,
    ratio_to_pgbench: ratio(hotMedian),
    target_per_second: 1_000,
    met: hotMedian >= 1_000,
    zero_overdrafts: hot.every((h) => h.overdrafts === 0 && h.balance_exact) && overdraft.ok,
    without_batching_6_in_flight: limited,
    without_batching_or_queue: unqueued,
    overdraft_probe: overdraft,
  },
  http_transfers: {
    runs: http,
    note: httpNote,
    median_per_second: httpMedian,
    ratio_to_pgbench: ratio(httpMedian),
    target_ratio: HTTP_TARGET_RATIO,
    met:
      httpMedian !== null && pgbenchTps !== null
        ? httpMedian >= HTTP_TARGET_RATIO * pgbenchTps
        : null,
    conserved: http.every((h) => h.conserved),
  },
  ledger_check: {
    ok: ledger.ok,
    accounts_checked: ledger.accounts_checked,
    mismatches: ledger.mismatches.length,
  },
};
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/bench-${results.when.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\npgbench TPC-B median: ${pgbenchTps ?? '-'} tps`);
console.log(
  `hot wallet median: ${hotMedian} debits/s (target 1,000; ratio ${ratio(hotMedian) ?? '-'})`,
);
console.log(
  `HTTP transfers median: ${httpMedian ?? '-'} /s (ratio ${ratio(httpMedian) ?? '-'}, target ${HTTP_TARGET_RATIO})`,
);
console.log(`written to ${file}`);

closeHttpClient();
await app?.stop();
await pool.end();
if (process.env.BENCH_KEEP !== 'on') {
  await dropDatabase(server.adminUrl, 'owo_bench');
  if (pgbenchUrl) await dropDatabase(server.adminUrl, 'owo_pgbench');
}
await server.stop();
process.exitCode = ledger.ok && results.hot_wallet.zero_overdrafts ? 0 : 1;
