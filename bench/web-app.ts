// The app as a stranger gets it, for `npm run bench:web`: a production build, `scripts/start.mjs`
// on a fresh embedded database in a temporary DATA_DIR, the demo user (with history) signed in.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { freePort } from '#server/db/embedded.ts';
import { DEMO } from '#server/seed-demo.ts';
import { buildWeb } from '../scripts/web-build.mjs';

export type WebApp = { url: string; cookie: string; stop: () => Promise<void> };

/**
 * Starts the app on a fresh database. With `prebuilt` (a production build of the web app made
 * earlier, e.g. of another commit), that build is served as it is instead of building the
 * sources: the server runs without `scripts/start.mjs`, which would rebuild it.
 */
export async function startWebApp(prebuilt?: string): Promise<WebApp> {
  const dir = mkdtempSync(join(tmpdir(), 'owo-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: join(dir, 'data'),
    WEB_DIR: prebuilt ?? join(dir, 'web'),
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
  // Built and stamped as `npm start` builds, so scripts/start.mjs finds it current and does not
  // build it again.
  if (!prebuilt) {
    console.log('building the web app (production)...');
    const status = buildWeb(env.WEB_DIR);
    if (status !== 0) throw new Error(`the build failed (exit ${status})`);
  }
  const server = prebuilt ? ['--import', 'tsx', 'src/server/main.ts'] : ['scripts/start.mjs'];
  const child: ChildProcess = spawn(process.execPath, server, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: stop() ends the server and its PostgreSQL
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((ok) => child.once('exit', ok));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 15_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', 'seed-demo'],
      {
        env,
        encoding: 'utf8',
      },
    );
    if (seed.status !== 0) throw new Error(`seed-demo failed: ${seed.stderr}`);
    return { url, cookie: await signIn(url), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

async function waitForHealth(url: string, child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become healthy within 180 s');
}

/** Signs the demo user in as the browser would, ALTCHA solved here; answers the session cookie. */
async function signIn(url: string) {
  const ch = await (await fetch(`${url}/api/bot-check/challenge`)).json();
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const token = Buffer.from(
    JSON.stringify({ ...ch, number: solution.number, took: solution.took }),
  ).toString('base64');
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-captcha-response': token },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
