import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { passkeyClient } from '#test/support/passkeys.ts';
import { ANDROID_CHROME, PASSWORD, sessionsFixture } from './sessions.test-support.ts';

let f: Awaited<ReturnType<typeof sessionsFixture>>;
beforeAll(async () => {
  f = await sessionsFixture({ AUTO_LOCK_MINUTES: '5' });
});

const idleFor = (userId: string, seconds: number) =>
  f.pool.query(
    `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
    [userId, seconds],
  );
const unlock = (cookie: string, password: string) =>
  f.call('POST', '/api/me/unlock', cookie, { password });

describe('a session unused for longer than AUTO_LOCK_MINUTES', () => {
  it('answers 423 SESSION_LOCKED on every route but what the lock screen needs', async () => {
    const ada = await f.newUser('ada');
    await idleFor(ada.userId, 7 * 60);
    const res = await f.call('GET', '/api/me', ada.cookie);
    expect(res.status).toBe(423);
    expect(res.json.error.code).toBe('SESSION_LOCKED');
    expect((await f.call('GET', '/api/wallets', ada.cookie)).status).toBe(423);
    expect((await f.call('GET', '/api/me/sessions', ada.cookie)).status).toBe(423);
    // Activity from a locked device does not unlock it.
    expect((await f.call('POST', '/api/me/activity', ada.cookie)).status).toBe(423);
    // better-auth's own endpoints too, except reading the session and signing out.
    const rename = await f.call('POST', '/api/auth/update-user', ada.cookie, { name: 'Mallory' });
    expect(rename.status).toBe(423);
    expect(rename.json.error.code).toBe('SESSION_LOCKED');
    const session = await f.call('GET', '/api/auth/get-session', ada.cookie);
    expect(session.status).toBe(200);
    expect(session.json.user.name).not.toBe('Mallory');

    expect((await unlock(ada.cookie, PASSWORD)).json).toEqual({ locked: false });
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(200);
    const out = await f.call('POST', '/api/auth/sign-out', ada.cookie);
    expect(out.status).toBe(200);
  });

  it('lets a locked device sign out', async () => {
    const ada = await f.newUser('ada');
    await idleFor(ada.userId, 7 * 60);
    expect((await f.call('POST', '/api/auth/sign-out', ada.cookie)).status).toBe(200);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(401);
  });

  it('gives the minute a last use may be late before it locks, and locks only that session', async () => {
    const ada = await f.newUser('ada');
    const phone = await f.signInFrom(ada.email, ANDROID_CHROME);
    await idleFor(ada.userId, 5 * 60 + 30);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(200);
    await f.pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '7 minutes'
        WHERE user_id = $1 AND user_agent = $2`,
      [ada.userId, ANDROID_CHROME],
    );
    expect((await f.call('GET', '/api/me', phone)).status).toBe(423);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(200);
  });

  it('never locks with AUTO_LOCK_MINUTES=0, not even when asked to', async () => {
    const ada = await f.newUser('ada');
    await idleFor(ada.userId, 24 * 3600);
    const never = createApp(makeTestDeps(f.url, { AUTO_LOCK_MINUTES: '0' }));
    const headers = { cookie: ada.cookie, origin: f.deps.config.publicUrl };
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);
    expect((await never.request('/api/me', { headers })).status).toBe(200);
    const lock = await never.request('/api/me/lock', { method: 'POST', headers });
    expect(await lock.json()).toEqual({ locked: false });
    expect((await never.request('/api/me', { headers })).status).toBe(200);
    // A lock set while the lock was on does not outlive turning it off.
    await f.call('POST', '/api/me/lock', ada.cookie);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);
    expect((await never.request('/api/me', { headers })).status).toBe(200);
  });
});

