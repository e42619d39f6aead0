// The throughput half of `npm run bench -- cluster`: the same transfer load
// sent to one app process directly and to three through HAProxy, with the app
// processes on every core and pinned by taskset to 1 and 2 cores, interleaved
// with pgbench in the same run as the yardstick.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type pg from 'pg';
import { median } from './db.ts';
import { fixedCount, type Run } from './fixed-count.ts';
import { type AppServer, type BenchUser, post } from './http-transfers.ts';
import { pgbenchRun } from './pgbench.ts';

/** A cpu list as taskset takes it ("0", "0,1"); "all" is every core of the machine. */
export type CpuSet = string;
const allCores = () => `0-${cpus().length - 1}`;

/** Pins every process of each app's process group (npx, tsx, node; all their threads) to `set`. */
export function pin(apps: AppServer[], set: CpuSet) {
  const list = set === 'all' ? allCores() : set;
  for (const app of apps) {
    const pids = execFileSync('pgrep', ['-g', String(app.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    for (const pid of pids)
      execFileSync('taskset', ['-a', '-p', '-c', list, pid], { stdio: 'ignore' });
  }
}

/** The machine's CPU time so far, busy and in all, summed over its cores (ms). */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * `total` transfers between `users` from `clients` loops, to `base`, and the
 * share of the machine's CPU that was busy meanwhile (with everything on it:
 * the app, PostgreSQL, HAProxy, this client and anybody else's work).
 */
export async function transfers(base: string, users: BenchUser[], total: number, clients: number) {
  const before = cpuTimes();
  const run = await fixedCount(total, clients, (i) => {
    const from = users[i % users.length]!;
    const to = users[(i + 1) % users.length]!;
    return post(base, '/api/transfers', {
      cookie: from.cookie,
      key: randomUUID(),
      body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
    });
  });
  const after = cpuTimes();
  const cpuBusy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  return { ...run, cpu_busy: Number(cpuBusy.toFixed(2)) };
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

export type LoadOptions = {
  lb: string;
  apps: AppServer[];
  users: BenchUser[];
  pool: pg.Pool;
  sets: CpuSet[];
  reps: number;
  total: number;
  clients: number;
  pgbench: { bin: string; url: string; seconds: number } | null;
};

type LoadRun = Run & { cpu_busy: number };
type Summary = {
  per_second: number;
  p50_ms: number;
  p99_ms: number;
  cpu_busy: number;
  failed: number;
  runs: LoadRun[];
};
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
  failed: runs.reduce((n, r) => n + r.failed, 0),
  runs,
});

/**
 * For each rep: pgbench, then for each cpu set one process and three, in turn (medians of the
 * reps; an even number of reps puts each side first equally often).
 */
export async function compare(o: LoadOptions) {
  const tps: number[] = [];
  const pgbenchClients: number[] = [];
  const one: Record<CpuSet, LoadRun[]> = {};
  const three: Record<CpuSet, LoadRun[]> = {};
  pin(o.apps, 'all');
  await transfers(o.apps[0]!.url, o.users, Math.min(500, o.total), o.clients); // warm-up: JIT, pools
  await transfers(o.lb, o.users, Math.min(500, o.total), o.clients);
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
      one[set] ??= [];
      three[set] ??= [];
      // One first in odd reps, three first in even ones: whichever runs first follows pgbench
      // (and its autovacuum) or the previous set, and the ledger grows through the run, so a
      // fixed order would favour one side.
      const runOne = async () =>
        one[set]!.push(await transfers(o.apps[0]!.url, o.users, o.total, o.clients));
      const runThree = async () =>
        three[set]!.push(await transfers(o.lb, o.users, o.total, o.clients));
      if (rep % 2 === 1) {
        await runOne();
        await runThree();
      } else {
        await runThree();
        await runOne();
      }
      const [a, b] = [one[set]!.at(-1)!, three[set]!.at(-1)!];
      console.log(
        `  [${rep}] cores ${set}: one process ${a.per_second}/s (p50 ${a.p50_ms} ms, p99 ${a.p99_ms} ms, CPU ${a.cpu_busy}), three ${b.per_second}/s (p50 ${b.p50_ms} ms, p99 ${b.p99_ms} ms, CPU ${b.cpu_busy})`,
      );
    }
  }
  pin(o.apps, 'all');
  const pgbenchTps = tps.length ? med(tps, 0) : null;
  const ratio = (x: number, y: number | null) => (y ? Number((x / y).toFixed(2)) : null);
  const bySet = Object.fromEntries(
    o.sets.map((set) => {
      const [a, b] = [summary(one[set]!), summary(three[set]!)];
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
  return { pgbench: { tps, clients: pgbenchClients, median: pgbenchTps }, by_cores: bySet };
}
