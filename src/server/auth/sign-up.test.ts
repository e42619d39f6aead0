import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { mailSettled } from '#server/providers/email/outbox.ts';
import {
  cookieFrom,
  latestMail,
  makeTestDeps,
  pathOf,
  signIn,
  signUpVerified,
} from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

const json = { 'content-type': 'application/json' };
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { ...json, ...headers },
  body: JSON.stringify(body),
});

let deps: ReturnType<typeof makeTestDeps>;
let app: ReturnType<typeof createApp>;
/** As the tables' owner: the app's role may not add a trigger. */
let owner: Awaited<ReturnType<typeof createTestDatabase>>['pool'];

beforeAll(async () => {
  const { url, pool } = await createTestDatabase(4);
  owner = pool;
  deps = makeTestDeps(url);
  app = createApp(deps);
});

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (await deps.pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).rows[0].n,
  );

describe('sign-up', () => {
  it('creates the user, a profile with its defaults and exactly three wallets', async () => {
    const res = await app.request(
      '/api/auth/sign-up/email',
      post({ name: '', email: 'Ada@Example.com', password: 'secret1' }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).toBeNull();
    expect(cookieFrom(res)).toBe('');

    const { rows: users } = await deps.pool.query('SELECT id, email, email_verified FROM users');
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'ada@example.com', email_verified: false });
    const id = users[0].id;
    const { rows: profiles } = await deps.pool.query('SELECT * FROM profiles WHERE id = $1', [id]);
    expect(profiles[0]).toMatchObject({
      email: 'ada@example.com',
      full_name: null,
      country: 'Nigeria',
      primary_currency: 'NGN',
      kyc_status: 'pending',
      is_active: true,
      phone_verified: false,
      is_admin: false,
      last_login: null,
    });
    const { rows: wallets } = await deps.pool.query(
      'SELECT currency, balance FROM ledger_accounts WHERE user_id = $1 ORDER BY id',
      [id],
    );
    expect(wallets).toEqual([
      { currency: 'NGN', balance: '0' },
      { currency: 'USD', balance: '0' },
      { currency: 'CNY', balance: '0' },
    ]);
    expect(await count('accounts', 'user_id = $1 AND provider_id = $2', [id, 'credential'])).toBe(
      1,
    );
  });

  it('sends a verification e-mail whose link verifies, signs in and lands on the dashboard', async () => {
    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('Confirm your email address for Owo');
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/auth\/verify-email\?token=/);
    expect(mail.text.split('\n')).toContain(mail.link);
    expect(mail.html).toContain('href="http://127.0.0.1:3000/api/auth/verify-email?token=');

    // Not verified yet: 403 in both shapes.
    const early = await app.request(
      '/api/auth/sign-in/email',
      post({ email: 'ada@example.com', password: 'secret1' }),
    );
    expect(early.status).toBe(403);
    const err = await early.json();
    expect(err).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: { code: 'EMAIL_NOT_VERIFIED' },
    });
    expect(err.error.message).toBe(err.message);

    const res = await app.request(pathOf(mail.link as string));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookie = cookieFrom(res);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    const session = await (
      await app.request('/api/auth/get-session', { headers: { cookie } })
    ).json();
    expect(session.user).toMatchObject({ email: 'ada@example.com', emailVerified: true });

    const again = await signIn(app, 'ada@example.com', 'secret1');
    expect(again).toMatch(/^better-auth\.session_token=/);
    const { rows } = await deps.pool.query('SELECT last_login FROM profiles WHERE email = $1', [
      'ada@example.com',
    ]);
    expect(rows[0].last_login).toBeInstanceOf(Date);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await app.request(
      '/api/auth/sign-in/email',
      post({ email: 'ada@example.com', password: 'secret1' }),
    );
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/); // only in production, see bot-check.test.ts
  });

  it('answers a wrong password with 401 in our error shape, and a bad body with 400', async () => {
    const res = await app.request(
      '/api/auth/sign-in/email',
      post({ email: 'ada@example.com', password: 'nope-nope' }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    const bad = await app.request(
      '/api/auth/sign-up/email',
      post({ email: 'x@example.com', password: '123' }),
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBeTypeOf('string');
    expect(body.error.message).toBeTypeOf('string');
  });

  it('answers a second sign-up for the same address like the first, and mails the owner instead', async () => {
    const res = await app.request(
      '/api/auth/sign-up/email',
      post({ name: 'Mallory', email: 'ada@example.com', password: 'other-pass' }),
    );
    expect(res.status).toBe(200);
    expect(await count('users', 'email = $1', ['ada@example.com'])).toBe(1);
    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('You already have an Owo account');
  });

  it('leaves nothing behind when a sign-up fails part-way', async () => {
    await owner.query(`
      CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$;
      CREATE TRIGGER test_fail BEFORE INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION test_fail();`);
    try {
      const before = await count('ledger_accounts');
      const res = await app.request(
        '/api/auth/sign-up/email',
        post({ name: 'Bola', email: 'bola@example.com', password: 'secret1' }),
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side' },
      });
      expect(await count('users', 'email = $1', ['bola@example.com'])).toBe(0);
      expect(await count('profiles', 'email = $1', ['bola@example.com'])).toBe(0);
      expect(await count('ledger_accounts')).toBe(before);
      await mailSettled(deps.outbox);
      expect(await count('mail_outbox', 'recipient = $1', ['bola@example.com'])).toBe(0);
      expect(await count('dev_mail', '"to" = $1', ['bola@example.com'])).toBe(0);
    } finally {
      await owner.query('DROP TRIGGER test_fail ON accounts; DROP FUNCTION test_fail();');
    }
  });

  it('refuses a verification link that was tampered with', async () => {
    const mail = await latestMail(app, 'bola@example.com').catch(() => null);
    expect(mail).toBeNull();
    const res = await app.request(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fdashboard',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?error=INVALID_TOKEN');
    expect(cookieFrom(res)).toBe('');
  });
});

describe('a deactivated account', () => {
  it('cannot sign in (422 ACCOUNT_INACTIVE); a wrong password still reads 401', async () => {
    const { cookie, userId } = await signUpVerified(app, deps, 'chidi@example.com', 'secret1');
    await deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [userId]);
    const res = await app.request(
      '/api/auth/sign-in/email',
      post({ email: 'chidi@example.com', password: 'secret1' }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      error: {
        code: 'ACCOUNT_INACTIVE',
        message: 'This account is deactivated. Please contact support.',
      },
    });
    expect(cookieFrom(res)).toBe('');
    // A wrong password says nothing about the account's state.
    const wrong = await app.request(
      '/api/auth/sign-in/email',
      post({ email: 'chidi@example.com', password: 'wrong-pw' }),
    );
    expect(wrong.status).toBe(401);
    expect(await count('sessions', 'user_id = $1', [userId])).toBe(1);
    expect(cookie).toBeTruthy();
  });
});