describe('POST /api/me/lock and /api/me/unlock', () => {
  it('locks at once, and unlocks only with the right password', async () => {
    const ada = await f.newUser('ada');
    const bola = await f.newUser('bola');
    expect((await f.call('POST', '/api/me/lock', ada.cookie)).json).toEqual({ locked: true });
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);
    // Locking again is harmless; Bola is not locked by Ada's lock.
    expect((await f.call('POST', '/api/me/lock', ada.cookie)).status).toBe(200);
    expect((await f.call('GET', '/api/me', bola.cookie)).status).toBe(200);

    const wrong = await unlock(ada.cookie, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toMatchObject({ code: 'INVALID_PASSWORD', field: 'password' });
    expect(wrong.json.error.message).toMatch(/4 tries left/);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);
    // Bola's password does not open Ada's device.
    expect((await unlock(ada.cookie, `${PASSWORD}x`)).status).toBe(403);

    expect((await unlock(ada.cookie, PASSWORD)).json).toEqual({ locked: false });
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(200);
    // The count of wrong tries starts again after an unlock.
    expect((await unlock(ada.cookie, 'nope')).json.error.message).toMatch(/4 tries left/);
  });

  it('refuses a bad body with 400 and no session with 401', async () => {
    const ada = await f.newUser('ada');
    expect((await f.call('POST', '/api/me/unlock', ada.cookie, {})).status).toBe(400);
    expect((await f.call('POST', '/api/me/unlock', ada.cookie, { password: 7 })).status).toBe(400);
    expect((await f.call('POST', '/api/me/unlock', undefined, { password: PASSWORD })).status).toBe(
      401,
    );
    expect((await f.call('POST', '/api/me/lock')).status).toBe(401);
  });

  it('signs the device out at the fifth wrong password in a row', async () => {
    const ada = await f.newUser('ada');
    await f.call('POST', '/api/me/lock', ada.cookie);
    for (const left of [4, 3, 2, 1]) {
      const res = await unlock(ada.cookie, 'wrong-password');
      expect(res.status).toBe(403);
      expect(res.json.error.message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    const last = await unlock(ada.cookie, 'wrong-password');
    expect(last.status).toBe(401);
    expect(last.json.error.message).toMatch(/signed out/);
    // Even the right password is too late now: the session is gone.
    expect((await unlock(ada.cookie, PASSWORD)).status).toBe(401);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(401);
  });

  it('compares at most five passwords however many arrive at once', async () => {
    const ada = await f.newUser('ada');
    await f.call('POST', '/api/me/lock', ada.cookie);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => unlock(ada.cookie, 'wrong-password')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(4);
    expect(statuses.every((s) => s === 403 || s === 401)).toBe(true);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(401);
  });

  it('explains that an account without a password cannot unlock with one', async () => {
    const ada = await f.newUser('ada');
    await f.call('POST', '/api/me/lock', ada.cookie);
    await f.pool.query('UPDATE accounts SET password = NULL WHERE user_id = $1', [ada.userId]);
    const res = await unlock(ada.cookie, PASSWORD);
    expect(res.status).toBe(422);
    expect(res.json.error.message).toMatch(/no password/);
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);
  });
});

describe('unlocking with a passkey', () => {
  it("replaces the locked session with the passkey's own, and only its owner's", async () => {
    const pk = passkeyClient(f.app, f.deps);
    const ada = await f.newUser('ada');
    const key = pk.newAuthenticator();
    expect((await pk.register(ada.cookie, key)).status).toBe(200);
    const otherDevice = await f.signInFrom(ada.email, ANDROID_CHROME);
    expect((await f.call('POST', '/api/me/lock', ada.cookie)).json).toEqual({ locked: true });
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(423);

    const unlocked = await pk.signIn(key, ada.cookie);
    expect(unlocked.status).toBe(200);
    expect((await f.call('GET', '/api/me', unlocked.cookie)).status).toBe(200);
    // The locked session is gone (its cookie answers 401), the other device untouched.
    expect((await f.call('GET', '/api/me', ada.cookie)).status).toBe(401);
    expect((await f.call('GET', '/api/me', otherDevice)).status).toBe(200);
    const { rows } = await f.pool.query(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [ada.userId],
    );
    expect(rows[0].n).toBe(2);

    // Someone else's passkey on Ada's locked device opens their own session and ends none of Ada's.
    const bola = await f.newUser('bola');
    const bolaKey = pk.newAuthenticator();
    expect((await pk.register(bola.cookie, bolaKey)).status).toBe(200);
    expect((await f.call('POST', '/api/me/lock', unlocked.cookie)).json).toEqual({ locked: true });
    const other = await pk.signIn(bolaKey, unlocked.cookie);
    expect(other.status).toBe(200);
    expect((await f.call('GET', '/api/me', other.cookie)).json.id).toBe(bola.userId);
    expect((await f.call('GET', '/api/me', unlocked.cookie)).status).toBe(423);
  });
});
