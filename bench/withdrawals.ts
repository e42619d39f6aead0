// `npm run bench -- withdrawals`: withdrawals through the real app and its
// Paystack simulator (src/server/main.ts as a child process, BOT_CHECK=off,
// RATE_LIMIT=off), on a fresh database:
// (a) BENCH_WITHDRAWALS withdrawal requests (default 1,000) from 50 users at
//     50 concurrent requests, each with its Idempotency-Key and PIN; per
//     second, p50 and p99, against the same count of wallet-to-wallet
//     transfers sent the same way in the same run (the ratio's goal: at least 0.5);
// (b) BENCH_PROCESSING approved withdrawals (default 10,000) whose transfers
//     Paystack has meanwhile completed but whose webhooks were lost, verified
//     and settled by the background job (pg-boss) once due; the goal is under 60 s.
// The ledger check runs after both. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import { createWithdrawal } from '#server/features/withdrawals/withdrawals.service.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { createLogger } from '#server/log.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import { insertSimRecord } from '#server/providers/paystack/sim-store.ts';
import { dropDatabase, freshDatabase, openServer } from './db.ts';
import { fixedCount } from './fixed-count.ts';
import { closeHttpClient, post, prepareUsers, startServer } from './http-transfers.ts';

const REQUESTS = Number(process.env.BENCH_WITHDRAWALS ?? 1_000);
const PROCESSING = Number(process.env.BENCH_PROCESSING ?? 10_000);
const USERS = 50;
const CLIENTS = 50;
const DB_NAME = 'owo_bench_withdrawals';
const GOAL = { ratio: 0.5, verify_s: 60 };

const server = await openServer();
const url = await freshDatabase(server.adminUrl, DB_NAME, true);
const pool = new pg.Pool({ connectionString: url, max: 8 });
const app = await startServer(url, { WITHDRAWALS_VERIFY_S: '1' });
try {
  console.log(`signing up ${USERS} users (with a PIN)...`);
  const users = await prepareUsers(app, pool, USERS);

  // (a) Withdrawal requests against transfers, the same count, clients and users.
  const transfer = (i: number) => {
    const from = users[i % USERS]!;
    const to = users[(i + 1) % USERS]!;
    return post(app.url, '/api/transfers', {
      cookie: from.cookie,
      key: randomUUID(),
      body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
    });
  };
  // As the screen sends it: the name was resolved when the user pressed Verify.
  const withdraw = (i: number) =>
    post(app.url, '/api/withdrawals', {
      cookie: users[i % USERS]!.cookie,
      key: randomUUID(),
      body: JSON.stringify({
        amount: 10_000,
        bank_code: '058',
        account_number: SIM_ACCOUNTS.succeeds,
        account_name: 'OKAFOR ADAEZE AMAKA',
      }),
    });
  await fixedCount(100, CLIENTS, transfer); // warm-up: JIT, connections, prepared statements
  await fixedCount(100, CLIENTS, withdraw);
  const transfers = await fixedCount(REQUESTS, CLIENTS, transfer);
  const withdrawals = await fixedCount(REQUESTS, CLIENTS, withdraw);
  const ratio = Number((withdrawals.per_second / transfers.per_second).toFixed(2));
  console.log('transfers (reference):', transfers);
  console.log('withdrawal requests:  ', withdrawals, `ratio ${ratio} (goal >= ${GOAL.ratio})`);
  const afterA = await checkLedger(pool);

  // (b) Approved withdrawals Paystack has completed without a webhook reaching us.
  console.log(`recording ${PROCESSING} approved withdrawals...`);
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PUBLIC_URL: app.url });
  const deps = { pool, config, log: createLogger('silent') };
  let made = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (made < PROCESSING) {
        const n = made++;
        const { withdrawal: w } = await createWithdrawal(
          deps,
          users[n % USERS]!.id,
          {
            amount: 5_000,
            bank_code: '058',
            account_number: SIM_ACCOUNTS.succeeds,
            account_name: 'OKAFOR ADAEZE AMAKA',
          },
          randomUUID(),
        );
        const code = `TRF_bench${n}`;
        await insertSimRecord(pool, 'transfer', w.reference, code, {
          amount: w.amount,
          currency: 'NGN',
          status: 'success',
          transfer_code: code,
          reference: w.reference,
          reason: null,
        });
        // Approved long ago; due for verification only when the clock starts.
        await pool.query(
          `UPDATE withdrawals SET status = 'processing', processed_at = now(),
              transfer_code = $2, next_verify_at = now() + interval '1 day' WHERE id = $1`,
          [w.id, code],
        );
      }
    }),
  );
  const started = performance.now();
  await pool.query(`UPDATE withdrawals SET next_verify_at = now() WHERE status = 'processing'`);
  let left = PROCESSING;
  while (left > 0 && performance.now() - started < 300_000) {
    await new Promise((r) => setTimeout(r, 200));
    const { rows } = await pool.query<{ left: string }>(
      `SELECT count(*)::text AS left FROM withdrawals WHERE status = 'processing'`,
    );
    left = Number(rows[0]?.left);
  }
  const verifyS = Number(((performance.now() - started) / 1000).toFixed(1));
  const verified = {
    withdrawals: PROCESSING,
    left,
    seconds: verifyS,
    per_second: Math.round((PROCESSING - left) / verifyS),
  };
  console.log(
    'processing withdrawals verified by the job:',
    verified,
    `(goal < ${GOAL.verify_s} s)`,
  );
  const afterB = await checkLedger(pool);
  const { rows: twice } = await pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM (SELECT reference FROM paystack_sim_records
       WHERE kind = 'transfer' GROUP BY reference HAVING count(*) > 1) t`,
  );
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) },
    requests: REQUESTS,
    clients: CLIENTS,
    users: USERS,
    transfers,
    withdrawals,
    ratio,
    processing: verified,
    paid_twice: Number(twice[0]?.n),
    ledger_ok: afterA.ok && afterB.ok,
    goals_met: ratio >= GOAL.ratio && verifyS < GOAL.verify_s && left === 0,
  };
  console.log(
    `ledger check: ${result.ledger_ok ? 'ok' : 'FAILED'}; paid twice: ${result.paid_twice}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/withdrawals-${Date.now()}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (!result.ledger_ok) process.exitCode = 1;
} finally {
  closeHttpClient();
  await app.stop();
  await pool.end();
  if (process.env.BENCH_KEEP !== 'on') await dropDatabase(server.adminUrl, DB_NAME);
  await server.stop();
}
