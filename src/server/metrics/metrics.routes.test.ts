import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat, { type Family } from 'parse-prometheus-text-format';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/http/context.ts';
import { transfer } from '#server/ledger/operations.ts';
import { postWithin } from '#server/ledger/post.ts';
import { fund } from '#server/ledger/test-support.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { billPayer, type Client, PIN, serveBillsApp } from '#test/support/bills.ts';

// GET /metrics on the whole app listening on a real port (the VTpass simulator
// inside it is called over HTTP), scraped from 127.0.0.1 as Prometheus on the
// same machine would; other addresses through app.request with a socket's address.

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let base: string;
let close: () => Promise<void>;
let ownerPool: import('pg').Pool;
let url: string;
let alice: Client;

beforeAll(async () => {
  const db = await createTestDatabase(8);
  ({ url, pool: ownerPool } = db);
  const served = await serveBillsApp(url, { METRICS_TOKEN: TOKEN });
  ({ deps, close, app } = served);
  base = served.publicUrl;
  alice = await billPayer(app, deps, 10_000);
});
afterAll(() => close?.());

async function scrape(): Promise<Family[]> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  return parsePrometheusTextFormat(await res.text());
}

/** The value of one counter or gauge sample, as scraped; 0 when absent. */
function value(families: Family[], name: string, labels: Record<string, string>): number {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  );
  return Number(sample?.value ?? 0);
}

const matches = (have: object, want: Record<string, string>) =>
  Object.entries(want).every(([k, v]) => String((have as Record<string, unknown>)[k]) === v);

/**
 * How many observations a histogram holds for `labels`. Read from the registry: the
 * parser checks the text's syntax, but folds a histogram's labelled series into one.
 */
async function observations(name: string, labels: Record<string, string>) {
  const metric = deps.metrics.registry.getSingleMetric(name);
  const { values } = (await metric?.get()) ?? { values: [] };
  const count = (values as { metricName?: string; labels: object; value: number }[]).find(
    (v) => v.metricName === `${name}_count` && matches(v.labels, labels),
  );
  return count?.value ?? 0;
}

const fromAddress = (address: string, headers: Record<string, string> = {}, target = app) =>
  target.request('/metrics', { headers }, { incoming: { socket: { remoteAddress: address } } });

