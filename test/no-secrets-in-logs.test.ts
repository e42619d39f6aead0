import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDeps } from '#server/deps.ts';
import { loggedPath } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { DOJAH_SIM_BVNS } from '#server/providers/dojah/simulator.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { cookieFrom, latestMail, pathOf } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

// Every line the app logs, at its most verbose level, while a person goes
// through the flows that carry secrets: the e-mailed confirmation and reset
// links (tokens), passwords, the transaction PIN, the session, airtime to
// cash (the carrier's share PIN) and the BVN check (the BVN, whatever the
// identity provider answers). Not one of those values may be in any line.

const lines: string[] = [];
let app: ReturnType<typeof createApp>;
let publicUrl: string;

beforeAll(async () => {
  const { appUrl } = await createTestDatabase(4);
  // On a real port: the BVN check's client reaches the Dojah simulator inside the app over HTTP.
  const served = await serveOnFreePort((base) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      BOT_CHECK: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'trace',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'owo-test-files-')),
    });
    const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const deps = createDeps(config, appUrl, log, 4);
    afterAll(() => deps.pool.end().catch(() => {}));
    return createApp(deps);
  });
  afterAll(() => served.close());
  app = served.app;
  publicUrl = served.publicUrl;
});

const EMAIL = 'leaky@example.com';
const FIRST_PASSWORD = 'first-Password-4417';
const NEW_PASSWORD = 'second-Password-8803';
const PIN = '7391';
/** The carrier PIN that shares airtime: the customer's, never ours to keep. */
const SHARE_PIN = '5826';
/** A BVN the simulator matches (with 1990-01-01): it must reach nothing but the provider. */
const BVN = '40719384652';

/** A 4-digit PIN standing as itself: not inside a longer run of letters, digits, dots or dashes. */
const pinPattern = (pin: string) => new RegExp(`(?<![0-9A-Za-z.-])${pin}(?![0-9A-Za-z.-])`);

const json = (method: string, body: unknown, cookie?: string) => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(cookie ? { cookie, origin: publicUrl } : {}),
  },
  body: JSON.stringify(body),
});

describe('the log', () => {
  it('holds no token, password, PIN or BVN after sign-up, confirmation, reset, PIN, airtime to cash and the BVN check', async () => {
    const secrets: Record<string, string> = {
      'first password': FIRST_PASSWORD,
      'new password': NEW_PASSWORD,
    };

    const up = await app.request(
      '/api/auth/sign-up/email',
      json('POST', { name: 'Leaky Person', email: EMAIL, password: FIRST_PASSWORD }),
    );
    expect(up.status).toBe(200);

    // Confirm the e-mail with the mailed link (its token is in the query).
    const confirm = await latestMail(app, EMAIL);
    const confirmUrl = new URL(confirm.link as string);
    secrets['verification token'] = confirmUrl.searchParams.get('token') as string;
    const confirmed = await app.request(pathOf(confirm.link as string));
    expect(confirmed.status).toBe(302);

    // Forget the password: the mailed link carries its token in the path.
    const asked = await app.request(
      '/api/auth/request-password-reset',
      json('POST', { email: EMAIL, redirectTo: '/auth' }),
    );
    expect(asked.status).toBe(200);
    const reset = await latestMail(app, EMAIL);
    expect(reset.subject).toBe('Reset your Owo password');
    const opened = await app.request(pathOf(reset.link as string));
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get('location') as string).searchParams.get('token');
    expect(token).toBeTruthy();
    secrets['reset token'] = token as string;
    expect(reset.link).toContain(`/reset-password/${token}`);
    const changed = await app.request(
      '/api/auth/reset-password',
      json('POST', { token, newPassword: NEW_PASSWORD }),
    );
    expect(changed.status).toBe(200);
    // The link once more, now spent, and the token sent again: refused, and not logged either.
    expect((await app.request(pathOf(reset.link as string))).status).toBe(302);
    const replay = await app.request(
      '/api/auth/reset-password',
      json('POST', { token, newPassword: 'third-Password-1' }),
    );
    expect(replay.status).toBe(400);

    // A wrong password, then the right one.
    const wrong = await app.request(
      '/api/auth/sign-in/email',
      json('POST', { email: EMAIL, password: FIRST_PASSWORD }),
    );
    expect(wrong.status).toBe(401);
    const signedIn = await app.request(
      '/api/auth/sign-in/email',
      json('POST', { email: EMAIL, password: NEW_PASSWORD }),
    );
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn);
    const session = cookie.split('=')[1]?.split(';')[0] ?? '';
    secrets['session token'] = decodeURIComponent(session).split('.')[0] as string;

    // The transaction PIN, confirmed with the password (a wrong one first).
    const badPin = await app.request(
      '/api/me/pin',
      json('PUT', { pin: PIN, current_password: FIRST_PASSWORD }, cookie),
    );
    expect(badPin.status).toBe(403);
    const pinSet = await app.request(
      '/api/me/pin',
      json('PUT', { pin: PIN, current_password: NEW_PASSWORD }, cookie),
    );
    expect(pinSet.status).toBe(200);

    // Airtime to cash, with the carrier's share PIN in the body.
    const a2c = await app.request(
      '/api/airtime-cash',
      json(
        'POST',
        { network: 'MTN', amount: 100_000, phone: '08031234567', transfer_pin: SHARE_PIN },
        cookie,
      ),
    );
    expect(a2c.status, await a2c.clone().text()).toBe(201);

    // The BVN check: refused input, a provider that fails, no match, then a match.
    secrets.BVN = BVN;
    secrets['BVN the provider fails on'] = DOJAH_SIM_BVNS.providerDown;
    secrets['BVN that never matches'] = DOJAH_SIM_BVNS.neverMatches;
    const bvnCheck = (bvn: string, date_of_birth = '1990-01-01') =>
      app.request('/api/me/kyc/bvn', json('POST', { bvn, date_of_birth }, cookie));
    expect((await bvnCheck(BVN, '1990-02-30')).status).toBe(400);
    expect((await bvnCheck(`${BVN}9`)).status).toBe(400);
    expect((await bvnCheck(DOJAH_SIM_BVNS.providerDown)).status).toBe(502);
    expect((await bvnCheck(DOJAH_SIM_BVNS.neverMatches)).status).toBe(422);
    const verified = await bvnCheck(BVN);
    expect(verified.status, await verified.clone().text()).toBe(200);

    expect(lines.length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(
        lines.filter((l) => l.includes(value)),
        name,
      ).toEqual([]);
    }
    for (const [name, pin] of [
      ['PIN', PIN],
      ['share PIN', SHARE_PIN],
    ] as const)
      expect(
        lines.filter((l) => pinPattern(pin).test(l)),
        name,
      ).toEqual([]);
    // Every request was logged (so the log was read), the reset link by its route only.
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(text).toContain('"path":"/api/auth/reset-password/:token"');
    expect(text).toContain('"path":"/api/airtime-cash"');
    expect(text).toContain('"path":"/api/me/kyc/bvn"');
    expect(text).toContain('BVN check: the identity provider did not answer');
  });

  it('shows a reset link by its route, however its path is spelled', () => {
    for (const path of [
      '/api/auth/reset-password/AbC123tokenXyz',
      '/api/auth/Reset-Password/AbC123tokenXyz',
      '/api/auth/reset-password//AbC123tokenXyz',
      '/api/auth/reset-password/AbC123tokenXyz/',
    ])
      expect(loggedPath(path)).not.toContain('AbC123tokenXyz');
    expect(loggedPath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
    expect(loggedPath('/api/bills/42')).toBe('/api/bills/42');
  });
});
