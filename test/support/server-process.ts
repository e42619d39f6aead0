import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/providers/paystack/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

/**
 * Starts `src/server/main.ts` as a child process (NODE_ENV=test, LOG_LEVEL=warn,
 * then `env`) and waits until it says it is running; `output` is what it printed.
 * `args` runs another entry point (the compiled server).
 */
export async function spawnServer(
  env: Record<string, string>,
  args = ['--import', 'tsx', 'src/server/main.ts'],
) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('Owo is running at')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

/**
 * The real server (`src/server/main.ts`) as a child process on a fresh test
 * database, for the tests that kill it with SIGKILL (no clean-up of any kind)
 * half-way through something and start it again. `env` adds to the server's
 * settings (the jobs' periods). `deps` is the test's own view of the same
 * database; `app.request` calls the server as a browser would (with Origin).
 */
export async function serverProcess(env: Record<string, string>) {
  const { url } = await createTestDatabase(4);
  const deps = makeTestDeps(url);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-kill-'));
  let server: ChildProcess | null = null;

  async function start() {
    server = (
      await spawnServer({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: base,
        BOT_CHECK: 'off',
        RATE_LIMIT: 'off',
        ...env,
      })
    ).child;
  }

  async function kill() {
    const child = server;
    if (!child) return;
    server = null;
    const gone = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGKILL');
    await gone;
  }

  const app = {
    request: (path: string, init?: RequestInit) =>
      fetch(`${base}${path}`, { ...init, headers: { ...(init?.headers as object), origin: base } }),
  };

  return { url, deps, port, base, start, kill, app };
}
