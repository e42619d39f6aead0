// `npm run bench -- start`: start-to-healthy, the time from spawning the server
// until GET /api/health answers 200, for the server run through tsx (the
// TypeScript sources, compiled as they load) and the compiled one (dist/server,
// plain Node), and for `npm start` itself (scripts/start.mjs: the build stamps
// checked, then the compiled server). On the machine's PostgreSQL (migrations
// already applied, as at a restart) and on the embedded one (its data directory
// already made, as at a newcomer's second start). Interleaved, median of
// BENCH_START_RUNS (5). See bench/README.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/db/embedded.ts';
import { buildServer, serverBuildIsCurrent } from '../scripts/server-build.mjs';
import { buildIsCurrent, buildWeb } from '../scripts/web-build.mjs';
import { dropDatabase, freshDatabase, median, openServer } from './db.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const SERVER_DIR = process.env.SERVER_DIR || 'dist/server';

const WAYS = {
  tsx: ['--import', 'tsx', 'src/server/main.ts'],
  compiled: ['--enable-source-maps', join(SERVER_DIR, 'main.js')],
  'npm start': ['scripts/start.mjs'],
} as const;
type Way = keyof typeof WAYS;

/** Milliseconds from spawn to the first 200 of /api/health; then the server is stopped. */
async function startToHealthy(way: Way, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...WAYS[way]], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < 120_000) {
      if (child.exitCode !== null) throw new Error(`${way} exited with code ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${way} was not healthy after 120 s`);
  } finally {
    const exited = new Promise((ok) =>
      child.exitCode !== null ? ok(null) : child.once('exit', ok),
    );
    child.kill('SIGTERM');
    await exited;
  }
}

if (!buildIsCurrent(WEB_DIR)) {
  console.log(`building the web app into ${WEB_DIR} (npm start would, once)...`);
  if (buildWeb(WEB_DIR) !== 0) throw new Error('the web build failed');
}
if (!serverBuildIsCurrent(SERVER_DIR)) {
  console.log(`compiling the server into ${SERVER_DIR}...`);
  await buildServer(SERVER_DIR);
}

const server = await openServer();
const dbName = 'owo_bench_start';
const databaseUrl = await freshDatabase(server.adminUrl, dbName, true);
const dataDir = mkdtempSync(join(tmpdir(), 'owo-bench-start-'));
// Open to the postgres user, which runs the embedded PostgreSQL when we are root.
chmodSync(dataDir, 0o755);
const setups = {
  'machine PostgreSQL': { DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  'embedded PostgreSQL': { DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' },
};
const times: Record<string, number[]> = {};
try {
  // The embedded database's first start makes its data directory (initdb): not timed.
  await startToHealthy('compiled', setups['embedded PostgreSQL']);
  for (let run = 0; run < RUNS; run++)
    for (const [setup, env] of Object.entries(setups))
      for (const way of Object.keys(WAYS) as Way[]) {
        const key = `${setup}, ${way}`;
        const ms = await startToHealthy(way, env);
        times[key] = [...(times[key] ?? []), ms];
      }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(server.adminUrl, dbName);
  await server.stop();
}

console.log(`\nstart-to-healthy, median of ${RUNS} (ms); load average ${loadavg()[0]?.toFixed(1)}`);
for (const [key, xs] of Object.entries(times))
  console.log(
    `  ${key.padEnd(40)} ${Math.round(median(xs)).toString().padStart(6)}   (${xs.map(Math.round).join(', ')})`,
  );
