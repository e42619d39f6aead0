import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { cookieFrom, makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { totpCode } from '#test/totp.ts';

// Administrators sign in with a second factor where ADMIN_2FA_REQUIRED is on
// (production's default): the password alone opens no back-office route.

const PASSWORD = 'secret-password';
const TWO_FACTOR_REQUIRED = {
  error: {
    code: 'TWO_FACTOR_REQUIRED',
    message: 'Set up two-factor authentication to use the back office.',
  },
};

let deps: ReturnType<typeof makeTestDeps>;
let app: ReturnType<typeof createApp>;
/** The same database with the flag at its test default (off). */
let relaxed: ReturnType<typeof createApp>;

beforeAll(async () => {
  const { url } = await createTestDatabase(6);
  deps = makeTestDeps(url, { ADMIN_2FA_REQUIRED: 'true' });
  app = createApp(deps);
  relaxed = createApp(makeTestDeps(url, {}, 2));
});

const get = (path: string, cookie: string, on = app) => on.request(path, { headers: { cookie } });

function post(path: string, body: unknown, cookie?: string) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: deps.config.publicUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function makeAdmin(email: string) {
  const user = await signUpVerified(app, deps, email, PASSWORD);
  await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [user.userId]);
  return user;
}

/** Turns two-factor on as the setup page does: password, then a code from the app. */
async function enableTwoFactor(cookie: string) {
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const verified = await post(
    '/api/auth/two-factor/verify-totp',
    { code: await totpCode(totpURI) },
    cookie,
  );
  expect(verified.status).toBe(200);
  return { totpURI, backupCodes, cookie: cookieFrom(verified) };
}

/** The password step of a sign-in: answers the pending second step's cookie. */
async function passwordStep(email: string) {
  const res = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const cookie = cookieFrom(res);
  expect(cookie).toMatch(/two_factor=/);
  expect(cookie).not.toMatch(/session_token=/);
  return cookie;
}

describe('ADMIN_2FA_REQUIRED', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'a-Zq8vN3xLk7Rw2Tj9Hb4Mc6Pf1Gd5Ys0Ueaaaaa',
    PIN_SECRET: 'p-Zq8vN3xLk7Rw2Tj9Hb4Mc6Pf1Gd5Ys0Uepppp',
    BVN_SECRET: 'b-Zq8vN3xLk7Rw2Tj9Hb4Mc6Pf1Gd5Ys0Uebbbb',
    DOJAH_APP_ID: 'dojah-live-app-id',
    DOJAH_SECRET_KEY: 'prod_sk_dojah_live_secret',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    VTPASS_API_KEY: 'vtpass-live-api-key',
    VTPASS_PUBLIC_KEY: 'PK_live_public',
    VTPASS_SECRET_KEY: 'SK_live_secret',
    AIRTIME_CASH_MTN_NUMBER: '08031112222',
    AIRTIME_CASH_AIRTEL_NUMBER: '08021112222',
    AIRTIME_CASH_GLO_NUMBER: '08051112222',
  };

  it('is on in production and off in development and tests unless set', () => {
    expect(loadConfig(production).admin2faRequired).toBe(true);
    expect(loadConfig({ ...production, ADMIN_2FA_REQUIRED: 'false' }).admin2faRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).admin2faRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).admin2faRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_2FA_REQUIRED: 'true' }).admin2faRequired).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_2FA_REQUIRED: '' }).admin2faRequired).toBe(false);
    expect(() => loadConfig({ ADMIN_2FA_REQUIRED: 'yes' })).toThrow(/ADMIN_2FA_REQUIRED/);
  });
});

