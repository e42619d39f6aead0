// The throughput half of `npm run bench -- cluster`: the same load (transfers, or
// the customers' mixed sessions) sent to one app process directly and to three
// through HAProxy, with the app processes on every core and pinned by taskset to 1
// and 2 cores, interleaved with pgbench in the same run as the yardstick; and for
// each measurement the cores the app, PostgreSQL, HAProxy and the client kept busy.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type Cores, type CpuSet, PARTS, pin, withCpu } from './cluster-cpu.ts';
import { mixed } from './cluster-mixed.ts';
import {
  busiest,
  type StatementCost,
  statements,
  statementsReadable,
} from './cluster-statements.ts';
import { median } from './db.ts';
import { fixedCount, type Run } from './fixed-count.ts';
import { type AppServer, type BenchUser, post } from './http-transfers.ts';
import { pgbenchRun } from './pgbench.ts';

/**
 * Who sends to whom. `ring`: transfer i from user i to user i + 1, so transfers next to each
 * other in the sequence share a wallet and wait on each other's row lock (a chain as long as
 * the transfers in flight); `apart`: from user i to user i + n/2, so no two of the transfers in
 * flight (fewer than n/2) share a wallet, and what is measured is the work, not the waits.
 */
export type Pairs = 'ring' | 'apart';

/**
 * `total` transfers between `users` from `clients` loops, to `base`, and the
 * share of the machine's CPU that was busy meanwhile (with everything on it:
 * the app, PostgreSQL, HAProxy, this client and anybody else's work).
 */
export function transfers(
  base: string,
  appGroups: number[],
  users: BenchUser[],
  o: { total: number; clients: number; pairs: Pairs },
) {
  const step = o.pairs === 'apart' ? Math.floor(users.length / 2) : 1;
  return withCpu(appGroups, () =>
    fixedCount(o.total, o.clients, (i) => {
      const from = users[i % users.length]!;
      const to = users[(i + step) % users.length]!;
      return post(base, '/api/transfers', {
        cookie: from.cookie,
        key: randomUUID(),
        body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
      });
    }),
  );
}

/** Connections PostgreSQL has left now (other sessions share this server). */
export async function freeConnections(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ free: number }>(
    `SELECT current_setting('max_connections')::int
            - current_setting('superuser_reserved_connections')::int
            - (SELECT count(*) FROM pg_stat_activity)::int AS free`,
  );
  return rows[0]?.free ?? 0;
}

/** What one measurement sends: the transfer load, or the customers' mixed sessions. */
export type Workload = 'transfers' | 'mixed';

export type LoadOptions = {
  lb: string;
  apps: AppServer[];
  users: BenchUser[];
  pool: pg.Pool;
  sets: CpuSet[];
  reps: number;
  workloads: Workload[];
  /** Transfers per measurement of `transfers`, and who sends to whom. */
  total: number;
  pairs: Pairs;
  /** Sessions per measurement of `mixed`. */
  sessions: number;
  clients: number;
  pgbench: { bin: string; url: string; seconds: number } | null;
  /** Each measurement's busiest statements per request (BENCH_STATEMENTS=on). */
  statements: boolean;
};

type LoadRun = Run & { cpu_busy: number; cores_used: Cores; statements?: StatementCost[] };
type Summary = {
  per_second: number;
  p50_ms: number;
  p99_ms: number;
  cpu_busy: number;
  /** Medians: the cores each part kept busy, and its CPU per request (ms). */
  cores_used: Cores;
  cpu_ms_per_request: Cores;
  failed: number;
  runs: LoadRun[];
};
const CORE_PARTS = [...PARTS, 'other'] as const;
const med = (xs: number[], digits = 1) => Number(median(xs).toFixed(digits));
const summary = (runs: LoadRun[]): Summary => ({
  per_second: med(
    runs.map((r) => r.per_second),
    0,
  ),
  p50_ms: med(runs.map((r) => r.p50_ms)),
  p99_ms: med(runs.map((r) => r.p99_ms)),
  cpu_busy: med(
    runs.map((r) => r.cpu_busy),
    2,
  ),
  cores_used: Object.fromEntries(
    CORE_PARTS.map((p) => [
      p,
      med(
        runs.map((r) => r.cores_used[p]),
        2,
      ),
    ]),
  ) as Cores,
  cpu_ms_per_request: Object.fromEntries(
    CORE_PARTS.map((p) => [
      p,
      med(
        runs.map((r) => (r.cores_used[p] * 1000) / Math.max(1, r.per_second)),
        2,
      ),
    ]),
  ) as Cores,
  failed: runs.reduce((n, r) => n + r.failed, 0),
  runs,
});

/** The cores each part used, for the log. */
const cores = (r: { cores_used: Cores }) =>
  CORE_PARTS.map((p) => `${p} ${r.cores_used[p].toFixed(2)}`).join(', ');

