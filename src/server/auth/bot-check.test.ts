import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createBotCheck } from '#server/auth/bot-check.ts';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { handleError } from '#server/http/error-handler.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { PRODUCTION_TEST_SETTINGS } from '#server/providers/vtpass/testing.ts';
import { cookieFrom, makeTestDeps, solveAltcha } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

/** ALTCHA's refusal: it is not Turnstile, so it never says so. */
const FAILED = {
  error: { code: 'BOT_CHECK_FAILED', message: 'Security check failed. Please try again.' },
};
/** Turnstile's refusal names Turnstile. */
const TURNSTILE_FAILED = {
  error: { code: 'BOT_CHECK_FAILED', message: 'Turnstile verification failed. Please try again.' },
};

let url: string;
beforeAll(async () => {
  ({ url } = await createTestDatabase(6));
});

const signUp = (app: ReturnType<typeof createApp>, email: string, token?: string) =>
  app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-captcha-response': token } : {}),
    },
    body: JSON.stringify({ name: 'Test', email, password: 'secret1' }),
  });

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(hmacKey: string, expires: Date) {
  const c = await createChallenge({ hmacKey, maxNumber: 1000, expires });
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, 1000).promise;
  return encode({
    algorithm: c.algorithm,
    challenge: c.challenge,
    salt: c.salt,
    signature: c.signature,
    number: s?.number,
  });
}

