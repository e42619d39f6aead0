import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoot, postgresUser, reachableDataDir } from '#server/db/postgres-as-root.ts';
import type { PostgresBinaries } from '#server/db/postgres-binaries.ts';
import { PASSWORD, type RunAs, run, startPostmaster } from '#server/db/postmaster.ts';

/**
 * A PostgreSQL primary and a streaming replica made from it with
 * pg_basebackup, for the read-replica tests. The embedded package has no
 * pg_basebackup, and both servers must be of one major version, so both run
 * on the machine's PostgreSQL programs (Debian's postgresql-NN, which .ci/run
 * installs). As root they run as the `postgres` user, like the embedded
 * database (postgres-as-root.ts), in a temporary directory it owns: never in
 * the checkout, which may be a private (mode 700) clone.
 */

const PROGRAMS = ['initdb', 'postgres', 'pg_basebackup'];

/** The newest /usr/lib/postgresql/NN with every program these tests run, if any. */
export function machinePostgres(): PostgresBinaries | undefined {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((v) => PROGRAMS.every((p) => existsSync(join(base, v, 'bin', p))));
  return version ? { root: join(base, version), version } : undefined;
}

const FLAGS = [
  ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  ...['-c', 'fsync=off', '-c', 'max_connections=60', '-c', 'wal_level=replica'],
];

/** Runs one of the programs to its end, as `runAs`; rejects with its output. */
const runProgram = (
  bin: PostgresBinaries,
  program: string,
  args: string[],
  runAs: RunAs,
  cwd: string,
) => run(join(bin.root, 'bin', program), args, runAs, cwd);

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGINT'); // fast shutdown
  await exited;
}

const urlFor = (port: number, db = 'postgres') =>
  `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${db}`;

export type StreamingPair = Awaited<ReturnType<typeof startStreamingPair>>;

/**
 * Starts the primary on `ports.primary`, runs `prepare(url)` on it (the
 * superuser's URL), then makes the replica with `pg_basebackup -R -X stream`
 * and starts it on `ports.replica`. `stop()` stops both and removes their data.
 */
export async function startStreamingPair(
  bin: PostgresBinaries,
  ports: { primary: number; replica: number },
  prepare: (primaryUrl: string) => Promise<void>,
) {
  const runAs: RunAs = isRoot() ? postgresUser() : undefined;
  const made = mkdtempSync(join(tmpdir(), 'owo-replica-'));
  // As root: the directory, or a system one it links to, owned by the postgres user.
  const dir = runAs ? await reachableDataDir(made, runAs, async () => {}) : made;
  const running: ChildProcess[] = [];
  const onExit = () => {
    for (const c of running) c.kill('SIGINT');
  };
  process.on('exit', onExit);
  const stopAll = async () => {
    process.off('exit', onExit);
    for (const c of running.reverse()) await stop(c);
    rmSync(dir, { recursive: true, force: true });
    rmSync(made, { recursive: true, force: true });
  };

  try {
    const pwfile = join(dir, 'pwfile');
    writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
    const primaryDir = join(dir, 'primary');
    await runProgram(
      bin,
      'initdb',
      [`--pgdata=${primaryDir}`, '--auth=scram-sha-256', '--username=postgres'].concat([
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ]),
      runAs,
      dir,
    );
    const primary = await startPostmaster({
      bin,
      dataDir: primaryDir,
      port: ports.primary,
      runAs,
      flags: FLAGS,
    });
    running.push(primary);
    await prepare(urlFor(ports.primary));

    const replicaDir = join(dir, 'replica');
    const source = `host=127.0.0.1 port=${ports.primary} user=postgres password=${PASSWORD}`;
    // -R writes standby.signal and primary_conninfo: the replica streams from the primary.
    await runProgram(
      bin,
      'pg_basebackup',
      ['-d', source, '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
      runAs,
      dir,
    );
    const replica = await startPostmaster({
      bin,
      dataDir: replicaDir,
      port: ports.replica,
      runAs,
      flags: FLAGS,
    });
    running.push(replica);

    return {
      primaryUrl: (db?: string) => urlFor(ports.primary, db),
      replicaUrl: (db?: string) => urlFor(ports.replica, db),
      /** Stops the replica only (fast shutdown), as an outage would. */
      stopReplica: () => stop(replica),
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