/**
 * For each rep: pgbench, then for each cpu set and workload one process and three, in turn
 * (medians of the reps; an even number of reps puts each side first equally often).
 */
export async function compare(o: LoadOptions) {
  const tps: number[] = [];
  const pgbenchClients: number[] = [];
  const one: Record<string, LoadRun[]> = {};
  const three: Record<string, LoadRun[]> = {};
  const groups = o.apps.map((a) => a.pid);
  const measure = (w: Workload, base: string, total = w === 'mixed' ? o.sessions : o.total) =>
    w === 'mixed'
      ? mixed(base, o.lb, groups, o.users, total, o.clients)
      : transfers(base, groups, o.users, { total, clients: o.clients, pairs: o.pairs });
  const withStatements = o.statements && (await statementsReadable(o.pool));
  /** A measurement, and with BENCH_STATEMENTS=on what PostgreSQL spent its time on. */
  const measured = async (label: string, w: Workload, base: string): Promise<LoadRun> => {
    if (!withStatements) return measure(w, base);
    const before = await statements(o.pool);
    const run = await measure(w, base);
    const top = busiest(before, await statements(o.pool), run.ok);
    console.log(`  ${label}: PostgreSQL's time per request, busiest statements`);
    for (const s of top) console.log(`    ${s.ms.toFixed(3)} ms, ${s.calls} calls: ${s.query}`);
    return { ...run, statements: top };
  };
  pin(o.apps, 'all');
  for (const w of o.workloads) {
    // warm-up: JIT, pools
    await measure(w, o.apps[0]!.url, w === 'mixed' ? 50 : Math.min(500, o.total));
    await measure(w, o.lb, w === 'mixed' ? 50 : Math.min(500, o.total));
  }
  for (let rep = 1; rep <= o.reps; rep++) {
    if (o.pgbench) {
      // 32 clients as in bench/ledger.ts, fewer when other sessions hold the connections.
      const clients = Math.max(4, Math.min(32, (await freeConnections(o.pool)) - 4));
      try {
        const run = { clients, threads: 2, seconds: o.pgbench.seconds };
        tps.push(await pgbenchRun(o.pgbench.bin, o.pgbench.url, run));
        pgbenchClients.push(clients);
        console.log(`  [${rep}] pgbench TPC-B (${clients} clients): ${tps.at(-1)} tps`);
        // Its dirty pages are written now, not during the measurement that follows it.
        await o.pool.query('CHECKPOINT').catch(() => undefined);
      } catch (e) {
        // Another session took the connections meanwhile: this rep has no yardstick.
        console.log(
          `  [${rep}] pgbench failed: ${(e as Error).message.split('\n').slice(1).join(' ')}`,
        );
      }
    }
    for (const set of o.sets) {
      pin(o.apps, set);
      for (const w of o.workloads) {
        const k = `${w} ${set}`;
        one[k] ??= [];
        three[k] ??= [];
        // One first in odd reps, three first in even ones: whichever runs first follows pgbench
        // (and its autovacuum) or the previous set, and the ledger grows through the run, so a
        // fixed order would favour one side.
        const runOne = async () => one[k]!.push(await measured(`one, ${k}`, w, o.apps[0]!.url));
        const runThree = async () => three[k]!.push(await measured(`three, ${k}`, w, o.lb));
        if (rep % 2 === 1) {
          await runOne();
          await runThree();
        } else {
          await runThree();
          await runOne();
        }
        const [a, b] = [one[k]!.at(-1)!, three[k]!.at(-1)!];
        console.log(
          `  [${rep}] ${w}, cores ${set}: one process ${a.per_second}/s (p50 ${a.p50_ms} ms, p99 ${a.p99_ms} ms, CPU ${a.cpu_busy}: ${cores(a)}), three ${b.per_second}/s (p50 ${b.p50_ms} ms, p99 ${b.p99_ms} ms, CPU ${b.cpu_busy}: ${cores(b)})`,
        );
      }
    }
  }
  pin(o.apps, 'all');
  const pgbenchTps = tps.length ? med(tps, 0) : null;
  const ratio = (x: number, y: number | null) => (y ? Number((x / y).toFixed(2)) : null);
  const byCores = (w: Workload) =>
    Object.fromEntries(
      o.sets.map((set) => {
        const [a, b] = [summary(one[`${w} ${set}`]!), summary(three[`${w} ${set}`]!)];
        return [
          set,
          {
            one_process: a,
            three_processes: b,
            three_over_one: ratio(b.per_second, a.per_second),
            one_over_pgbench: ratio(a.per_second, pgbenchTps),
            three_over_pgbench: ratio(b.per_second, pgbenchTps),
          },
        ];
      }),
    );
  return {
    pgbench: { tps, clients: pgbenchClients, median: pgbenchTps },
    by_workload: Object.fromEntries(o.workloads.map((w) => [w, byCores(w)])),
  };
}
