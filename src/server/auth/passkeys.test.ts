import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkeys.ts';
import { latestMail, makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { passkeyClient } from '#test/support/passkeys.ts';
import { passkeyRelyingParty } from './passkeys.ts';

// Passkeys through better-auth's plugin, with a software authenticator that
// signs for real: who may add one, who may sign in with one, and whose is whose.

let app: ReturnType<typeof createApp>;
let deps: ReturnType<typeof makeTestDeps>;
let pk: ReturnType<typeof passkeyClient>;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  deps = makeTestDeps(url);
  app = createApp(deps);
  pk = passkeyClient(app, deps);
});

const newUser = async () => {
  const email = `pk-${randomUUID()}@example.com`;
  return { email, ...(await signUpVerified(app, deps, email)) };
};
const sessions = async (userId: string) =>
  (await deps.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))
    .rows[0].n;

describe('passkeys', () => {
  it('answers on their endpoints, for localhost where PUBLIC_URL is 127.0.0.1', async () => {
    expect(passkeyRelyingParty('http://127.0.0.1:3100')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:3100',
    });
    expect(passkeyRelyingParty('https://owo.ng')).toEqual({
      rpID: 'owo.ng',
      origin: 'https://owo.ng',
    });
    const options = await pk.call('GET', '/passkey/generate-authenticate-options');
    expect(options.status).toBe(200);
    expect(options.json).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) });
    expect((await pk.list('')).status).toBe(401);
  });

  it('adds one only for a signed-in user who confirmed the password', async () => {
    expect((await pk.call('GET', '/passkey/generate-register-options')).status).toBe(401);
    expect(
      (await pk.call('POST', '/passkey/confirm-password', undefined, { password: 'x' })).status,
    ).toBe(401);
    const ada = await newUser();
    const unconfirmed = await pk.call('GET', '/passkey/generate-register-options', ada.cookie);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.json.error.message).toBe(PASSKEY_MESSAGES.confirmFirst);
    const wrong = await pk.call('POST', '/passkey/confirm-password', ada.cookie, {
      password: 'not-the-password',
    });
    expect(wrong).toMatchObject({ status: 400, json: { error: { code: 'INVALID_PASSWORD' } } });
    const bad = await pk.register(ada.cookie, pk.newAuthenticator(), 'Lap\u202Etop');
    expect(bad).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION_ERROR' } } });
    expect((await pk.list(ada.cookie)).json).toEqual([]);
  });

  it('signs in with a passkey added in Settings, and tells the owner by e-mail', async () => {
    const ada = await newUser();
    const authenticator = pk.newAuthenticator();
    const added = await pk.register(ada.cookie, authenticator, 'My phone');
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ name: 'My phone', userId: ada.userId });
    expect((await latestMail(app, ada.email)).subject).toBe(
      'A passkey was added to your Owo account',
    );
    // The password confirmed one passkey: a second needs it again.
    const again = await pk.call('GET', '/passkey/generate-register-options', ada.cookie);
    expect(again.status).toBe(403);

    const signedIn = await pk.signIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.id).toBe(ada.userId);
    const me = await app.request('/api/me', { headers: { cookie: signedIn.cookie } });
    expect(me.status).toBe(200);

    const list = await pk.list(signedIn.cookie);
    expect(list.json).toEqual([expect.objectContaining({ name: 'My phone', id: added.json.id })]);
  });

  it('is 404 to another user, who can neither remove nor rename it', async () => {
    const ada = await newUser();
    const bola = await newUser();
    const { json: passkey } = await pk.register(ada.cookie, pk.newAuthenticator(), 'Ada');
    for (const path of ['/passkey/delete-passkey', '/passkey/update-passkey']) {
      const res = await pk.call('POST', path, bola.cookie, { id: passkey.id, name: 'Mine now' });
      expect({ path, status: res.status, code: res.json.error.code }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect((await pk.list(ada.cookie)).json).toEqual([
      expect.objectContaining({ id: passkey.id, name: 'Ada' }),
    ]);
  });

  it('once removed, signs in no more', async () => {
    const ada = await newUser();
    const authenticator = pk.newAuthenticator();
    const { json: passkey } = await pk.register(ada.cookie, authenticator, 'Old key');
    const removed = await pk.call('POST', '/passkey/delete-passkey', ada.cookie, {
      id: passkey.id,
    });
    expect(removed.status).toBe(200);
    expect((await latestMail(app, ada.email)).text).toContain('A passkey “Old key” was removed');
    const before = await sessions(ada.userId);
    const refused = await pk.signIn(authenticator);
    expect(refused).toMatchObject({ status: 401, json: { code: 'PASSKEY_NOT_FOUND' } });
    expect(await sessions(ada.userId)).toBe(before);
  });

  it('refuses a deactivated account: no sign-in, no changes', async () => {
    const ada = await newUser();
    const authenticator = pk.newAuthenticator();
    const { json: passkey } = await pk.register(ada.cookie, authenticator);
    await deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [ada.userId]);
    const before = await sessions(ada.userId);
    const refused = await pk.signIn(authenticator);
    expect(refused).toMatchObject({ status: 422, json: { error: { code: 'ACCOUNT_INACTIVE' } } });
    expect(refused.cookie).not.toMatch(/session_token=/);
    expect(await sessions(ada.userId)).toBe(before);
    // The session that outlived the deactivation changes nothing either.
    const removal = await pk.call('POST', '/passkey/delete-passkey', ada.cookie, {
      id: passkey.id,
    });
    expect(removal).toMatchObject({
      status: 403,
      json: { error: { code: 'ACCOUNT_DEACTIVATED' } },
    });
    expect(
      (
        await pk.call('POST', '/passkey/confirm-password', ada.cookie, {
          password: 'secret-password',
        })
      ).status,
    ).toBe(403);
  });

  it('is not for administrators: they add none, and one they had opens no session', async () => {
    const admin = await newUser();
    const authenticator = pk.newAuthenticator();
    expect((await pk.register(admin.cookie, authenticator)).status).toBe(200);
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
    const before = await sessions(admin.userId);
    const refused = await pk.signIn(authenticator);
    expect(refused).toMatchObject({
      status: 403,
      json: { error: { code: 'FORBIDDEN', message: PASSKEY_MESSAGES.notForAdmins } },
    });
    expect(await sessions(admin.userId)).toBe(before);
    const adding = await pk.register(admin.cookie, pk.newAuthenticator());
    expect(adding).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
  });
});
