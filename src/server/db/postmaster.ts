import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PostgresUser } from './postgres-as-root.ts';
import { initdbPath, type PostgresBinaries, postgresPath } from './postgres-binaries.ts';

/** Who runs PostgreSQL: the `postgres` user when we are root, else ourselves. */
export type RunAs = PostgresUser | undefined;

export const PASSWORD = 'postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type Postmaster = { pid: number; port: number; ready: boolean };

/** What `postmaster.pid` says: process id, port, and whether it accepts connections. */
function readPidFile(dataDir: string): Postmaster | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isFinite(pid) || !Number.isFinite(port)) return undefined;
  return { pid, port, ready: lines[7]?.trim() === 'ready' };
}

/**
 * The PostgreSQL already running on this data directory, if any. A pid file
 * left by an unclean stop, whose process is gone, is removed: it would block
 * the next start.
 */
export function runningPostmaster(dataDir: string): Postmaster | undefined {
  const pm = readPidFile(dataDir);
  if (pm && processAlive(pm.pid)) return pm;
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
  return undefined;
}

/** Fast shutdown (SIGINT) of a postmaster, waiting until it is gone. */
export async function stopPostmaster(pid: number, dataDir: string) {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (processAlive(pid) && Date.now() < deadline) await sleep(100);
  if (processAlive(pid)) throw new Error(`PostgreSQL ${pid} on ${dataDir} did not stop`);
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
}

/** Runs a program to its end (in `cwd` when given); rejects with its output when it fails. */
export function run(file: string, args: string[], runAs: RunAs, cwd?: string) {
  return new Promise<void>((ok, fail) => {
    const child = spawn(file, args, { ...runAs, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? ok() : fail(new Error(`${file} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * A new cluster in `dataDir`: UTF-8 with PostgreSQL's own C.UTF-8 locale, so
 * it neither depends on the machine's locales nor sorts differently on each.
 */
export async function initCluster(bin: PostgresBinaries, dataDir: string, runAs: RunAs) {
  // initdb reads the password from a file; the parent of the data directory is one it can reach.
  const pwfile = join(dirname(dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(
      initdbPath(bin),
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      runAs,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the postmaster and resolves once it accepts connections (its pid
 * file says "ready", whatever the language of its messages).
 */
export async function startPostmaster(opts: {
  bin: PostgresBinaries;
  dataDir: string;
  port: number;
  runAs: RunAs;
  flags: string[];
}): Promise<ChildProcess> {
  const { bin, dataDir, port, runAs, flags } = opts;
  const child = spawn(postgresPath(bin), ['-D', dataDir, '-p', String(port), ...flags], {
    ...runAs,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  // Keep reading, or PostgreSQL blocks on a full pipe; keep the tail for errors.
  child.stderr?.on('data', (d) => {
    log = (log + d).slice(-4_000);
  });
  let spawnError: Error | undefined;
  child.on('error', (e) => {
    spawnError = e;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (spawnError) throw spawnError;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`PostgreSQL stopped while starting on ${dataDir}:\n${log}`);
    const pm = readPidFile(dataDir);
    if (pm && pm.pid === child.pid && pm.ready) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgreSQL did not start on ${dataDir} within a minute:\n${log}`);
    }
    await sleep(50);
  }
}
