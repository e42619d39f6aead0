// Where an HTTP transfer's CPU goes: `npx tsx bench/profile-transfers.ts`.
// The load of bench/ledger.ts (c) (32 signed-in clients POSTing /api/transfers
// with a PIN and an Idempotency-Key, BENCH_SECONDS, default 10) against the app
// with bench/cpu-profile-preload.mjs loaded. It reports
// - the CPU time per transfer of the app, PostgreSQL and the load generator
//   (user and system, from /proc), during the load and again once the mail it
//   made (the recipient's mail, both alerts) has all been sent;
// - PostgreSQL's busiest statements, when pg_stat_statements is loaded
//   (shared_preload_libraries; the extension is created in this database only);
// - the app's CPU profile (PROFILE_DIR, default /tmp/owo-profile): self time by
//   package or file and by function, the idle time and `writev` (time the
//   thread lost its core inside a socket write) left out.
// PROFILE=off measures without the profiler; MAIL=off without any mail.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { freshDatabase, openServer } from './db.ts';
import { closeHttpClient, httpTransfers, prepareUsers, startServer } from './http-transfers.ts';
import { partOf, processes } from './machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dir = process.env.PROFILE_DIR ?? '/tmp/owo-profile';
rmSync(dir, { recursive: true, force: true });

/** CPU ticks so far by who: the app, PostgreSQL, this load generator. */
function cpuTicks(appGroup: number) {
  const out = new Map<string, number>();
  for (const p of processes()) {
    const part = partOf(p, [appGroup]); // the app's group: npx, tsx and the app
    const who = part === 'client' ? 'load generator' : part === 'haproxy' ? null : part;
    if (!who) continue;
    out.set(`${who} user`, (out.get(`${who} user`) ?? 0) + p.user);
    out.set(`${who} system`, (out.get(`${who} system`) ?? 0) + p.system);
  }
  return out;
}

/** SIGUSR2 to the group's Node processes that run the app (not npm's shell, which would die of it). */
function signalApp(appGroup: number) {
  for (const p of processes()) {
    if (
      p.group === appGroup &&
      p.argv[0]?.endsWith('node') &&
      p.argv.some((a) => a.endsWith('main.ts'))
    )
      process.kill(p.pid, 'SIGUSR2');
  }
}

const perTransfer = (a: Map<string, number>, b: Map<string, number>, n: number) =>
  [...b.entries()]
    .map(([k, v]) => `${k} ${Math.round(((v - (a.get(k) ?? 0)) * 1e4) / n)} µs`)
    .join(', ');

const server = await openServer();
const url = await freshDatabase(server.adminUrl, 'owo_profile', true);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const app = await startServer(url, {
  NODE_OPTIONS: `--import ${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname} ${process.env.APP_NODE_OPTIONS ?? ''}`,
  PROFILE_DIR: dir,
  ...(process.env.MAIL ? { MAIL: process.env.MAIL } : {}),
});
const users = await prepareUsers(app, pool, 32);
await httpTransfers(app, pool, users, { clients: 32, seconds: 2 }); // warm-up

const statements = await pool
  .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  .then(() => pool.query('SELECT pg_stat_statements_reset()'))
  .then(() => true)
  .catch(() => false);
signalApp(app.pid); // the profiler starts
const cpu0 = cpuTicks(app.pid);
const r = await httpTransfers(app, pool, users, { clients: 32, seconds: SECONDS });
const cpu1 = cpuTicks(app.pid);
signalApp(app.pid); // and writes its profile
const drainStart = performance.now();
let lastCount = -1;
for (;;) {
  // Longer than the alerts' 2 s look for new ledger entries: a still count means all written.
  await new Promise((ok) => setTimeout(ok, 2500));
  const { rows } = await pool.query<{ all: string; pending: string }>(
    "SELECT count(*) AS all, count(*) FILTER (WHERE status = 'pending') AS pending FROM mail_outbox",
  );
  const all = Number(rows[0]!.all);
  if (Number(rows[0]!.pending) === 0 && all === lastCount) break;
  lastCount = all;
}
const cpu2 = cpuTicks(app.pid);
console.log(`HTTP transfers: ${r.per_second}/s (${r.ok} answered 200, ${r.non_2xx} not)`);
console.log(`CPU per transfer during the load: ${perTransfer(cpu0, cpu1, r.ok)}`);
const drainS = ((performance.now() - drainStart) / 1000).toFixed(1);
console.log(`with the mail sent (${drainS} s more): ${perTransfer(cpu0, cpu2, r.ok)}`);
if (statements) {
  // Top-level statements, then those run inside them (owo_transfer's own, with track = all).
  for (const toplevel of [true, false]) {
    const { rows } = await pool.query<{ calls: string; ms: string; each: string; query: string }>(
      `SELECT calls, round(total_exec_time::numeric) AS ms,
              round((total_exec_time / calls)::numeric, 3) AS each,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query
         FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname = current_database() AND toplevel = $1
        ORDER BY total_exec_time DESC LIMIT 15`,
      [toplevel],
    );
    if (rows.length === 0) continue;
    console.log(`-- busiest ${toplevel ? '' : 'nested '}statements: calls, ms in all, ms each`);
    for (const s of rows) console.log(`${s.calls}\t${s.ms}\t${s.each}\t${s.query}`);
  }
}
await app.stop();
closeHttpClient();
await pool.end();

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
const files = (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).filter((f) =>
  f.name.endsWith('.cpuprofile'),
);
const biggest = files
  .map((f) => `${dir}/${f.name}`)
  .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
if (biggest) {
  const prof = JSON.parse(readFileSync(biggest, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const self = new Map<number, number>();
  for (const [i, id] of prof.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
  }
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  for (const n of prof.nodes) {
    const t = self.get(n.id) ?? 0;
    if (['(idle)', 'writev', '(program)'].includes(n.callFrame.functionName)) continue;
    busy += t;
    const file = n.callFrame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*?\/src\//, 'src/');
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
    const parts = file.split('/');
    const pkg =
      file.startsWith('src/') || file.startsWith('node:')
        ? file
        : parts.slice(0, file.startsWith('@') ? 2 : 1).join('/');
    byFile.set(pkg || '(native)', (byFile.get(pkg || '(native)') ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(`-- the app's profile (${biggest}): ${(busy / 1e6).toFixed(1)} s busy`);
  console.log(`-- by package or file\n${top(byFile, 25)}\n-- by function\n${top(byFn, 30)}`);
}
process.exit(0);
