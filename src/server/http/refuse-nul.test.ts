import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 100_000);
  await setPin(f.app, f.deps, f.ada.cookie);
});

const NUL = '\u0000';
/** As a browser on our own pages sends them, so only the NUL can be the reason for a refusal. */
const own = () => ({ origin: f.deps.config.publicUrl, 'sec-fetch-site': 'same-origin' });

describe('a NUL character anywhere in a request', () => {
  it('in a JSON text field: 400 naming the field, and nothing changes', async () => {
    const before = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    const res = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      headers: own(),
      body: { full_name: `Ada${NUL}Lovelace`, city: 'Lagos' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'full_name' });
    const after = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    expect(after.json.city).toBe(before.json.city);
  });

  it('in a transfer note, a nested or unknown field: 400 and no money moves', async () => {
    const balances = await f.balances(f.ada.userId);
    for (const body of [
      { to_email: 'x@example.com', currency: 'NGN', amount: 100, description: NUL },
      { to_email: 'x@example.com', currency: 'NGN', amount: 100, extra: { deep: [`a${NUL}`] } },
      { [`key${NUL}`]: 1 },
    ]) {
      const res = await f.call('POST', '/api/transfers', {
        cookie: f.ada.cookie,
        headers: { ...own(), ...pinHeader() },
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await f.balances(f.ada.userId)).toEqual(balances);
  });

  it('in a query parameter or a path segment: 400', async () => {
    for (const path of [
      '/api/transactions?q=%00',
      '/api/transactions?q=a%00b&limit=5',
      '/api/history?currency=NGN%00',
      '/api/funding/card/%00',
      '/api/funding/card/REF%00X',
    ]) {
      const res = await f.call('GET', path, { cookie: f.ada.cookie });
      expect(res.status, path).toBe(400);
      expect(res.json.error.code, path).toBe('VALIDATION_ERROR');
    }
  });

  it('in better-auth bodies and links: 4xx, and no account is made', async () => {
    const email = `nul-${randomUUID()}@example.com`;
    const up = await f.call('POST', '/api/auth/sign-up/email', {
      headers: own(),
      body: { name: `N${NUL}`, email, password: 'secret-password' },
    });
    expect(up.status).toBe(400);
    const { rows } = await f.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: `a${NUL}@example.com`, password: 'secret-password' }],
      ['/api/auth/sign-in/email', { email, password: `x${NUL}` }],
      ['/api/auth/request-password-reset', { email: `${NUL}@example.com` }],
    ] as const) {
      const res = await f.call('POST', path, { body, headers: own() });
      expect(res.status, path).toBe(400);
    }
    const verify = await f.call('GET', '/api/auth/verify-email?token=%00');
    expect(verify.status).toBe(400);
  });

  it('in a multipart field or file name: 400', async () => {
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), `id${NUL}.pdf`);
    const res = await f.app.request('/api/kyc', {
      method: 'POST',
      headers: { cookie: f.ada.cookie, ...own() },
      body: form,
    });
    expect(res.status).toBe(400);
  });

  it('however deep it is nested', async () => {
    // As deep as fits in the body limit: far past any recursion a parser survives.
    const depth = 32_000;
    const res = await f.call('POST', '/api/transfers', {
      cookie: f.ada.cookie,
      headers: { ...own(), ...pinHeader() },
      body: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(res.status).toBe(400);
  });

  it('leaves text that only looks like one alone', async () => {
    const res = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      headers: own(),
      body: { full_name: 'Ada \\u0000 %00' },
    });
    expect(res.status).toBe(200);
    expect(res.json.full_name).toBe('Ada \\u0000 %00');
  });
});