describe('an administrator without a second factor', () => {
  it('is refused every back-office route with TWO_FACTOR_REQUIRED, promoting included', async () => {
    const { cookie } = await makeAdmin('no-2fa@example.com');
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/audit-log']) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual(TWO_FACTOR_REQUIRED);
    }
    const promote = await post('/api/admin/setup', { email: 'no-2fa@example.com' }, cookie);
    expect(promote.status).toBe(403);
    expect(await promote.json()).toEqual(TWO_FACTOR_REQUIRED);
    // Their own pages still work, and the flag off lets them in (development, tests).
    expect((await get('/api/me', cookie)).status).toBe(200);
    expect((await get('/api/admin/stats', cookie, relaxed)).status).toBe(200);
  });

  it('leaves customers as they were: password sign-in, their routes, and 403 FORBIDDEN on admin ones', async () => {
    const { cookie } = await signUpVerified(app, deps, 'customer@example.com', PASSWORD);
    expect((await get('/api/me', cookie)).status).toBe(200);
    const admin = await get('/api/admin/stats', cookie);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('setting up two-factor', () => {
  it('needs the password and a good code; then admin routes answer and password-only sessions end', async () => {
    const { cookie } = await makeAdmin('setup@example.com');
    const elsewhere = await post('/api/auth/sign-in/email', {
      email: 'setup@example.com',
      password: PASSWORD,
    });
    const otherSession = cookieFrom(elsewhere);
    expect((await get('/api/me', otherSession)).status).toBe(200);

    const wrongPassword = await post(
      '/api/auth/two-factor/enable',
      { password: 'not-the-password' },
      cookie,
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Owo:setup%40example\.com\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app confirms it.
    expect((await get('/api/admin/stats', cookie)).status).toBe(403);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, cookie);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await get('/api/admin/stats', cookie)).status).toBe(403);

    const verified = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await totpCode(totpURI) },
      cookie,
    );
    expect(verified.status).toBe(200);
    const fresh = cookieFrom(verified);
    expect((await get('/api/admin/stats', fresh)).status).toBe(200);
    await expect((await get('/api/auth/get-session', fresh)).json()).resolves.toMatchObject({
      user: { twoFactorEnabled: true },
    });
    // Sessions opened by the password alone, before, are over.
    expect((await get('/api/me', cookie)).status).toBe(401);
    expect((await get('/api/me', otherSession)).status).toBe(401);
    const { rows } = await deps.pool.query(
      'SELECT secret, backup_codes FROM two_factors t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      ['setup@example.com'],
    );
    // Stored encrypted: neither the secret nor a recovery code is readable in the table.
    expect(rows[0].secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    expect(rows[0].backup_codes).not.toContain(backupCodes[0]);
  });
});

describe('signing in with two-factor on', () => {
  let enabled: Awaited<ReturnType<typeof enableTwoFactor>>;
  const email = 'signin-2fa@example.com';

  beforeAll(async () => {
    const { cookie } = await makeAdmin(email);
    enabled = await enableTwoFactor(cookie);
  });

  it('gives no session for the password alone; the TOTP step does', async () => {
    const pending = await passwordStep(email);
    expect((await get('/api/me', pending)).status).toBe(401);
    expect((await get('/api/admin/stats', pending)).status).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '123456' }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    const stale = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await totpCode(enabled.totpURI, -3) },
      pending,
    );
    expect(stale.status).toBe(401);

    const ok = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await totpCode(enabled.totpURI) },
      pending,
    );
    expect(ok.status).toBe(200);
    const session = cookieFrom(ok);
    expect(session).toMatch(/session_token=/);
    expect((await get('/api/admin/stats', session)).status).toBe(200);
  });

  it('takes a recovery code once, not twice, and refuses a wrong one', async () => {
    const [first, second] = enabled.backupCodes;
    const wrong = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: 'aaaaa-bbbbb' },
      await passwordStep(email),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });

    const used = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: first },
      await passwordStep(email),
    );
    expect(used.status).toBe(200);
    expect((await get('/api/admin/stats', cookieFrom(used))).status).toBe(200);

    const again = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: first },
      await passwordStep(email),
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });

    const next = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: second },
      await passwordStep(email),
    );
    expect(next.status).toBe(200);
  });

  it('ends a challenge after five wrong codes', async () => {
    const pending = await passwordStep(email);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
      expect(res.status).toBe(401);
    }
    const late = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await totpCode(enabled.totpURI) },
      pending,
    );
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
  });

  it('answers a code with no pending sign-in with 401, never a session', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(enabled.totpURI),
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  });
});
