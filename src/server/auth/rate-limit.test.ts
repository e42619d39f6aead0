import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { RATE_LIMIT_RULES } from '#server/auth/auth.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

let url: string;
beforeAll(async () => {
  ({ url } = await createTestDatabase(6));
});

const signInAttempt = (app: { request: ReturnType<typeof createApp>['request'] }, email: string) =>
  app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });

describe('rate limits', () => {
  it('answer 429 in our error shape after the sign-in limit, counted in PostgreSQL', async () => {
    const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
    const app = createApp(deps);
    const { max } = RATE_LIMIT_RULES['/sign-in/email'];
    for (let i = 0; i < max; i++)
      expect((await signInAttempt(app, 'a@example.com')).status).toBe(401);
    const res = await signInAttempt(app, 'a@example.com');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    });
    const { rows } = await deps.pool.query(
      `SELECT key, count FROM rate_limits WHERE key LIKE '%/sign-in/email'`,
    );
    expect(rows).toEqual([{ key: '127.0.0.1|/sign-in/email', count: max }]);
  });

  it('limit password-reset requests too', async () => {
    const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
    await deps.pool.query('DELETE FROM rate_limits');
    const app = createApp(deps);
    const ask = () =>
      app.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
    const { max } = RATE_LIMIT_RULES['/request-password-reset'];
    for (let i = 0; i < max; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('never answer 429 with RATE_LIMIT=off', async () => {
    const app = createApp(makeTestDeps(url, { RATE_LIMIT: 'off' }));
    for (let i = 0; i < 15; i++)
      expect((await signInAttempt(app, 'b@example.com')).status).toBe(401);
  });

  it('count per client address: the socket peer, or the forwarded client behind a trusted proxy', async () => {
    const deps = makeTestDeps(url, { RATE_LIMIT: 'on', TRUSTED_PROXIES: '127.0.0.1' });
    await deps.pool.query('DELETE FROM rate_limits');
    const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((ok) => server.once('listening', ok));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const attempt = (forwardedFor: string) =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: deps.config.publicUrl,
          'x-forwarded-for': forwardedFor,
          // A client cannot choose its own address by sending our internal header.
          'x-owo-client-ip': '198.51.100.1',
        },
        body: JSON.stringify({ email: 'c@example.com', password: 'wrong-password' }),
      });
    try {
      const { max } = RATE_LIMIT_RULES['/sign-in/email'];
      for (let i = 0; i < max; i++) expect((await attempt('203.0.113.1')).status).toBe(401);
      expect((await attempt('203.0.113.1')).status).toBe(429);
      expect((await attempt('203.0.113.2')).status).toBe(401);
      // Only the right-most untrusted hop counts; a spoofed left-most one changes nothing.
      expect((await attempt('10.9.9.9, 203.0.113.1')).status).toBe(429);
      const { rows } = await deps.pool.query('SELECT key FROM rate_limits ORDER BY key');
      expect(rows.map((r) => r.key)).toEqual([
        '203.0.113.1|/sign-in/email',
        '203.0.113.2|/sign-in/email',
      ]);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});
