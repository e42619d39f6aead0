// The CPU side of `npm run bench -- cluster`'s throughput half: pinning the app
// processes to cores with taskset, and how much of the machine a measurement kept
// busy, split by part (the app processes, PostgreSQL, HAProxy, the load generator).
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import type { AppServer } from './http-transfers.ts';
import { partOf, processes } from './machine.ts';

/** A cpu list as taskset takes it ("0", "0,1"); "all" is every core of the machine. */
export type CpuSet = string;
const allCores = () => `0-${cpus().length - 1}`;

/** Pins every process of each app's process group (node, or npx, tsx and node; all their threads) to `set`. */
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

/** Whose CPU a measurement counts apart. */
export const PARTS = ['app', 'postgres', 'haproxy', 'client'] as const;
export type Part = (typeof PARTS)[number];

/** CPU ticks (1/100 s) so far of the app processes (their groups), PostgreSQL, HAProxy and this client. */
function partTicks(appGroups: number[]) {
  const ticks: Record<Part, number> = { app: 0, postgres: 0, haproxy: 0, client: 0 };
  for (const p of processes()) {
    const part = partOf(p, appGroups);
    // A backend that ended meanwhile (an idle connection closed) is counted in its parent's children.
    if (part) ticks[part] += p.user + p.system + p.children;
  }
  return ticks;
}

/**
 * Measures the CPU of what `run` causes: the machine's busy share, and the cores each part used
 * on average (the rest of the busy time is `other`: the VTpass simulator, the kernel's
 * interrupts, anybody else's work).
 */
export async function withCpu<T extends { seconds: number }>(
  appGroups: number[],
  run: () => Promise<T>,
) {
  const [machine, parts] = [cpuTimes(), partTicks(appGroups)];
  const result = await run();
  const [machineAfter, partsAfter] = [cpuTimes(), partTicks(appGroups)];
  const cores = cpus().length;
  const busy = (machineAfter.busy - machine.busy) / Math.max(1, machineAfter.total - machine.total);
  const used = Object.fromEntries(
    PARTS.map((p) => [p, Number(((partsAfter[p] - parts[p]) / 100 / result.seconds).toFixed(2))]),
  ) as Record<Part, number>;
  const other = busy * cores - PARTS.reduce((n, p) => n + used[p], 0);
  return {
    ...result,
    cpu_busy: Number(busy.toFixed(2)),
    cores_used: { ...used, other: Number(Math.max(0, other).toFixed(2)) },
  };
}

/** The cores each part used, and `other`: the rest of the machine's busy time. */
export type Cores = Record<Part | 'other', number>;
