import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '#test/auth-helpers.ts';
import {
  ANDROID_CHROME,
  IPHONE_SAFARI,
  PASSWORD,
  sessionsFixture,
} from './sessions.test-support.ts';

let f: Awaited<ReturnType<typeof sessionsFixture>>;
beforeAll(async () => {
  f = await sessionsFixture();
});

const me = async (cookie: string) => (await f.call('GET', '/api/me', cookie)).status;

describe('GET /api/me/sessions', () => {
  it("lists the user's devices with device, place and last use, this one marked, no token", async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    const iphone = await f.signInFrom(ada.email, IPHONE_SAFARI);
    // app.request has no socket, so no address was recorded: give them some.
    await f.pool.query(
      `UPDATE sessions SET ip_address = CASE user_agent WHEN $2 THEN '127.0.0.1'
         WHEN $3 THEN '102.89.34.5' ELSE '192.168.1.20' END WHERE user_id = $1`,
      [ada.userId, ANDROID_CHROME, IPHONE_SAFARI],
    );
    const bola = await f.newUser('bola');

    const res = await f.call('GET', '/api/me/sessions', phone);
    expect(res.status).toBe(200);
    const items = res.json.items as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    expect(items.find((d) => d.current)).toMatchObject({
      device: 'Chrome on Android',
      kind: 'mobile',
      place: 'This network',
    });
    expect(items.find((d) => d.device === 'Safari on iOS')).toMatchObject({
      current: false,
      place: '102.89.34.5',
    });
    expect(items.filter((d) => d.current)).toHaveLength(1);
    expect(items[0]?.current).toBe(true);
    for (const d of items) {
      expect(Object.keys(d).sort()).toEqual(
        ['created_at', 'current', 'device', 'id', 'kind', 'last_seen_at', 'place'].sort(),
      );
      expect(Number.isNaN(Date.parse(String(d.last_seen_at)))).toBe(false);
    }
    // Never a token: not as a field and not anywhere in the answer.
    const { rows } = await f.pool.query('SELECT token FROM sessions WHERE user_id = $1', [
      ada.userId,
    ]);
    for (const { token } of rows) expect(JSON.stringify(res.json)).not.toContain(token);
    // Bola's own list has only Bola's.
    const theirs = await f.call('GET', '/api/me/sessions', bola.cookie);
    expect(theirs.json.items).toHaveLength(1);
    expect((await f.call('GET', '/api/me/sessions', iphone)).json.items).toHaveLength(3);
    expect((await f.call('GET', '/api/me/sessions')).status).toBe(401);
    // Nor through better-auth's own list, whose answer has every device's token, or its
    // revoke-by-token: both are turned off (auth.ts).
    const own = await f.app.request('/api/auth/list-sessions', {
      headers: { cookie: phone, origin: f.deps.config.publicUrl },
    });
    expect(own.status).toBe(404);
    const ownText = await own.text();
    for (const { token } of rows) expect(ownText).not.toContain(token);
    const revoke = await f.app.request('/api/auth/revoke-session', {
      method: 'POST',
      headers: {
        cookie: phone,
        origin: f.deps.config.publicUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ token: rows[0].token }),
    });
    expect(revoke.status).toBe(404);
    expect((await f.call('GET', '/api/me/sessions', iphone)).json.items).toHaveLength(3);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it("signs one other device out at once; its cookie then gets 401, and this one's still works", async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    const target = await f.sessionOf(ada.userId, ANDROID_CHROME);
    expect(await me(phone)).toBe(200);

    const res = await f.call('DELETE', `/api/me/sessions/${target.id}`, ada.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: target.id, signed_out: true, current: false });
    expect(await me(phone)).toBe(401);
    expect(await me(ada.cookie)).toBe(200);
    expect((await f.call('GET', '/api/me/sessions', ada.cookie)).json.items).toHaveLength(1);
    // Gone already: 404.
    expect((await f.call('DELETE', `/api/me/sessions/${target.id}`, ada.cookie)).status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone; 400 for a malformed id", async () => {
    const ada = await f.newUser('ada');
    const bola = await f.newUser('bola');
    const bolas = await f.sessionOf(bola.userId, null);
    const res = await f.call('DELETE', `/api/me/sessions/${bolas.id}`, ada.cookie);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
    expect(await me(bola.cookie)).toBe(200);
    for (const bad of ['not%20an%20id', 'x'.repeat(200), '%27%3B--'])
      expect((await f.call('DELETE', `/api/me/sessions/${bad}`, ada.cookie)).status).toBe(400);
    expect(await me(ada.cookie)).toBe(200);
  });

  it('signs this device out when it names the current session, clearing its cookie', async () => {
    const ada = await f.newUser('ada');
    const own = await f.sessionOf(ada.userId, null);
    const res = await f.call('DELETE', `/api/me/sessions/${own.id}`, ada.cookie);
    expect(res.status).toBe(200);
    expect(res.json.current).toBe(true);
    const cleared = res.res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await me(ada.cookie)).toBe(401);
  });
});

