import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { ensureLoginRole } from '#server/db/app-role.ts';
import { runMigrations } from '#server/db/migrate.ts';
import type { AppDeps } from '#server/http/context.ts';
import { RECENT_WRITE_COOKIE } from '#server/http/report-reads.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { fund, makeUser } from '#server/ledger/test-support.ts';
import { parseReadSource, READ_SOURCE_HEADER, type ReadSource } from '#shared/read-source.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { asAppRole, TEST_APP_PASSWORD, TEST_APP_ROLE, withDatabase } from '#test/global-setup.ts';
import {
  machinePostgres,
  type StreamingPair,
  startStreamingPair,
} from '#test/support/streaming-replica.ts';

// A real primary and a streaming replica made with pg_basebackup (this task's ports: 4700-4749).
const PORTS = { primary: 4711, replica: 4712 };
const MAX_LAG_S = 4;
const bin = machinePostgres();

/** Every back-office list and stat that reads the replica. */
const REPORTS = [
  '/api/admin/users',
  '/api/admin/stats',
  '/api/admin/stats/analytics',
  '/api/admin/transactions',
  '/api/admin/transactions/stats',
  '/api/admin/bills',
  '/api/admin/loans',
  '/api/admin/rates/history',
  '/api/admin/audit-log',
  '/api/admin/rmb',
  '/api/admin/airtime-cash',
  '/api/admin/held-deposits',
  '/api/admin/gift-cards',
  '/api/admin/withdrawals',
];

let pair: StreamingPair;
let primary: pg.Pool;
let replicaSu: pg.Pool;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let admin: { cookie: string; userId: string };
let ada: { cookie: string; userId: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(method: string, path: string, cookie: string, body?: unknown) {
  const headers: Record<string, string> = { cookie, origin: deps.config.publicUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const res = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const header = res.headers.get(READ_SOURCE_HEADER);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  const json = (await res.json()) as any;
  return { res, status: res.status, json, header, from: parseReadSource(header) };
}

const usersNamed = (email: string, cookie = admin.cookie) =>
  call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, cookie);

/** Until the replica has replayed everything the primary has written so far. */
async function caughtUp() {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn() AS lsn');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(50)) {
    const r = await replicaSu.query<{ ok: boolean }>(
      'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok',
      [rows[0]?.lsn],
    );
    if (r.rows[0]?.ok) return;
  }
  throw new Error('the replica did not catch up');
}

/** A fresh commit, replayed; then replay paused: from now on the replica falls behind. */
async function pauseReplay() {
  await primary.query('UPDATE profiles SET last_login = now() WHERE id = $1', [admin.userId]);
  await caughtUp();
  await replicaSu.query('SELECT pg_wal_replay_pause()');
  for (;;) {
    const { rows } = await replicaSu.query('SELECT pg_get_wal_replay_pause_state() AS s');
    if (rows[0]?.s === 'paused') return;
    await sleep(20);
  }
}

const resumeReplay = () => replicaSu.query('SELECT pg_wal_replay_resume()');

