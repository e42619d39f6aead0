// `npm run bench -- cluster`: three app processes (src/server/main.ts, their own
// PORT and DATA_DIR, one fresh database, STORAGE=postgres, PUBLIC_URL the load
// balancer) behind HAProxy (round robin, health-checked on GET /api/health).
// (1) BENCH_SESSIONS sessions of mixed traffic through HAProxy (bench/cluster-traffic.ts),
//     bounded by BENCH_SECONDS; halfway, one app process is SIGKILLed (its whole
//     process group) and started again on the same port.
// (2) The checks (bench/cluster-checks.ts): no acknowledged transfer lost or
//     booked twice, every upload readable from every process, each bill settled
//     once (the pending ones by the requery), each card deposit credited once,
//     and the ledger check.
// (3) Throughput (bench/cluster-load.ts): the same transfers (and with
//     BENCH_WORKLOADS=transfers,mixed the customers' sessions) through one process
//     directly and through HAProxy to three, on every core and pinned by taskset
//     to 1 and 2 cores, interleaved with pgbench, with the CPU each part used.
// The app processes run the compiled server with plain Node, as in production.
// See bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { VTPASS_SIM_KEYS, VTPASS_SIMULATOR_PATH } from '#server/providers/vtpass/vtpass.ts';
import { buildServer } from '../scripts/server-build.mjs';
import {
  checkDeposits,
  checkOperations,
  checkTransfers,
  checkUploads,
  settleBills,
} from './cluster-checks.ts';
import { compare, type Pairs, type Workload } from './cluster-load.ts';
import { MIXED_TRANSFERS } from './cluster-mixed.ts';
import { runSessions, transferBurst } from './cluster-sessions.ts';
import { newTraffic, type TrafficContext } from './cluster-traffic.ts';
import { dropDatabase, freshDatabase, openServer } from './db.ts';
import { fixedCount, pct } from './fixed-count.ts';
import { findHaproxy, type Haproxy, SERVED_BY, startHaproxy } from './haproxy.ts';
import { type AppServer, closeHttpClient, prepareUsers, startServer } from './http-transfers.ts';
import { flushLatencyMs } from './machine.ts';
import { findPgbench, pgbenchInit } from './pgbench.ts';

const env = process.env;
const SESSIONS = Number(env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(env.BENCH_SECONDS ?? 60);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 50);
const SESSION_TRANSFERS = Number(env.BENCH_SESSION_TRANSFERS ?? 20);
const DOWN_S = Number(env.BENCH_DOWN_S ?? 2);
const BURST = Number(env.BENCH_BURST ?? 30); // transfers sent to the doomed process just before the kill
const SETTLE_S = Number(env.BENCH_SETTLE_S ?? 120);
const LOAD = env.BENCH_LOAD !== 'off';
const LOAD_TRANSFERS = Number(env.BENCH_TRANSFERS ?? 1_500);
const PAIRS = (env.BENCH_PAIRS ?? 'ring') as Pairs;
if (PAIRS !== 'ring' && PAIRS !== 'apart') {
  console.error(`BENCH_PAIRS takes ring or apart, not ${env.BENCH_PAIRS}`);
  process.exit(2);
}
const LOAD_SESSIONS = Number(env.BENCH_MIXED_SESSIONS ?? 200); // per measurement of the mixed load
const WORKLOADS = (env.BENCH_WORKLOADS ?? 'transfers').split(',') as Workload[];
if (!WORKLOADS.every((w) => w === 'transfers' || w === 'mixed')) {
  console.error(
    `BENCH_WORKLOADS takes transfers, mixed or both (comma-separated), not ${env.BENCH_WORKLOADS}`,
  );
  process.exit(2);
}
const CLIENTS = Number(env.BENCH_CLIENTS ?? 50);
if (PAIRS === 'apart' && CLIENTS >= SESSIONS / 2)
  console.log(
    `  BENCH_PAIRS=apart needs fewer clients than half the users: ${CLIENTS} clients, ${SESSIONS} users; some transfers in flight will share a wallet`,
  );