describe('POST /api/me/sessions/revoke-others', () => {
  it('signs out every other device of the user, and nobody else', async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    const iphone = await f.signInFrom(ada.email, IPHONE_SAFARI);
    const bola = await f.newUser('bola');

    const res = await f.call('POST', '/api/me/sessions/revoke-others', ada.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ signed_out: 2 });
    expect(await me(phone)).toBe(401);
    expect(await me(iphone)).toBe(401);
    expect(await me(ada.cookie)).toBe(200);
    expect(await me(bola.cookie)).toBe(200);
    const again = await f.call('POST', '/api/me/sessions/revoke-others', ada.cookie);
    expect(again.json).toEqual({ signed_out: 0 });
  });
});

describe('changing the password', () => {
  it('signs the other devices out even when the client asks it not to', async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    const res = await f.call('POST', '/api/auth/change-password', ada.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'another-secret-password',
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect(await me(phone)).toBe(401);
    // This device goes on, with the new session the answer set.
    const renewed = cookieFrom(res.res);
    expect(await me(renewed)).toBe(200);
    expect((await f.call('GET', '/api/me/sessions', renewed)).json.items).toHaveLength(1);
  });

  it('refuses a deeply nested body with a 400, as without the forced sign-out', async () => {
    const ada = await f.newUser('ada');
    const res = await f.app.request('/api/auth/change-password', {
      method: 'POST',
      headers: {
        cookie: ada.cookie,
        origin: f.deps.config.publicUrl,
        'content-type': 'application/json',
      },
      body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    });
    expect(res.status).toBe(400);
  });

  it('keeps every session when the current password is wrong', async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    const res = await f.call('POST', '/api/auth/change-password', ada.cookie, {
      currentPassword: 'not-the-password',
      newPassword: 'another-secret-password',
    });
    expect(res.status).toBe(400);
    expect(await me(phone)).toBe(200);
    expect(await me(ada.cookie)).toBe(200);
  });
});

describe("a session's last use", () => {
  const seen = async (userId: string) =>
    (
      await f.pool.query<{ age: number }>(
        'SELECT extract(epoch FROM now() - last_seen_at)::float AS age FROM sessions WHERE user_id = $1',
        [userId],
      )
    ).rows[0]?.age ?? -1;
  const backdate = (userId: string, seconds: number) =>
    f.pool.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
      [userId, seconds],
    );

  it('is written by a change, at most once a minute, and never by reads (polling)', async () => {
    const ada = await f.newUser('ada');
    await backdate(ada.userId, 120);
    for (let i = 0; i < 3; i++) await f.call('GET', '/api/wallets', ada.cookie);
    expect(await seen(ada.userId)).toBeGreaterThan(110);

    expect((await f.call('POST', '/api/me/activity', ada.cookie)).json).toEqual({ locked: false });
    expect(await seen(ada.userId)).toBeLessThan(5);

    await backdate(ada.userId, 30);
    await f.call('POST', '/api/me/activity', ada.cookie);
    expect(await seen(ada.userId)).toBeGreaterThan(25);
  });
});