describe('ALTCHA (the default)', () => {
  let deps: ReturnType<typeof makeTestDeps>;
  let app: ReturnType<typeof createApp>;
  const users = async (email: string) =>
    Number(
      (await deps.pool.query('SELECT count(*) AS n FROM users WHERE email = $1', [email])).rows[0]
        .n,
    );

  beforeAll(() => {
    deps = makeTestDeps(url, { BOT_CHECK: 'altcha', ALTCHA_HMAC_KEY: 'test-altcha-key' });
    app = createApp(deps);
  });

  it('hands out small challenges that expire in about ten minutes', async () => {
    const res = await app.request('/api/bot-check/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const c = await res.json();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    const expires = Number(new URLSearchParams(c.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses sign-up without a token, with garbage, with a foreign or expired solution, and creates nothing', async () => {
    const email = 'refused@example.com';
    for (const token of [
      undefined,
      'not-base64-json',
      encode({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }),
      await solved('some-other-key', new Date(Date.now() + 60_000)),
      await solved('test-altcha-key', new Date(Date.now() - 1_000)),
    ]) {
      const res = await signUp(app, email, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(FAILED);
    }
    expect(await users(email)).toBe(0);
  });

  it('accepts a solved challenge once; a replay is refused and creates nothing', async () => {
    const token = await solveAltcha(app);
    expect((await signUp(app, 'first@example.com', token)).status).toBe(200);
    expect(await users('first@example.com')).toBe(1);
    const replay = await signUp(app, 'second@example.com', token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject(FAILED);
    expect(await users('second@example.com')).toBe(0);
    const { rows } = await deps.pool.query('SELECT count(*) AS n FROM altcha_spent');
    expect(Number(rows[0].n)).toBe(1);
  });

  it('guards sign-in and password-reset requests too, but not reading the session', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/request-password-reset']) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'first@example.com', password: 'secret1' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(FAILED);
    }
    const reset = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-response': await solveAltcha(app) },
      body: JSON.stringify({ email: 'first@example.com' }),
    });
    expect(reset.status).toBe(200);
    expect((await app.request('/api/auth/get-session')).status).toBe(200);
  });

  it('keeps only unexpired spent solutions after a clean-up', async () => {
    await deps.pool.query(
      `INSERT INTO altcha_spent (signature, expires_at) VALUES ('old', now() - interval '1 hour')`,
    );
    const check = createBotCheck(deps.config, deps.db, createLogger('silent'));
    expect(await check.verify(await solveAltcha(app), null)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    const { rows } = await deps.pool.query(
      `SELECT signature FROM altcha_spent WHERE signature = 'old'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('production settings', () => {
  it('use __Secure- cookies with Secure, HttpOnly and SameSite=Lax, and still need the bot check', async () => {
    const deps = makeTestDeps(url, {
      NODE_ENV: 'production',
      ...PRODUCTION_TEST_SETTINGS,
      BOT_CHECK: undefined,
      RATE_LIMIT: undefined,
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PIN_SECRET: 'a-production-pin-secret-of-at-least-32-chars',
      MAIL: 'off',
    });
    expect(deps.config.botCheck).toBe('altcha');
    const app = createApp(deps);
    expect((await signUp(app, 'prod@example.com', await solveAltcha(app))).status).toBe(200);
    await deps.pool.query('UPDATE users SET email_verified = true WHERE email = $1', [
      'prod@example.com',
    ]);
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-response': await solveAltcha(app) },
      body: JSON.stringify({ email: 'prod@example.com', password: 'secret1' }),
    });
    expect(res.status).toBe(200);
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/; HttpOnly/i);
    expect(set).toMatch(/; SameSite=Lax/i);
    const cookie = cookieFrom(res);
    const session = await app.request('/api/auth/get-session', { headers: { cookie } });
    expect((await session.json()).user.email).toBe('prod@example.com');
    const probe = new Hono<AppEnv>()
      .use('*', withDeps(deps))
      .onError(handleError)
      .get('/who', requireUser, (c) => c.json(c.var.user));
    expect(await (await probe.request('/who', { headers: { cookie } })).json()).toMatchObject({
      email: 'prod@example.com',
    });
    // The same token under the development cookie name does not count in production.
    const plain = cookie.replace('__Secure-', '');
    expect((await probe.request('/who', { headers: { cookie: plain } })).status).toBe(401);
  });
});

describe('Cloudflare Turnstile', () => {
  let server: Server;
  let verifyUrl: string;
  const seen: Record<string, string>[] = [];

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = Object.fromEntries(new URLSearchParams(body));
      seen.push({ ...form, path: req.url ?? '', type: req.headers['content-type'] ?? '' });
      const success = form.secret === 'test-secret' && form.response === 'good-token';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
      );
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const turnstileEnv = () => ({
    BOT_CHECK: 'turnstile',
    TURNSTILE_SITE_KEY: 'site-key',
    TURNSTILE_SECRET_KEY: 'test-secret',
    TURNSTILE_VERIFY_URL: verifyUrl,
  });

  it("sends secret, response and remoteip to siteverify and believes Cloudflare's answer", async () => {
    const deps = makeTestDeps(url, turnstileEnv());
    const check = createBotCheck(deps.config, deps.db, createLogger('silent'));
    expect(check.kind).toBe('turnstile');
    expect(await check.verify('good-token', '203.0.113.7')).toBe(true);
    expect(seen.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'good-token',
      remoteip: '203.0.113.7',
      path: '/turnstile/v0/siteverify',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(await check.verify('bad-token', null)).toBe(false);
    expect(await check.verify('', null)).toBe(false);
    expect(await check.verify('x'.repeat(2049), null)).toBe(false);
  });

  it('guards sign-up through the app, and fails closed when Cloudflare cannot be reached', async () => {
    const deps = makeTestDeps(url, turnstileEnv());
    const app = createApp(deps);
    const bad = await signUp(app, 'ts1@example.com', 'bad-token');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject(TURNSTILE_FAILED);
    expect((await signUp(app, 'ts1@example.com', 'good-token')).status).toBe(200);
    expect((await app.request('/api/bot-check/challenge')).status).toBe(404);

    const down = makeTestDeps(url, {
      ...turnstileEnv(),
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    const res = await signUp(createApp(down), 'ts2@example.com', 'good-token');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(TURNSTILE_FAILED);
  });

  it('is chosen over ALTCHA when both Turnstile keys are set', () => {
    const { BOT_CHECK: _, ...keys } = turnstileEnv();
    expect(makeTestDeps(url, { ...keys, BOT_CHECK: 'altcha' }).config.botCheck).toBe('turnstile');
  });
});
