import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { requireAdmin, requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { handleError } from '#server/http/error-handler.ts';
import { withDeps } from '#server/http/middleware.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

let deps: ReturnType<typeof makeTestDeps>;
let app: ReturnType<typeof createApp>;
const probe = new Hono<AppEnv>();

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  deps = makeTestDeps(url);
  app = createApp(deps);
  probe.use('*', withDeps(deps));
  probe.onError(handleError);
  probe.get('/who', requireUser, (c) => c.json(c.var.user));
  probe.post('/pay', requireUser, (c) => c.json({ ok: true }));
  probe.get('/admin', requireUser, requireAdmin, (c) => c.json({ ok: true }));
});

const who = (cookie?: string) => probe.request('/who', { headers: cookie ? { cookie } : {} });

describe('requireUser', () => {
  it('puts the signed-in user and the profile flags on the context', async () => {
    const { cookie, userId } = await signUpVerified(app, deps, 'ada@example.com');
    const res = await who(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: userId,
      email: 'ada@example.com',
      isAdmin: false,
      isActive: true,
      twoFactorEnabled: false,
      cleanPinHash: null, // no PIN set yet
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses no cookie, a forged cookie and a tampered signature with 401', async () => {
    const { cookie } = await signUpVerified(app, deps, 'bola@example.com');
    const none = await who();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' },
    });
    const [name, value = ''] = cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0];
    expect((await who(`${name}=${token}`)).status).toBe(401);
    expect((await who(`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).status).toBe(
      401,
    );
    const { rows } = await deps.pool.query('SELECT token FROM sessions LIMIT 1');
    expect((await who(`${name}=${rows[0].token}.x`)).status).toBe(401);
  });

  it('stops accepting a session once signed out or expired', async () => {
    const first = await signUpVerified(app, deps, 'chidi@example.com');
    expect((await who(first.cookie)).status).toBe(200);
    const out = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: first.cookie, origin: deps.config.publicUrl },
    });
    expect(out.status).toBe(200);
    expect((await who(first.cookie)).status).toBe(401);

    const second = await signUpVerified(app, deps, 'dayo@example.com');
    await deps.pool.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [second.userId],
    );
    expect((await who(second.cookie)).status).toBe(401);
  });

  it("extends a session that is due for better-auth's daily refresh, and passes the new cookie on", async () => {
    const { cookie, userId } = await signUpVerified(app, deps, 'efe@example.com');
    await deps.pool.query(
      `UPDATE sessions SET expires_at = now() + interval '2 days' WHERE user_id = $1`,
      [userId],
    );
    const res = await who(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(
      /better-auth\.session_token=.*Max-Age=604800/,
    );
    const { rows } = await deps.pool.query('SELECT expires_at FROM sessions WHERE user_id = $1', [
      userId,
    ]);
    expect(rows[0].expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });
});

describe('a deactivated account, and requireAdmin', () => {
  it('is refused at once, reading or writing, on a session that outlived it', async () => {
    const { cookie, userId } = await signUpVerified(app, deps, 'femi@example.com');
    const pay = () => probe.request('/pay', { method: 'POST', headers: { cookie } });
    expect((await pay()).status).toBe(200);
    await deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [userId]);
    const refused = {
      error: {
        code: 'ACCOUNT_DEACTIVATED',
        message: 'This account is deactivated. Please contact support.',
      },
    };
    for (const res of [await pay(), await who(cookie)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
  });

  it('lets only administrators through requireAdmin', async () => {
    const { cookie, userId } = await signUpVerified(app, deps, 'gbenga@example.com');
    expect((await probe.request('/admin', { headers: { cookie } })).status).toBe(403);
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [userId]);
    expect((await probe.request('/admin', { headers: { cookie } })).status).toBe(200);
  });
});
