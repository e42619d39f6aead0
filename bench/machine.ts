import {
  closeSync,
  fdatasyncSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './db.ts';

/**
 * Median time of an 8 kB write + fdatasync, in ms: what a commit waits for. The
 * machines are shared, so a busy disk shows here and explains slow runs.
 */
export function flushLatencyMs(samples = 100): number {
  const dir = mkdtempSync(join(tmpdir(), 'owo-bench-flush-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const page = Buffer.alloc(8192, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const t = performance.now();
      writeSync(fd, page, 0, page.length, 0);
      fdatasyncSync(fd);
      times.push(performance.now() - t);
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
  return Number(median(times).toFixed(3));
}

export type Proc = {
  pid: number;
  group: number;
  user: number;
  system: number;
  /** The CPU ticks of its children that ended and that it waited for (PostgreSQL's backends in the postmaster). */
  children: number;
  argv: string[];
};

/** Every process now running, from /proc: its group, CPU ticks (1/100 s) so far and argv. */
export function processes(): Proc[] {
  const out: Proc[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      out.push({
        pid: Number(pid),
        group: Number(f[2]),
        user: Number(f[11]),
        system: Number(f[12]),
        children: Number(f[13]) + Number(f[14]),
        argv,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** PostgreSQL's postmaster (`.../bin/postgres`, which counts its ended backends as children) or one of its processes (`postgres: ...`). */
export const isPostgres = (p: Proc) => /(^|\/)postgres(:|$)/.test(p.argv[0] ?? '');

/** Whose a process is, for counting CPU by part: this load generator, the app (its process groups), PostgreSQL or HAProxy. */
export function partOf(
  p: Proc,
  appGroups: number[],
): 'client' | 'app' | 'postgres' | 'haproxy' | null {
  if (p.pid === process.pid) return 'client';
  if (appGroups.includes(p.group)) return 'app';
  if (isPostgres(p)) return 'postgres';
  return p.argv[0]?.endsWith('haproxy') ? 'haproxy' : null;
}