describe('the back office on a streaming read replica', () => {
  beforeAll(async () => {
    // Never skipped: a machine without them fails here, plainly (.ci/run installs them).
    if (!bin)
      throw new Error(
        'PostgreSQL 15 binaries (initdb, postgres, pg_basebackup) are needed: apt-get install postgresql-15 postgresql-client-15',
      );
    pair = await startStreamingPair(bin!, PORTS, async (url) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query('CREATE DATABASE owo');
      await c.query(`ALTER DATABASE owo SET owo.kyc_limits = 'off'`);
      await c.end();
      await ensureLoginRole(url, TEST_APP_ROLE, TEST_APP_PASSWORD);
      const owner = withDatabase(url, 'owo');
      await runMigrations(owner, asAppRole(owner));
    });
    primary = new pg.Pool({ connectionString: pair.primaryUrl('owo'), max: 3 });
    replicaSu = new pg.Pool({ connectionString: pair.replicaUrl('owo'), max: 2 });
    // pool.end() does not wait for the sockets: a stop right after ends them from the server side.
    for (const p of [primary, replicaSu]) p.on('error', () => {});
    const appUrl = asAppRole(pair.primaryUrl('owo'));
    deps = makeTestDeps(pair.primaryUrl('owo'), {
      DATABASE_URL: appUrl,
      DATABASE_REPLICA_URL: asAppRole(pair.replicaUrl('owo')),
      DATABASE_REPLICA_MAX_LAG_S: String(MAX_LAG_S),
    });
    app = createApp(deps);
    admin = await signUpVerified(app, deps, `admin-${randomUUID()}@example.com`);
    await primary.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
    ada = await signUpVerified(app, deps, `ada-${randomUUID()}@example.com`);
    await fund(primary, ada.userId, 'NGN', 1_000_000);
    await caughtUp();
  });

  // Registered here, not in beforeAll: the pools close before the servers stop.
  afterAll(async () => {
    // As every test file's database: the ledger left behind passes the ledger check.
    const report = primary ? await checkLedger(primary) : undefined;
    await deps?.replica?.end().catch(() => {});
    await deps?.pool.end().catch(() => {});
    await primary?.end();
    await replicaSu?.end().catch(() => {});
    await pair?.stop();
    if (report && !report.ok) throw new Error(`the ledger check failed: ${JSON.stringify(report)}`);
  });

  it('reads every back-office list and stat from the replica, and looks at its lag at most once a second', async () => {
    // Nothing written for longer than the limit: an idle primary is not a lagging replica.
    await sleep((MAX_LAG_S + 1) * 1000);
    const looks = vi.spyOn(deps.replica!.pool, 'query');
    const started = Date.now();
    for (const path of REPORTS) {
      const r = await call('GET', path, admin.cookie);
      expect([path, r.status, r.header]).toEqual([path, 200, 'replica']);
    }
    const lagLooks = looks.mock.calls.filter(([q]) =>
      /pg_last_wal_replay_lsn/.test(JSON.stringify(q)),
    );
    expect(lagLooks.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
    looks.mockRestore();
    // A user's detail and the ledger check are not reports: the primary, unannounced.
    for (const path of [`/api/admin/users/${ada.userId}`, '/api/admin/ledger/check']) {
      const r = await call('GET', path, admin.cookie);
      expect([path, r.status, r.header]).toEqual([path, 200, null]);
    }
  });

  it('misses a row the replica has not replayed, then reads the primary and says so once the lag passes the limit', async () => {
    await pauseReplay();
    const carol = await makeUser(primary, `carol-${randomUUID()}`);
    const stale = await usersNamed(carol.email);
    expect(stale.from).toEqual<ReadSource>({ source: 'replica' });
    expect(stale.json.items).toEqual([]);

    let behind = stale;
    for (
      const deadline = Date.now() + 15_000;
      behind.from?.source !== 'primary';
      await sleep(200)
    ) {
      if (Date.now() > deadline) throw new Error('the lag never passed the limit');
      behind = await usersNamed(carol.email);
    }
    expect(behind.from).toMatchObject({ source: 'primary', reason: 'replica-behind' });
    expect(behind.header).toMatch(/^primary; reason=replica-behind; lag=\d+$/);
    const lag = (behind.from as { lagSeconds: number }).lagSeconds;
    expect(lag).toBeGreaterThanOrEqual(MAX_LAG_S);
    expect(behind.json.items.map((u: { email: string }) => u.email)).toEqual([carol.email]);

    await resumeReplay();
    let back = behind;
    for (const deadline = Date.now() + 15_000; back.from?.source !== 'replica'; await sleep(200)) {
      if (Date.now() > deadline) throw new Error('the replica never came back');
      back = await usersNamed(carol.email);
    }
    expect(back.json.items.map((u: { email: string }) => u.email)).toEqual([carol.email]);
  });

  it("reads the primary right after an administrator's own change", async () => {
    const dan = await makeUser(primary, `dan-${randomUUID()}`);
    await pauseReplay();
    try {
      const change = await call('POST', `/api/admin/users/${dan.id}/status`, admin.cookie, {
        is_active: false,
      });
      expect(change.status).toBe(200);
      const set = change.res.headers.getSetCookie().find((c) => c.startsWith(RECENT_WRITE_COOKIE));
      expect(set).toMatch(new RegExp(`Max-Age=${MAX_LAG_S + 3}; Path=/api/admin; HttpOnly`));
      const mine = await usersNamed(dan.email, `${admin.cookie}; ${RECENT_WRITE_COOKIE}=1`);
      expect(mine.header).toBe('primary; reason=recent-write');
      expect(mine.json.items[0]).toMatchObject({ email: dan.email, is_active: false });
      // Without the cookie (another administrator) the replica still answers, a little behind.
      const other = await usersNamed(dan.email);
      expect(other.header).toBe('replica');
      expect(other.json.items[0]).toMatchObject({ email: dan.email, is_active: true });
    } finally {
      await resumeReplay();
    }
  });

  it("never reads a customer's own data or a money path from the replica", async () => {
    await pauseReplay();
    const reads = vi.spyOn(deps.replica!.pool, 'query');
    const connects = vi.spyOn(deps.replica!.pool, 'connect');
    try {
      await fund(primary, ada.userId, 'USD', 5_000);
      const wallets = await call('GET', '/api/wallets', ada.cookie);
      expect(wallets.status).toBe(200);
      expect(wallets.header).toBeNull();
      expect(JSON.stringify(wallets.json)).toContain('5000');
      const converted = await call('POST', '/api/wallets/convert', ada.cookie, {
        from: 'NGN',
        to: 'USD',
        amount: 150_050,
      });
      expect(converted.status).toBe(200);
      const history = await call('GET', '/api/transactions', ada.cookie);
      expect(history.status).toBe(200);
      expect(history.header).toBeNull();
      expect(history.json.items.length).toBeGreaterThanOrEqual(3);
      expect(reads).not.toHaveBeenCalled();
      expect(connects).not.toHaveBeenCalled();
      // The spies do see the replica's reads: a report right after is read there.
      await call('GET', '/api/admin/transactions', admin.cookie);
      expect(reads.mock.calls.length + connects.mock.calls.length).toBeGreaterThan(0);
    } finally {
      reads.mockRestore();
      connects.mockRestore();
      await resumeReplay();
    }
  });

  it('answers every report from the primary, with the notice, when the replica is stopped', async () => {
    const erin = await makeUser(primary, `erin-${randomUUID()}`);
    await pair.stopReplica();
    for (const path of REPORTS) {
      const r = await call('GET', path, admin.cookie);
      expect([path, r.status, r.header]).toEqual([
        path,
        200,
        'primary; reason=replica-unavailable',
      ]);
    }
    const found = await usersNamed(erin.email);
    expect(found.json.items.map((u: { email: string }) => u.email)).toEqual([erin.email]);
    const wallets = await call('GET', '/api/wallets', ada.cookie);
    expect([wallets.status, wallets.header]).toEqual([200, null]);
  });
});
