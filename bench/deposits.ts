// `npm run bench -- deposits`: bank transfers into customers' own accounts,
// through the real app and its Paystack simulator (src/server/main.ts as child
// processes, BOT_CHECK=off, RATE_LIMIT=off), on a fresh database:
// (a) BENCH_TRANSFERS wallet-to-wallet transfers (default 2,000) from 50 users
//     at 50 concurrent requests against the app with KYC_LIMITS=off and the
//     same against the app with KYC_LIMITS=on (the tier rules applied in every
//     posting), interleaved BENCH_REPS times (default 3): the rules' cost
//     (goal: at most 10% fewer transfers per second);
// (b) BENCH_DEPOSITS signed charge.success webhooks (default 1,000) for
//     transfers the simulator recorded, 50 at once, into the app with
//     KYC_LIMITS=on: each verified with GET /transaction/verify and credited
//     once; per second, p50 and p99 from the webhook's arrival to the credit.
// The ledger check runs at the end. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import {
  bankTransferEvent,
  recordSimBankTransfer,
} from '#server/providers/paystack/sim-bank-transfers.ts';
import { dropDatabase, freshDatabase, median, openServer } from './db.ts';
import { fixedCount, type Run } from './fixed-count.ts';
import { closeHttpClient, post, prepareUsers, startServer } from './http-transfers.ts';

const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 1_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const USERS = 50;
const CLIENTS = 50;
const DB_NAME = 'owo_bench_deposits';
const GOAL = { limitsCost: 0.1 };
/** The background jobs stay out of the measurement (no requery resends meanwhile). */
const QUIET_JOBS = { DEPOSITS_REQUERY_S: '43200', DEPOSITS_SWEEP_S: '3600' };

const server = await openServer();
const url = await freshDatabase(server.adminUrl, DB_NAME, true);
const pool = new pg.Pool({ connectionString: url, max: 8 });
const on = await startServer(url, { KYC_LIMITS: 'on', ...QUIET_JOBS });
const off = await startServer(url, { KYC_LIMITS: 'off', ...QUIET_JOBS });
const secret = loadConfig({ NODE_ENV: 'development' }).PAYSTACK_SIMULATOR_SECRET;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs a signed Paystack event to the app; answers the status. */
function webhook(base: string, body: string, signature: string) {
  const { hostname, port } = new URL(base);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        path: '/api/webhooks/paystack',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SIGNATURE_HEADER]: signature,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

