import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from './api-fixture.ts';
import { pinHeader, setPin } from './auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await setPin(f.app, f.deps, f.ada.cookie);
});

/** Routes anyone may call: health, docs, sign-in's helpers, the provider webhooks and simulators. */
const PUBLIC = [
  /^\/api\/health(\/ready)?$/,
  /^\/api\/config\/public$/,
  /^\/api\/bot-check\//,
  /^\/api\/dev\/mailbox$/,
  /^\/api\/dev\/vtpass\/transactions$/,
  /^\/api\/dev\/paystack\/bank-transfer$/,
  /^\/api\/webhooks\//,
  /^\/sim\//,
];

describe('every documented route', () => {
  it('refuses a request without a session with a 401 in the fixed error shape', async () => {
    const doc = await f.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const routes = Object.entries(
      doc.json.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
    );
    const guarded = routes.filter((r) => !PUBLIC.some((p) => p.test(r.path)));
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const r of guarded) {
      const path = r.path.replace(/\{(\w+)\}/g, (_m, name) => (name === 'currency' ? 'NGN' : 'x'));
      const res = await f.call(r.method, path, { body: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(401);
      expect(res.json.error.code, `${r.method} ${r.path}`).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a forged session cookie', async () => {
    const res = await f.call('GET', '/api/me', {
      cookie: 'better-auth.session_token=forged.value',
    });
    expect(res.status).toBe(401);
  });

  it('refuses a cross-site state-changing request', async () => {
    const res = await f.call('POST', '/api/transfers', {
      cookie: f.ada.cookie,
      headers: { origin: 'https://evil.example', ...pinHeader() },
      body: { to_email: 'x@example.com', currency: 'NGN', amount: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
  });

  it('answers unknown API paths with a 404 in the fixed error shape', async () => {
    const res = await f.call('GET', '/api/no-such-thing', { cookie: f.ada.cookie });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });

  it('answers GET /api/health', async () => {
    const res = await f.call('GET', '/api/health');
    expect(res).toEqual({ status: 200, json: { status: 'ok', db: 'ok' } });
  });
});