describe('GET /metrics', () => {
  it("answers in Prometheus's text format, every family the dashboard reads present", async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = parsePrometheusTextFormat(await res.text()).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'owo_http_request_duration_seconds',
        'owo_ledger_postings_total',
        'owo_provider_calls_total',
        'owo_provider_call_duration_seconds',
        'owo_db_pool_connections',
        'owo_db_pool_idle',
        'owo_db_pool_waiting',
        'owo_db_pool_max',
        'owo_job_queue_size',
        'owo_job_queue_failed',
        'process_cpu_seconds_total',
      ]),
    );
  });

  it('counts a request under the pattern of its route, never its path', async () => {
    const id = randomUUID();
    const res = await fetch(`${base}/api/bills/${id}`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(404);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).not.toContain(id);
    const families = parsePrometheusTextFormat(text);
    expect(families.find((f) => f.name === 'owo_http_request_duration_seconds')?.type).toBe(
      'HISTOGRAM',
    );
    const labels = { method: 'GET', route: '/api/bills/:id', status: '404' };
    expect(await observations('owo_http_request_duration_seconds', labels)).toBe(1);
    expect(text).toMatch(
      /^owo_http_request_duration_seconds_count\{method="GET",route="\/api\/bills\/:id",status="404"\} 1$/m,
    );
    expect(value(families, 'owo_db_pool_max', { pool: 'primary' })).toBe(10);
    expect(value(families, 'owo_db_pool_connections', { pool: 'primary' })).toBeGreaterThan(0);
  });

  it("a bill: its hold and settlement in the ledger's counter, its VTpass call in the providers'", async () => {
    const before = await scrape();
    const route = { method: 'POST', route: '/api/bills', status: '201' };
    const histograms = async (): Promise<[number, number]> => [
      await observations('owo_provider_call_duration_seconds', { provider: 'vtpass' }),
      await observations('owo_http_request_duration_seconds', route),
    ];
    const [vtpassBefore, routeBefore] = await histograms();
    const res = await fetch(`${base}/api/bills`, {
      method: 'POST',
      headers: {
        cookie: alice.cookie,
        origin: base,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-transaction-pin': PIN,
      },
      body: JSON.stringify({
        service: 'airtime',
        network: 'mtn',
        phone: '08031234567',
        amount: 50_000,
      }),
    });
    expect(res.status).toBe(201);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('owo_ledger_postings_total', { kind: 'payment', outcome: 'posted' })).toBe(1);
    expect(delta('owo_ledger_postings_total', { kind: 'settlement', outcome: 'posted' })).toBe(1);
    expect(delta('owo_provider_calls_total', { provider: 'vtpass', outcome: '2xx' })).toBe(1);
    const [vtpassAfter, routeAfter] = await histograms();
    expect(vtpassAfter - vtpassBefore).toBe(1);
    expect(routeAfter - routeBefore).toBe(1);
  });

  it('refusals and postings inside a transaction count; another pool’s postings do not', async () => {
    const before = await scrape();
    const refused = transfer(deps.pool, {
      fromUserId: alice.userId,
      toUserId: alice.userId,
      currency: 'USD',
      amount: 1_000_000,
      idempotencyKey: randomUUID(),
    });
    await expect(refused).rejects.toThrow();
    await inTransaction(deps.pool, (client) =>
      postWithin(client, {
        kind: 'deposit',
        category: 'funding',
        userId: alice.userId,
        actorId: 'metrics-test',
        idempotencyKey: randomUUID(),
        request: {},
        legs: [
          { account: { userId: alice.userId, currency: 'NGN' }, amount: 100 },
          { account: { system: 'funding', currency: 'NGN' }, amount: -100 },
        ],
      }),
    );
    // The test's own pool is not the app's: its posting is not this app's to count.
    await fund(ownerPool, alice.userId, 'NGN', 100);
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      value(after, 'owo_ledger_postings_total', labels) -
      value(before, 'owo_ledger_postings_total', labels);
    expect(delta({ kind: 'transfer', outcome: 'refused' })).toBe(1);
    expect(delta({ kind: 'deposit', outcome: 'posted' })).toBe(1);
  });

  it("reports each queue's depth (getQueueSize) and its failed jobs", async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => deps.pool.query(text, values ?? []) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue('metrics-probe');
      await boss.createQueue('metrics-probe-failing', {
        name: 'metrics-probe-failing',
        retryLimit: 0,
      });
      await boss.send('metrics-probe', {});
      await boss.send('metrics-probe', {});
      await boss.send('metrics-probe-failing', {});
      const [job] = await boss.fetch('metrics-probe-failing');
      await boss.fail('metrics-probe-failing', job!.id);
      deps.metrics.watchJobs(boss);
      const families = await scrape();
      expect(value(families, 'owo_job_queue_size', { queue: 'metrics-probe' })).toBe(2);
      expect(value(families, 'owo_job_queue_size', { queue: 'metrics-probe-failing' })).toBe(0);
      expect(value(families, 'owo_job_queue_failed', { queue: 'metrics-probe-failing' })).toBe(1);
      expect(value(families, 'owo_job_queue_failed', { queue: 'metrics-probe' })).toBe(0);
    } finally {
      deps.metrics.watchJobs(null);
      await boss.stop({ graceful: false, close: false, wait: true });
    }
  });
});

describe('who may read /metrics', () => {
  it('another address: 401 without the token or with a wrong one, 200 with it', async () => {
    const none = await fromAddress('203.0.113.9');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fromAddress('203.0.113.9', { authorization: 'Bearer nope' })).status).toBe(401);
    const ok = await fromAddress('203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(parsePrometheusTextFormat(await ok.text()).length).toBeGreaterThan(5);
  });

  it('a request a proxy forwarded from 127.0.0.1 is not local: X-Forwarded-For is never believed', async () => {
    const res = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.status).toBe(401);
    expect((await fromAddress('::1')).status).toBe(200);
    expect((await fromAddress('::ffff:127.0.0.1')).status).toBe(200);
  });

  it('without METRICS_TOKEN: 404 to anyone but this machine; each app has its own registry', async () => {
    const other = createApp(makeTestDeps(url));
    expect((await fromAddress('203.0.113.9', {}, other)).status).toBe(404);
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect((await fromAddress('203.0.113.9', bearer, other)).status).toBe(404);
    expect((await other.request('/metrics')).status).toBe(404);
    const res = await fromAddress('127.0.0.1', {}, other);
    expect(res.status).toBe(200);
    const families = parsePrometheusTextFormat(await res.text());
    // Nothing was posted through the other app: none of the first app's postings are here.
    expect(
      value(families, 'owo_ledger_postings_total', { kind: 'payment', outcome: 'posted' }),
    ).toBe(0);
  });
});
