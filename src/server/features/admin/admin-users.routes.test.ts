import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { signIn } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const setStatus = (cookie: string, userId: string, body: unknown) =>
  f.call('POST', `/api/admin/users/${userId}/status`, { cookie, body, key: null });

const sessionsOf = async (userId: string) =>
  (
    await f.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

describe('POST /api/admin/users/:userId/status', () => {
  it('deactivates a user and ends every session of theirs at once', async () => {
    const email = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
    const second = await signIn(f.app, email, 'secret-password');
    expect(await sessionsOf(f.bola.userId)).toBe(2);

    const res = await setStatus(f.admin.cookie, f.bola.userId, { is_active: false });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: f.bola.userId, is_active: false });
    expect(await sessionsOf(f.bola.userId)).toBe(0);
    for (const cookie of [f.bola.cookie, second])
      expect((await f.call('GET', '/api/me', { cookie })).status).toBe(401);

    const again = await f.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password' }),
    });
    expect(again.status).toBe(422);
    expect((await again.json()).error.code).toBe('ACCOUNT_INACTIVE');

    const back = await setStatus(f.admin.cookie, f.bola.userId, { is_active: true });
    expect(back.json).toEqual({ id: f.bola.userId, is_active: true });
    f.bola.cookie = await signIn(f.app, email, 'secret-password');
    expect((await f.call('GET', '/api/me', { cookie: f.bola.cookie })).status).toBe(200);
  });

  it('is for administrators only, and not for their own account', async () => {
    const notAdmin = await setStatus(f.ada.cookie, f.bola.userId, { is_active: false });
    expect(notAdmin.status).toBe(403);
    const self = await setStatus(f.admin.cookie, f.admin.userId, { is_active: false });
    expect(self.status).toBe(422);
    expect(self.json.error.message).toBe('You cannot deactivate your own account');
    expect(await sessionsOf(f.bola.userId)).toBeGreaterThan(0);
    expect(await sessionsOf(f.admin.userId)).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown user and 400 for a bad body', async () => {
    expect((await setStatus(f.admin.cookie, 'nobody', { is_active: false })).status).toBe(404);
    const bad = await setStatus(f.admin.cookie, f.bola.userId, { is_active: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('is_active: must be true or false');
    expect((await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.is_active).toBe(true);
  });
});
