// `npm run bench -- bills`: bill payments through the real app and its VTpass
// simulator (src/server/main.ts as a child process, BOT_CHECK=off,
// RATE_LIMIT=off), on a fresh database:
// (a) BENCH_BILLS airtime purchases (default 1,000) from 50 users at 50
//     concurrent requests, each with its Idempotency-Key and PIN; per second,
//     p50 and p99, against the same count of wallet-to-wallet transfers sent
//     the same way in the same run (the ratio's goal: at least 0.5);
// (b) BENCH_PENDING pending bills (default 10,000) that VTpass has meanwhile
//     decided, resolved by the background requery (pg-boss) once they fall
//     due; the goal is under 60 s. A requery holds no database connection
//     while VTpass answers (bills.outcome.ts: the bill is read, the pool's
//     connection goes back, VTpass is asked, then the answer is applied).
// The ledger check runs after both. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import { freePort } from '#server/db/embedded.ts';
import { recordBill } from '#server/features/bills/bills.service.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { createLogger } from '#server/log.ts';
import { planPay } from '#server/providers/vtpass/sim-pay.ts';
import { recordPay } from '#server/providers/vtpass/sim-store.ts';
import { VTPASS_SIM_KEYS, VTPASS_SIMULATOR_PATH } from '#server/providers/vtpass/vtpass.ts';
import { dropDatabase, freshDatabase, openServer } from './db.ts';
import { fixedCount } from './fixed-count.ts';
import { closeHttpClient, post, prepareUsers, startServer } from './http-transfers.ts';

const PURCHASES = Number(process.env.BENCH_BILLS ?? 1_000);
const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);
const USERS = 50;
const CLIENTS = 50;
const DB_NAME = 'owo_bench_bills';
const GOAL = { ratio: 0.5, resolve_s: 60 };

const server = await openServer();
const url = await freshDatabase(server.adminUrl, DB_NAME, true);
const pool = new pg.Pool({ connectionString: url, max: 8 });
// VTpass is another server: its simulator runs in a process of its own
// (bench/vtpass-server.ts), reached through the app's real client.
// BENCH_VTPASS=inside keeps it inside the app instead, as in development.
const inside = process.env.BENCH_VTPASS === 'inside';
const appPort = String(await freePort());
const vtpass = inside
  ? null
  : await startServer(
      url,
      { APP_URL: `http://127.0.0.1:${appPort}` },
      'bench/vtpass-server.ts',
      '/health',
    );
const app = await startServer(url, {
  PORT: appPort,
  BILLS_REQUERY_S: '1',
  VTPASS_SIM_PENDING_S: '1',
  ...(vtpass
    ? {
        VTPASS_BASE_URL: `${vtpass.url}${VTPASS_SIMULATOR_PATH}/`,
        VTPASS_API_KEY: VTPASS_SIM_KEYS.apiKey,
        VTPASS_PUBLIC_KEY: VTPASS_SIM_KEYS.publicKey,
        VTPASS_SECRET_KEY: VTPASS_SIM_KEYS.secretKey,
      }
    : {}),
});
console.log(`VTpass simulator: ${inside ? 'inside the app' : `its own process, ${vtpass?.url}`}`);
try {
  console.log(`signing up ${USERS} users (with a PIN)...`);
  const users = await prepareUsers(app, pool, USERS);

  // (a) Airtime purchases against transfers, the same count, clients and users.
  const transfer = (i: number) => {
    const from = users[i % USERS]!;
    const to = users[(i + 1) % USERS]!;
    return post(app.url, '/api/transfers', {
      cookie: from.cookie,
      key: randomUUID(),
      body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
    });
  };
  const airtime = (i: number) =>
    post(app.url, '/api/bills', {
      cookie: users[i % USERS]!.cookie,
      key: randomUUID(),
      body: JSON.stringify({
        service: 'airtime',
        network: 'mtn',
        phone: '08031234567',
        amount: 10_000,
      }),
    });
  await fixedCount(100, CLIENTS, transfer); // warm-up: JIT, connections, prepared statements
  await fixedCount(100, CLIENTS, airtime);
  const transfers = await fixedCount(PURCHASES, CLIENTS, transfer);
  const purchases = await fixedCount(PURCHASES, CLIENTS, airtime);
  const ratio = Number((purchases.per_second / transfers.per_second).toFixed(2));
  console.log('transfers (reference):', transfers);
  console.log('airtime purchases:    ', purchases, `ratio ${ratio} (goal >= ${GOAL.ratio})`);
  const afterA = await checkLedger(pool);

  // (b) Pending bills VTpass has meanwhile delivered, resolved by the requery job.
  console.log(`recording ${PENDING} pending bills...`);
  const config = loadConfig({
    NODE_ENV: 'development',
    BILLS_REQUERY_S: '86400',
    LOG_LEVEL: 'silent',
  });
  const deps = { pool, config, log: createLogger('silent') };
  let made = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (made < PENDING) {
        const n = made++;
        const user = users[n % USERS]!;
        const { row } = await recordBill(
          deps,
          user.id,
          { service: 'airtime', network: 'mtn', phone: '08031234567', amount: 5_000 },
          randomUUID(),
        );
        // Sent to VTpass (the simulator took it and has delivered it since).
        await pool.query('UPDATE bills SET pay_sent_at = now() WHERE id = $1', [row.id]);
        const plan = planPay({
          request_id: row.request_id,
          serviceID: 'mtn',
          amount: 50,
          phone: '08031234567',
        });
        if ('refused' in plan) throw new Error(`the simulator refused ${row.request_id}`);
        await recordPay(pool, row.request_id, 'delivered', plan.data);
      }
    }),
  );
  const started = performance.now();
  await pool.query(`UPDATE bills SET next_requery_at = now() WHERE status = 'pending'`);
  let left = PENDING;
  while (left > 0 && performance.now() - started < 300_000) {
    await new Promise((r) => setTimeout(r, 200));
    const { rows } = await pool.query<{ left: string }>(
      `SELECT count(*)::text AS left FROM bills WHERE status = 'pending'`,
    );
    left = Number(rows[0]?.left);
  }
  const resolveS = Number(((performance.now() - started) / 1000).toFixed(1));
  const resolved = {
    bills: PENDING,
    left,
    seconds: resolveS,
    per_second: Math.round((PENDING - left) / resolveS),
  };
  console.log(
    'pending bills resolved by the requery job:',
    resolved,
    `(goal < ${GOAL.resolve_s} s)`,
  );
  const afterB = await checkLedger(pool);
  const { rows: twice } = await pool.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM vtpass_sim_records WHERE pay_calls > 1',
  );
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) },
    vtpass: inside ? 'inside the app' : 'own process',
    purchases: PURCHASES,
    clients: CLIENTS,
    users: USERS,
    transfers,
    airtime: purchases,
    ratio,
    pending: resolved,
    paid_twice: Number(twice[0]?.n),
    ledger_ok: afterA.ok && afterB.ok,
    goals_met: ratio >= GOAL.ratio && resolveS < GOAL.resolve_s && left === 0,
  };
  console.log(
    `ledger check: ${result.ledger_ok ? 'ok' : 'FAILED'}; paid twice: ${result.paid_twice}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/bills-${Date.now()}.json`, `${JSON.stringify(result, null, 2)}\n`);
  if (!result.ledger_ok) process.exitCode = 1;
} finally {
  closeHttpClient();
  await app.stop();
  await vtpass?.stop();
  await pool.end();
  if (process.env.BENCH_KEEP !== 'on') await dropDatabase(server.adminUrl, DB_NAME);
  await server.stop();
}