try {
  console.log(`signing up ${USERS} users (tier 3, each with an own account number)...`);
  const users = await prepareUsers(on, pool, USERS);
  await pool.query(
    `UPDATE profiles SET kyc_tier = 3, full_name = 'Bench ' || left(id, 6) WHERE id = ANY($1)`,
    [users.map((u) => u.id)],
  );
  const accounts: string[] = [];
  for (const u of users) {
    const res = await fetch(`${on.url}/api/me/bank-account`, {
      method: 'POST',
      headers: { cookie: u.cookie, origin: on.url },
    });
    if (res.status !== 200) throw new Error(`bank account: ${res.status} ${await res.text()}`);
    accounts.push(((await res.json()) as { account_number: string }).account_number);
  }

  // (a) Transfers with the tier rules off, then on, interleaved.
  const transfer = (app: typeof on) => (i: number) => {
    const from = users[i % USERS]!;
    const to = users[(i + 1) % USERS]!;
    return post(app.url, '/api/transfers', {
      cookie: from.cookie,
      key: randomUUID(),
      body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
    });
  };
  await fixedCount(200, CLIENTS, transfer(off)); // warm-up: JIT, connections, prepared statements
  await fixedCount(200, CLIENTS, transfer(on));
  const runs: { off: Run[]; on: Run[] } = { off: [], on: [] };
  for (let rep = 0; rep < REPS; rep++) {
    runs.off.push(await fixedCount(TRANSFERS, CLIENTS, transfer(off)));
    runs.on.push(await fixedCount(TRANSFERS, CLIENTS, transfer(on)));
    console.log(`rep ${rep + 1}: off`, runs.off.at(-1), 'on', runs.on.at(-1));
  }
  const summary = (rs: Run[]) => ({
    per_second: median(rs.map((r) => r.per_second)),
    p50_ms: median(rs.map((r) => r.p50_ms)),
    p99_ms: median(rs.map((r) => r.p99_ms)),
    failed: rs.reduce((n, r) => n + r.failed, 0),
  });
  const transfers = { limits_off: summary(runs.off), limits_on: summary(runs.on) };
  const cost = Number(
    (1 - transfers.limits_on.per_second / transfers.limits_off.per_second).toFixed(3),
  );
  console.log('transfers:', transfers, `the rules cost ${(cost * 100).toFixed(1)}% (goal <= 10%)`);

  // (b) Deposits: Paystack (the simulator) recorded the transfers; its webhooks arrive.
  const warmup = 100;
  console.log(`recording ${DEPOSITS + warmup} transfers at the simulator...`);
  const events: { body: string; signature: string; reference: string }[] = [];
  for (let i = 0; i < DEPOSITS + warmup; i++) {
    const record = await recordSimBankTransfer(pool, {
      account_number: accounts[i % USERS]!,
      amount: 10_000,
    });
    if (!record) throw new Error('the simulator did not record the transfer');
    const body = JSON.stringify(bankTransferEvent(record));
    events.push({ body, signature: signWebhook(body, secret), reference: record.reference });
  }
  const send = (offset: number) => (i: number) => {
    const e = events[offset + i]!;
    return webhook(on.url, e.body, e.signature);
  };
  const before = await pool.query<{ sum: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS sum FROM ledger_accounts
      WHERE user_id IS NOT NULL AND currency = 'NGN'`,
  );
  await fixedCount(warmup, CLIENTS, send(0));
  const deposits = await fixedCount(DEPOSITS, CLIENTS, send(warmup));
  console.log('deposits (webhook -> verify -> credit):', deposits);
  const measured = events.slice(warmup).map((e) => e.reference);
  const { rows: serverSide } = await pool.query<{ p50: number; p99: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
       FROM (SELECT extract(epoch FROM t.created_at - d.received_at) * 1000 AS ms
               FROM bank_deposits d JOIN ledger_transactions t ON t.id = d.transaction_id
              WHERE d.reference = ANY($1)) x`,
    [measured],
  );
  const { rows: booked } = await pool.query<{ credited: string; postings: string }>(
    `SELECT (SELECT count(*) FROM bank_deposits WHERE status = 'credited')::text AS credited,
            (SELECT count(*) FROM ledger_transactions
              WHERE idempotency_key LIKE 'bank-deposit:%')::text AS postings`,
  );
  const after = await pool.query<{ sum: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS sum FROM ledger_accounts
      WHERE user_id IS NOT NULL AND currency = 'NGN'`,
  );
  const creditedKobo = Number(after.rows[0]!.sum) - Number(before.rows[0]!.sum);
  const ledger = await checkLedger(pool);
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) },
    users: USERS,
    clients: CLIENTS,
    transfers,
    limits_cost: cost,
    deposits,
    deposits_server_side_ms: {
      p50: Number(Number(serverSide[0]?.p50).toFixed(1)),
      p99: Number(Number(serverSide[0]?.p99).toFixed(1)),
    },
    deposits_per_transfer_on: Number(
      (deposits.per_second / transfers.limits_on.per_second).toFixed(2),
    ),
    credited: Number(booked[0]?.credited),
    postings: Number(booked[0]?.postings),
    credited_exactly: creditedKobo === (DEPOSITS + warmup) * 10_000,
    ledger_ok: ledger.ok,
    goals_met: cost <= GOAL.limitsCost,
  };
  console.log(result);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/deposits-${Date.now()}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const sound =
    result.ledger_ok &&
    result.credited_exactly &&
    result.credited === DEPOSITS + warmup &&
    result.postings === DEPOSITS + warmup;
  if (!sound) process.exitCode = 1;
} finally {
  agent.destroy();
  closeHttpClient();
  await on.stop();
  await off.stop();
  await pool.end();
  if (process.env.BENCH_KEEP !== 'on') await dropDatabase(server.adminUrl, DB_NAME);
  await server.stop();
}
