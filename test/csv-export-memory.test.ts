import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/http/context.ts';
import { makeTestDeps, signUpVerified } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

// A CSV export of 200,000 rows (the audit log, written set-based) over a real
// port, read slowly: the answer begins while the query is still open, the
// process's memory stays flat whatever the file's size (the cursor is read a
// batch at a time, only when the client has taken the last), and a client
// that goes away gives the connection back.

const MB = 1024 * 1024;
const ROWS = 200_000;
/** The most the process's heap may grow while the whole file (~70 MB) goes through it. */
const MAX_HEAP_GROWTH = 40 * MB;

let base: string;
let cookie: string;
let deps: AppDeps;
let close: () => Promise<void>;

beforeAll(async () => {
  const { url, pool } = await createTestDatabase(4);
  deps = makeTestDeps(url);
  const app = createApp(deps);
  const admin = await signUpVerified(app, deps, 'exporter@example.com');
  cookie = admin.cookie;
  await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
  await pool.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, after)
     SELECT 'someone', 'ops@example.com', 'rates.update', 'exchange_rate', 'USD:NGN',
            jsonb_build_object('n', i, 'note', repeat('Adébáyọ̀ ₦ ', 20))
       FROM generate_series(1, ${ROWS}) AS i`,
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
}, 120_000);
afterAll(() => close?.());

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const exportQuery = async () =>
  (
    await deps.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
        WHERE query LIKE '%from "audit_log" as "a"%' AND state <> 'idle' AND pid <> pg_backend_pid()`,
    )
  ).rows[0]?.n;

describe('a large CSV export', () => {
  it('streams 200,000 rows with flat memory, read slowly', async () => {
    const res = await fetch(`${base}/api/admin/audit-log?format=csv&action=rates`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    // The first bytes are here while the query is still open on the server.
    const head = new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value);
    expect(head.startsWith('\uFEFFId,Date (Lagos time),')).toBe(true);
    expect(await exportQuery()).toBe('1');

    const start = process.memoryUsage();
    let peakHeap = start.heapUsed;
    let peakRss = start.rss;
    let bytes = first.value?.byteLength ?? 0;
    let lines = head.split('\r\n').length - 1;
    // A record's end may fall between two chunks ('\r' ends one, '\n' begins the next).
    let carried = head.endsWith('\r') ? '\r' : '';
    let chunks = 0;
    const tail = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Count records by their ends; a note never holds a line break.
      const text = carried + tail.decode(value, { stream: true });
      carried = text.endsWith('\r') ? '\r' : '';
      lines += text.split('\r\n').length - 1;
      if (++chunks % 50 === 0) {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
        // A slow reader: the server must wait, not buffer.
        await sleep(5);
      }
    }
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(60 * MB);
    const heapGrowth = peakHeap - start.heapUsed;
    console.info(
      `CSV ${Math.round(bytes / MB)} MB; heap growth ${Math.round(heapGrowth / MB)} MB, rss growth ${Math.round((peakRss - start.rss) / MB)} MB`,
    );
    expect(heapGrowth).toBeLessThan(MAX_HEAP_GROWTH);
    // Done: the cursor is closed and its connection back in the pool.
    await sleep(100);
    expect(await exportQuery()).toBe('0');
  }, 240_000);

  it('a client that goes away ends the query and frees the connection', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/admin/audit-log?format=csv`, {
      headers: { cookie, 'accept-encoding': 'identity' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    expect(await exportQuery()).toBe('1');
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const until = Date.now() + 5_000;
    while ((await exportQuery()) !== '0' && Date.now() < until) await sleep(50);
    expect(await exportQuery()).toBe('0');
    expect(deps.pool.totalCount - deps.pool.idleCount).toBe(0);
  }, 60_000);
});