const REPS = Number(env.BENCH_REPS ?? 2);
const PGBENCH_S = Number(env.BENCH_PGBENCH_S ?? 5);
const POOL = env.BENCH_POOL ?? '10'; // DATABASE_POOL_SIZE of each app process
// HAProxy on BENCH_PORT, the app processes on the next three, VTpass's simulator on the fourth
const PORT = Number(env.BENCH_PORT ?? 4800);
const DB_NAME = 'owo_bench_cluster';
const PGBENCH_DB = 'owo_pgbench_cluster';

const haproxyBin = findHaproxy();
if (!haproxyBin) {
  console.error(
    'HAProxy is not installed: `npm run bench -- cluster` runs the app behind it.\n' +
      "Install Debian's package (apt-get install haproxy, which puts it at /usr/sbin/haproxy)\n" +
      'or set HAPROXY to its path.',
  );
  process.exit(2);
}
let tasksetOk = true;
try {
  execFileSync('taskset', ['-V'], { stdio: 'ignore' });
} catch {
  tasksetOk = false;
}
const SETS = tasksetOk ? (env.BENCH_CPUSETS ?? 'all;0;0,1').split(';') : ['all'];
if (!tasksetOk) console.log('taskset not found: measured on every core only');

const server = await openServer();
const load = { before: loadavg().map((l) => Number(l.toFixed(2))), flush_ms: flushLatencyMs() };
console.log(
  `PostgreSQL: ${server.version}; load average ${load.before[0]}, flush ${load.flush_ms} ms`,
);
const pgbenchBin = LOAD ? await findPgbench() : null;
const pgbenchUrl = pgbenchBin ? await freshDatabase(server.adminUrl, PGBENCH_DB, false) : null;
if (pgbenchBin && pgbenchUrl) await pgbenchInit(pgbenchBin, pgbenchUrl);
const url = await freshDatabase(server.adminUrl, DB_NAME, true);
const pool = new pg.Pool({ connectionString: url, max: 8 });
const lb = `http://127.0.0.1:${PORT}`;
const names = ['app1', 'app2', 'app3'];
const dataDirs = names.map(() => mkdtempSync(join(tmpdir(), 'owo-bench-cluster-')));
// VTpass is another server: its simulator runs in a process of its own
// (bench/vtpass-server.ts, as in `npm run bench -- bills`), which the kill does
// not touch; its transaction-update webhooks go to HAProxy.
const vtpass = await startServer(
  url,
  { PORT: String(PORT + 4), APP_URL: lb, VTPASS_SIM_PENDING_S: '3' },
  'bench/vtpass-server.ts',
  '/health',
);
const appEnv = (i: number) => ({
  PORT: String(PORT + 1 + i),
  DATA_DIR: dataDirs[i]!, // each "machine" its own disk: nothing may be read from it
  DATABASE_POOL_SIZE: POOL, // 3 x 10 + pgbench's 32 leave room on max_connections 100
  STORAGE: 'postgres',
  PUBLIC_URL: lb, // Paystack's simulator (inside each process), its checkout and webhooks: through HAProxy
  BILLS_REQUERY_S: '2',
  VTPASS_BASE_URL: `${vtpass.url}${VTPASS_SIMULATOR_PATH}/`,
  VTPASS_API_KEY: VTPASS_SIM_KEYS.apiKey,
  VTPASS_PUBLIC_KEY: VTPASS_SIM_KEYS.publicKey,
  VTPASS_SECRET_KEY: VTPASS_SIM_KEYS.secretKey,
  VTPASS_TIMEOUT_MS: '5000', // a requery's claim lapses after 2 x this + 30 s
});
// The production server: compiled once (scripts/server-build.mjs, as `npm run build` does) and
// run with plain Node; BENCH_SERVER=tsx runs src/server/main.ts through tsx instead.
// Inside the project, where its packages resolve from node_modules.
mkdirSync('dist', { recursive: true });
const serverDir = mkdtempSync(join('dist', 'bench-server-'));
const compiled = env.BENCH_SERVER !== 'tsx';
if (compiled) await buildServer(serverDir);
const serverScript = compiled ? join(serverDir, 'main.js') : 'src/server/main.ts';
const apps: AppServer[] = [];
let haproxy: Haproxy | null = null;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

