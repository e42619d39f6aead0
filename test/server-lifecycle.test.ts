import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded.ts';
import { spawnServer } from '#test/support/server-process.ts';

/** Runs the real server entry point on the embedded database, as `npm start` does. */
async function startServer(dataDir: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const { child, output } = await spawnServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    ...extraEnv,
  });
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
  return { child, health, output, port };
}

/** The app processes a WEB_CONCURRENCY primary runs: its node children (PostgreSQL aside). */
function workersOf(primary: number) {
  const children = execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' });
  return children
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts'));
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((ok) =>
    child.exitCode !== null ? ok(child.exitCode) : child.on('exit', (code) => ok(code)),
  );

function postmasterPid(dataDir: string) {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : null;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-start-'));
  // Open to the postgres user, so as root the database stays in this folder (a private one is below).
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, answers health, and stops PostgreSQL cleanly on SIGINT', async () => {
    const { child, health } = await startServer(dataDir);
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    const pg = postmasterPid(dataDir);
    expect(pg).not.toBeNull();
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    expect(postmasterPid(dataDir)).toBeNull();
    expect(alive(pg!)).toBe(false);
  }, 90_000);

  it('starts again after the server was killed and left PostgreSQL running', async () => {
    const first = await startServer(dataDir);
    const orphan = postmasterPid(dataDir)!;
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(alive(orphan)).toBe(true);
    const second = await startServer(dataDir);
    expect(second.health).toEqual({ status: 'ok', db: 'ok' });
    expect(alive(orphan)).toBe(false);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 90_000);

  it('runs as several processes with WEB_CONCURRENCY, replaces one that dies, and stops them all, then PostgreSQL', async () => {
    const { child, health, output, port } = await startServer(dataDir, { WEB_CONCURRENCY: '2' });
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    expect(output()).toContain('(2 processes)');
    const pg = postmasterPid(dataDir)!;

    const before = workersOf(child.pid!);
    expect(before).toHaveLength(2);
    process.kill(before[0]!, 'SIGKILL');
    await expect
      .poll(() => workersOf(child.pid!).filter((pid) => !before.includes(pid)), { timeout: 30_000 })
      .toHaveLength(1);
    expect(workersOf(child.pid!)).toHaveLength(2);
    expect(output()).toContain('an app process died: starting another');
    // Both answer: requests spread over the two (node:cluster's round robin).
    for (let i = 0; i < 6; i++)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    expect(alive(pg)).toBe(false);
  }, 90_000);

  it('starts again over a stale pid file', async () => {
    writeFileSync(join(dataDir, 'pg', 'postmaster.pid'), `999999\n${dataDir}/pg\n0\n5432\n`);
    const { child, health } = await startServer(dataDir);
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  }, 90_000);
});

describe('npm start in a private directory', () => {
  // Like a checkout in /root or in `mktemp -d`: mode 700, so as root the
  // postgres user that runs PostgreSQL cannot pass through it.
  const home = mkdtempSync(join(tmpdir(), 'owo-private-'));
  const dataDir = join(home, 'checkout', '.data');
  mkdirSync(dataDir, { recursive: true });
  afterAll(() => {
    // As root the database lives outside, where DATA_DIR/pg points.
    rmSync(realpathSync(join(dataDir, 'pg')), { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  it('starts the embedded database, leaves the directory private, and stops it on SIGINT', async () => {
    const { child, health, output } = await startServer(dataDir);
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    expect(statSync(home).mode & 0o777).toBe(0o700);
    const pg = postmasterPid(dataDir)!;
    expect(alive(pg)).toBe(true);
    child.kill('SIGINT');
    expect(await exited(child), output()).toBe(0);
    expect(alive(pg)).toBe(false);

    const again = await startServer(dataDir);
    expect(again.health).toEqual({ status: 'ok', db: 'ok' });
    again.child.kill('SIGINT');
    expect(await exited(again.child), again.output()).toBe(0);
  }, 90_000);
});

describe('npm start where the embedded database cannot run', () => {
  it('exits with one paragraph saying why and what to do, not a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'owo-broken-'));
    // A file where the database's directory should be.
    writeFileSync(join(dataDir, 'pg'), 'not a directory');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    // Should it start after all, stop it (and its PostgreSQL) rather than leave it running.
    const started = setTimeout(() => child.kill('SIGINT'), 30_000);
    const code = await exited(child);
    clearTimeout(started);
    expect(code).toBe(1);
    expect(stderr).toContain('The embedded PostgreSQL cannot start');
    expect(stderr).toContain(join(dataDir, 'pg'));
    expect(stderr).toContain('set DATABASE_URL');
    expect(stderr).not.toMatch(/^\s+at /m);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe('npm start on a port already taken', () => {
  it.each([1, 2])(
    'exits saying the port is in use and what to do, and stops its PostgreSQL (WEB_CONCURRENCY=%i)',
    async (processes) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'owo-port-'));
      chmodSync(dataDir, 0o755);
      // What holds the port: Owo started earlier, or anything else.
      const taken = createServer();
      const port = await freePort();
      await new Promise<void>((ok) => taken.listen(port, '127.0.0.1', ok));
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: String(port),
          WEB_CONCURRENCY: String(processes),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (d) => {
        stderr += d;
      });
      const started = setTimeout(() => child.kill('SIGINT'), 60_000);
      const code = await exited(child);
      clearTimeout(started);
      taken.close();
      expect(code, stderr).toBe(1);
      expect(stderr).toContain(`127.0.0.1:${port} is already in use`);
      expect(stderr).toContain(`PORT=${port + 1} npm start`);
      expect(stderr).not.toMatch(/^\s+at /m);
      // The database it started for itself went with it.
      const pg = postmasterPid(dataDir);
      expect(pg === null || !alive(pg)).toBe(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
    90_000,
  );
});
