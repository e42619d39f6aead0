import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps, signUpVerified } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

// Uploads far over their limit, many at once, against the app on a real port
// in this process: each is refused (413) without being read, so the process's
// memory stays where it was. The bodies are generated as they are sent (one
// 64 KB chunk over and over), and sending stops as soon as the answer comes.

const MB = 1024 * 1024;
/** What one hostile upload would send if nobody stopped it. */
const TOTAL = 300 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const BOUNDARY = 'owo-upload-memory-boundary';
/** The largest growth of the process's memory the uploads may cause. */
const MAX_GROWTH = 100 * MB;

let port: number;
let cookie: string;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const deps = makeTestDeps(url);
  const app = createApp(deps);
  cookie = (await signUpVerified(app, deps, 'uploader@example.com')).cookie;
  origin = deps.config.publicUrl;
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ok) => server.once('listening', ok));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
});
afterAll(() => close?.());

type Framing = 'content-length' | 'chunked' | 'lying-content-length';
type Answer = { status: number | null; body: string; sent: number };

/**
 * POSTs a multipart body of TOTAL bytes over a raw socket, so the framing is
 * exactly what is asked: an honest Content-Length, none (chunked), or a
 * Content-Length of 1 MB that the body then runs far past. Stops sending as
 * soon as anything comes back, or the server closes the connection.
 */
function hugeUpload(path: string, field: string, framing: Framing): Promise<Answer> {
  const part = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n',
  );
  const length =
    framing === 'chunked'
      ? 'transfer-encoding: chunked'
      : `content-length: ${framing === 'content-length' ? TOTAL : MB}`;
  const head =
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\norigin: ${origin}\r\ncookie: ${cookie}\r\n` +
    `content-type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n\r\n`;
  const frame = (b: Buffer) =>
    framing === 'chunked'
      ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')])
      : b;
  const chunk = frame(CHUNK);

  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let received = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = received.toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const body = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      resolve({ status: status ? Number(status) : null, body, sent });
    };
    const answered = () => {
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      return length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length);
    };
    socket.on('data', (d) => {
      received = Buffer.concat([received, d]);
      if (answered()) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    const pump = () => {
      while (!done && sent < TOTAL) {
        sent += CHUNK.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      if (!done && framing === 'chunked') socket.write('0\r\n\r\n');
    };
    socket.write(head);
    socket.write(frame(part));
    pump();
  });
}

/** The largest resident size of this process while `work` runs, sampled every 5 ms. */
async function peakRss<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

const ROUTES = [
  {
    path: '/api/kyc',
    field: 'document',
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'File Size must be less than 5MB' },
  },
  {
    path: '/api/rmb/qr',
    field: 'file',
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'file: the QR code image must be at most 5MB' },
  },
  {
    path: '/api/webhooks/paystack',
    field: 'event',
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'body: must be at most 256 KB' },
  },
] as const;

/** `n` uploads at once, half to each of `routes`. */
const atOnce = (n: number, routes: readonly (typeof ROUTES)[number][], framing: Framing) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const route = routes[i % routes.length] as (typeof ROUTES)[number];
      return { route, framing, answer: await hugeUpload(route.path, route.field, framing) };
    }),
  );

describe('uploads far over their limit', () => {
  it('10 at once, 300 MB each, with and without Content-Length: every one 413, memory flat', async () => {
    // Warm up: the routes, the database connections and the sockets are ready before measuring.
    for (const r of ROUTES) expect((await hugeUpload(r.path, r.field, 'chunked')).status).toBe(413);
    const uploads = ROUTES.slice(0, 2);
    const before = process.memoryUsage.rss();
    const started = Date.now();
    const { result: answers, peak } = await peakRss(async () => [
      ...(await atOnce(10, uploads, 'chunked')),
      ...(await atOnce(10, uploads, 'content-length')),
      // Webhooks have a limit of their own too, in front of anything that reads them.
      ...(await atOnce(10, ROUTES.slice(2), 'chunked')),
      ...(await atOnce(10, ROUTES.slice(2), 'content-length')),
    ]);
    for (const { route, framing, answer } of answers) {
      expect(answer.status, `${route.path} ${framing}`).toBe(413);
      expect(JSON.parse(answer.body).error).toMatchObject(route.error);
      // Answered long before the body was sent: nobody waited for 300 MB.
      expect(answer.sent, `${route.path} ${framing}`).toBeLessThan(64 * MB);
    }
    expect(peak - before).toBeLessThan(MAX_GROWTH);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('10 at once with a Content-Length that the body runs past: only the declared bytes are read', async () => {
    const before = process.memoryUsage.rss();
    const { result: answers, peak } = await peakRss(() =>
      atOnce(10, ROUTES.slice(0, 2), 'lying-content-length'),
    );
    for (const { answer } of answers) {
      // The declared 1 MB holds a cut-off form: refused (by the route, or by the HTTP parser
      // when the rest arrives as a malformed next request), or the connection is closed.
      if (answer.status !== null) expect([400, 413]).toContain(answer.status);
      expect(answer.sent).toBeLessThan(64 * MB);
    }
    expect(peak - before).toBeLessThan(MAX_GROWTH);
  });
});