try {
  apps.push(...(await Promise.all(names.map((_, i) => startServer(url, appEnv(i), serverScript)))));
  haproxy = await startHaproxy(
    haproxyBin,
    PORT,
    names.map((name, i) => ({ name, port: PORT + 1 + i })),
  );
  console.log(`HAProxy at ${lb} in front of ${apps.map((a) => a.url).join(', ')}`);
  console.log(`signing up ${SESSIONS} users through HAProxy (with a PIN, tier 2)...`);
  const users = await prepareUsers({ url: lb }, pool, SESSIONS);
  await pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = ANY($1)', [users.map((u) => u.id)]);

  // (1) Mixed traffic, with one process killed halfway and started again.
  const ctx: TrafficContext = {
    lb,
    apps: names.map((name, i) => ({ name, url: apps[i]!.url })),
    users,
    pool,
    paystackSecret: loadConfig({ NODE_ENV: 'development' }).PAYSTACK_SIMULATOR_SECRET,
  };
  const t = newTraffic();
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const sessions = runSessions(ctx, t, {
    deadline,
    graceMs: 30_000,
    concurrency: CONCURRENCY,
    transfers: SESSION_TRANSFERS,
    pendingEvery: 4,
  });
  const bursts: Promise<unknown>[] = [];
  let killedAt: Date | null = null;
  let finished = false;
  void sessions.finally(() => {
    finished = true;
  });
  const killer = (async () => {
    while (!finished && t.sessions.done < SESSIONS / 2 && Date.now() < started + SECONDS * 500)
      await sleep(50);
    const at = { seconds: (Date.now() - started) / 1000, sessions_done: t.sessions.done };
    // Transfers in flight on the process to be killed: it dies as the first of
    // them is answered (at most 3 s later), so that some are committed whose
    // answer never leaves it.
    const burst = transferBurst(ctx, t, BURST, deadline + 30_000, apps[1]!.url);
    const burstStarted = Date.now();
    while (!t.transfers.some((x) => x.atKill) && Date.now() - burstStarted < 3_000) await sleep(5);
    console.log(
      `  SIGKILL to ${names[1]} (process group ${apps[1]!.pid}) at ${at.seconds.toFixed(1)} s`,
    );
    killedAt = new Date();
    await apps[1]!.kill();
    bursts.push(burst);
    await sleep(DOWN_S * 1000);
    const restarting = Date.now();
    apps[1] = await startServer(url, appEnv(1), serverScript);
    const restartS = (Date.now() - restarting) / 1000;
    console.log(`  ${names[1]} healthy again on the same port after ${restartS.toFixed(1)} s`);
    return {
      killed_at_s: Number(at.seconds.toFixed(1)),
      sessions_done_then: at.sessions_done,
      down_s: DOWN_S,
      restart_to_healthy_s: Number(restartS.toFixed(1)),
    };
  })();
  await sessions;
  const mixedSeconds = (Date.now() - started) / 1000;
  const kill = await killer;
  await Promise.all(bursts);
  const attempts = Object.values(t.latencies).reduce((n, xs) => n + xs.length, 0);
  const percentiles = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: Number(pct(sorted, 50).toFixed(1)), p99: Number(pct(sorted, 99).toFixed(1)) };
  };
  const mixed = {
    sessions: t.sessions,
    seconds: Number(mixedSeconds.toFixed(1)),
    requests: attempts,
    per_second: Math.round(attempts / mixedSeconds),
    sent_again_after_a_dead_process: t.retried,
    wrong_answers: t.wrong,
    latency_ms: Object.fromEntries(
      Object.entries(t.latencies).map(([k, xs]) => [k, { n: xs.length, ...percentiles(xs) }]),
    ),
  };
  console.log('mixed traffic:', mixed);

  // (2) The checks.
  const transfers = await checkTransfers(pool, t.transfers, killedAt);
  console.log('transfers:', transfers);
  const uploads = await checkUploads(ctx.apps, t.uploads);
  console.log('uploads:', uploads);
  const bills = await settleBills(pool, t.bills, SETTLE_S);
  console.log('bills:', bills);
  const deposits = await checkDeposits(pool, t.deposits);
  console.log('card deposits:', deposits);
  const operations = await checkOperations(ctx.apps, lb);
  console.log('operations:', operations);
  const ledger = await checkLedger(pool);
  console.log(`ledger check: ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.accounts_checked} accounts)`);

  // (3) One process against three. HAProxy must see the restarted process up first.
  let throughput: Awaited<ReturnType<typeof compare>> | null = null;
  if (LOAD) {
    const seen = new Set<string>();
    await fixedCount(30, 1, async () => {
      const res = await fetch(`${lb}/api/health`);
      seen.add(res.headers.get(SERVED_BY) ?? '');
      return res.status;
    });
    if (seen.size < names.length)
      console.log(`  HAProxy answered from ${[...seen].join(', ')} only`);
    console.log(
      `throughput: ${WORKLOADS.join(' and ')} (${LOAD_TRANSFERS} transfers, pairs ${PAIRS}; ${LOAD_SESSIONS} sessions with ${MIXED_TRANSFERS} transfers each) at ${CLIENTS} clients, ${REPS} reps, cores ${SETS.join(' | ')}`,
    );
    throughput = await compare({
      lb,
      apps,
      users,
      pool,
      sets: SETS,
      reps: REPS,
      workloads: WORKLOADS,
      total: LOAD_TRANSFERS,
      pairs: PAIRS,
      sessions: LOAD_SESSIONS,
      statements: env.BENCH_STATEMENTS === 'on',
      clients: CLIENTS,
      pgbench:
        pgbenchBin && pgbenchUrl ? { bin: pgbenchBin, url: pgbenchUrl, seconds: PGBENCH_S } : null,
    });
    const perRequest = (ms: Record<string, number>) =>
      Object.entries(ms)
        .map(([part, x]) => `${part} ${x}`)
        .join(', ');
    for (const [w, bySet] of Object.entries(throughput.by_workload))
      for (const [set, r] of Object.entries(bySet))
        console.log(
          `  ${w}, cores ${set}: one ${r.one_process.per_second}/s (p50 ${r.one_process.p50_ms}, p99 ${r.one_process.p99_ms} ms, CPU ${r.one_process.cpu_busy}), three ${r.three_processes.per_second}/s (p50 ${r.three_processes.p50_ms}, p99 ${r.three_processes.p99_ms} ms, CPU ${r.three_processes.cpu_busy}): three/one ${r.three_over_one}, one/pgbench ${r.one_over_pgbench}, three/pgbench ${r.three_over_pgbench}\n    CPU ms per request, one: ${perRequest(r.one_process.cpu_ms_per_request)}; three: ${perRequest(r.three_processes.cpu_ms_per_request)}`,
        );
    console.log(`  pgbench TPC-B median ${throughput.pgbench.median} tps`);
  }

  const ok = transfers.ok && uploads.ok && bills.ok && deposits.ok && operations.ok && ledger.ok;
  const result = {
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      load_before: load.before,
      load_after: loadavg().map((l) => Number(l.toFixed(2))),
      flush_ms: load.flush_ms,
      postgres: server.version,
    },
    params: {
      server: compiled ? 'compiled, plain Node' : 'tsx',
      pool_per_process: Number(POOL),
      sessions: SESSIONS,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      session_transfers: SESSION_TRANSFERS,
      pairs: PAIRS,
    },
    kill,
    mixed,
    checks: { transfers, uploads, bills, deposits, operations, ledger_ok: ledger.ok },
    throughput,
    ok,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/cluster-${Date.now()}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${ok ? 'every check passed' : 'A CHECK FAILED'}; written to ${file}`);
  if (!ok) process.exitCode = 1;
} finally {
  closeHttpClient();
  await haproxy?.stop();
  await Promise.all(apps.map((a) => a.stop()));
  await vtpass.stop();
  await pool.end();
  if (env.BENCH_KEEP !== 'on') {
    await dropDatabase(server.adminUrl, DB_NAME);
    if (pgbenchUrl) await dropDatabase(server.adminUrl, PGBENCH_DB);
  }
  await server.stop();
  for (const d of [...dataDirs, serverDir]) rmSync(d, { recursive: true, force: true });
}
