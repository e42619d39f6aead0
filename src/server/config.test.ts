import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEV_SECRETS } from './config-secrets.ts';

/** A strong secret of 40 characters, different for each `seed`. */
const strong = (seed: string) => `${seed}-Zq8vN3xLk7Rw2Tj9Hb4Mc6Pf1Gd5Ys0Ue`.padEnd(40, seed);

/** A production configuration that starts; each test breaks one thing. */
const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: strong('a'),
  PIN_SECRET: strong('p'),
  BVN_SECRET: strong('b'),
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  VTPASS_API_KEY: 'vtpass-live-api-key',
  VTPASS_PUBLIC_KEY: 'PK_live_public',
  VTPASS_SECRET_KEY: 'SK_live_secret',
  AIRTIME_CASH_MTN_NUMBER: '08031112222',
  AIRTIME_CASH_AIRTEL_NUMBER: '08021112222',
  AIRTIME_CASH_GLO_NUMBER: '08051112222',
  DOJAH_APP_ID: 'dojah-live-app-id',
  DOJAH_SECRET_KEY: 'prod_sk_dojah_live_secret',
};

const refused = (overrides: Record<string, string | undefined>) => () =>
  loadConfig({ ...production, ...overrides });

describe('production configuration', () => {
  it('starts with strong secrets of its own and SMTP', () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.authSecret).toBe(production.BETTER_AUTH_SECRET);
    expect(config.pinSecret).toBe(production.PIN_SECRET);
    expect(config.mail).toBe(true);
    expect(config.devMailbox).toBe(false);
  });

  it('refuses a missing, short or development BETTER_AUTH_SECRET', () => {
    expect(refused({ BETTER_AUTH_SECRET: undefined })).toThrow(
      'BETTER_AUTH_SECRET: BETTER_AUTH_SECRET is required in production',
    );
    expect(refused({ BETTER_AUTH_SECRET: 'x'.repeat(31) })).toThrow(
      'BETTER_AUTH_SECRET: must be at least 32 characters',
    );
    expect(refused({ BETTER_AUTH_SECRET: DEV_SECRETS.BETTER_AUTH_SECRET })).toThrow(
      'BETTER_AUTH_SECRET: BETTER_AUTH_SECRET is a development or published value',
    );
  });

  it('refuses a missing, short or development PIN_SECRET', () => {
    expect(refused({ PIN_SECRET: undefined })).toThrow(
      'PIN_SECRET: PIN_SECRET is required in production',
    );
    expect(refused({ PIN_SECRET: 'x'.repeat(31) })).toThrow(
      'PIN_SECRET: must be at least 32 characters',
    );
    expect(refused({ PIN_SECRET: DEV_SECRETS.PIN_SECRET })).toThrow(
      'PIN_SECRET: PIN_SECRET is a development or published value',
    );
  });

  it('refuses a short or development ALTCHA_HMAC_KEY, and derives it when unset', () => {
    expect(refused({ ALTCHA_HMAC_KEY: 'short-key' })).toThrow(
      'ALTCHA_HMAC_KEY: ALTCHA_HMAC_KEY must be at least 32 bytes in production',
    );
    expect(refused({ ALTCHA_HMAC_KEY: DEV_SECRETS.ALTCHA_HMAC_KEY })).toThrow(
      /ALTCHA_HMAC_KEY: .*(at least 32 bytes|development or published value)/,
    );
    expect(loadConfig(production).altchaHmacKey).toBe(production.BETTER_AUTH_SECRET);
  });

  it('refuses short Paystack keys and the simulator default', () => {
    expect(refused({ PAYSTACK_SECRET_KEY: 'sk_live_x' })).toThrow(
      'PAYSTACK_SECRET_KEY: PAYSTACK_SECRET_KEY must be at least 32 bytes in production',
    );
    expect(
      loadConfig({ ...production, PAYSTACK_SECRET_KEY: `sk_live_${strong('9')}` }),
    ).toBeTruthy();
    expect(refused({ PAYSTACK_SIMULATOR_SECRET: DEV_SECRETS.PAYSTACK_SIMULATOR_SECRET })).toThrow(
      'PAYSTACK_SIMULATOR_SECRET: PAYSTACK_SIMULATOR_SECRET is a development or published value',
    );
  });

  it("refuses Cloudflare's published Turnstile test secrets and short ones", () => {
    const turnstile = { TURNSTILE_SITE_KEY: '0x4AAAAAAA-site' };
    expect(
      refused({ ...turnstile, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' }),
    ).toThrow('TURNSTILE_SECRET_KEY: TURNSTILE_SECRET_KEY is a development or published value');
    expect(refused({ ...turnstile, TURNSTILE_SECRET_KEY: 'secret-key' })).toThrow(
      'TURNSTILE_SECRET_KEY must be at least 32 bytes',
    );
    const real = { ...turnstile, TURNSTILE_SECRET_KEY: '0x4AAAAAAABkMYinukE8nzYS_-GVrLd1vU3' };
    expect(loadConfig({ ...production, ...real }).botCheck).toBe('turnstile');
  });

  it("holds Google's client secret to the length Google issues (24 bytes and up)", () => {
    const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' };
    expect(refused({ ...google, GOOGLE_CLIENT_SECRET: 'client-secret' })).toThrow(
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_SECRET must be at least 24 bytes in production',
    );
    const secret = 'GOCSPX-a1B2c3D4e5F6g7H8i9J0k';
    const config = loadConfig({ ...production, ...google, GOOGLE_CLIENT_SECRET: secret });
    expect(config.google?.clientSecret).toBe(secret);
  });

  it('refuses a secret that is one character, or a few, repeated', () => {
    for (const [name, value] of [
      ['BETTER_AUTH_SECRET', 'a'.repeat(64)],
      ['PIN_SECRET', 'ab'.repeat(20)],
      ['ALTCHA_HMAC_KEY', '0123'.repeat(10)],
      ['PAYSTACK_SECRET_KEY', `sk_live_${'0'.repeat(40)}`],
    ] as const)
      expect(refused({ [name]: value })).toThrow(
        `${name}: ${name} is one character (or a few) repeated; set a random secret in production`,
      );
  });

  it('refuses a secret equal to another one, naming both', () => {
    const shared = `sk_live_${strong('shared')}`;
    expect(refused({ PAYSTACK_SECRET_KEY: production.BETTER_AUTH_SECRET })).toThrow(
      'PAYSTACK_SECRET_KEY: PAYSTACK_SECRET_KEY is the same as BETTER_AUTH_SECRET; every secret must be a different value in production',
    );
    expect(refused({ PIN_SECRET: production.BETTER_AUTH_SECRET })).toThrow(
      'PIN_SECRET: PIN_SECRET is the same as BETTER_AUTH_SECRET',
    );
    expect(refused({ ALTCHA_HMAC_KEY: shared, PAYSTACK_SECRET_KEY: shared })).toThrow(
      'PAYSTACK_SECRET_KEY: PAYSTACK_SECRET_KEY is the same as ALTCHA_HMAC_KEY',
    );
    expect(refused({ VTPASS_SECRET_KEY: production.PIN_SECRET })).toThrow(
      'VTPASS_SECRET_KEY: VTPASS_SECRET_KEY is the same as PIN_SECRET',
    );
    // Different values start; ALTCHA's key left unset is derived from the session secret on purpose.
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: shared }).altchaHmacKey).toBe(
      production.BETTER_AUTH_SECRET,
    );
  });

  it('refuses to start without all three VTpass keys, naming them', () => {
    const named = 'VTPASS_API_KEY, VTPASS_PUBLIC_KEY, VTPASS_SECRET_KEY are required in production';
    expect(refused({ VTPASS_API_KEY: undefined })).toThrow(`VTPASS_API_KEY: ${named}`);
    expect(refused({ VTPASS_SECRET_KEY: '' })).toThrow('missing: VTPASS_SECRET_KEY');
    expect(
      refused({ VTPASS_API_KEY: undefined, VTPASS_PUBLIC_KEY: ' ', VTPASS_SECRET_KEY: undefined }),
    ).toThrow('missing: VTPASS_API_KEY, VTPASS_PUBLIC_KEY, VTPASS_SECRET_KEY');
    expect(loadConfig(production).VTPASS_SECRET_KEY).toBe(production.VTPASS_SECRET_KEY);
  });

  it('refuses a missing, short or development BVN_SECRET', () => {
    expect(refused({ BVN_SECRET: undefined })).toThrow(
      'BVN_SECRET: BVN_SECRET is required in production',
    );
    expect(refused({ BVN_SECRET: 'x'.repeat(31) })).toThrow(
      'BVN_SECRET: must be at least 32 characters',
    );
    expect(refused({ BVN_SECRET: DEV_SECRETS.BVN_SECRET })).toThrow(
      'BVN_SECRET: BVN_SECRET is a development or published value',
    );
    expect(refused({ BVN_SECRET: production.PIN_SECRET })).toThrow(
      'BVN_SECRET: BVN_SECRET is the same as PIN_SECRET',
    );
    expect(loadConfig(production).bvnSecret).toBe(production.BVN_SECRET);
  });

  it('refuses to start without both Dojah keys, naming them', () => {
    const named = 'DOJAH_APP_ID and DOJAH_SECRET_KEY are required in production';
    expect(refused({ DOJAH_APP_ID: undefined })).toThrow(`DOJAH_APP_ID: ${named}`);
    expect(refused({ DOJAH_SECRET_KEY: ' ' })).toThrow('missing: DOJAH_SECRET_KEY');
    expect(refused({ DOJAH_SECRET_KEY: production.PIN_SECRET })).toThrow(
      'DOJAH_SECRET_KEY: DOJAH_SECRET_KEY is the same as PIN_SECRET',
    );
    expect(loadConfig(production).DOJAH_BASE_URL).toBe('https://api.dojah.io');
  });

  it('refuses the placeholder airtime to cash lines, naming each', () => {
    expect(refused({ AIRTIME_CASH_MTN_NUMBER: undefined })).toThrow(
      'AIRTIME_CASH_MTN_NUMBER: AIRTIME_CASH_MTN_NUMBER must be set in production: the default 08030000000 is a placeholder',
    );
    expect(refused({ AIRTIME_CASH_GLO_NUMBER: '08050000000' })).toThrow('AIRTIME_CASH_GLO_NUMBER');
    expect(loadConfig(production).AIRTIME_CASH_AIRTEL_NUMBER).toBe('08021112222');
  });

  it('refuses to start without SMTP unless mail is turned off', () => {
    expect(refused({ SMTP_URL: undefined })).toThrow(
      'SMTP_URL: SMTP_URL is required in production (or MAIL=off to send no e-mail at all)',
    );
    const off = loadConfig({ ...production, SMTP_URL: undefined, MAIL: 'off' });
    expect(off.mail).toBe(false);
    expect(off.devMailbox).toBe(false);
  });

  it('names every refused variable at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /BETTER_AUTH_SECRET[\s\S]*PIN_SECRET[\s\S]*SMTP_URL/,
    );
  });
});

describe('development configuration', () => {
  it('runs on the development secrets and the development mailbox', () => {
    const config = loadConfig({});
    expect(config.authSecret).toBe(DEV_SECRETS.BETTER_AUTH_SECRET);
    expect(config.pinSecret).toBe(DEV_SECRETS.PIN_SECRET);
    expect(config.bvnSecret).toBe(DEV_SECRETS.BVN_SECRET);
    expect(config.PAYSTACK_SIMULATOR_SECRET).toBe(DEV_SECRETS.PAYSTACK_SIMULATOR_SECRET);
    expect(config.devMailbox).toBe(true);
    expect(loadConfig({ MAIL: 'off' }).devMailbox).toBe(false);
  });

  it('runs bills on the VTpass simulator, with a 30 s timeout and a requery after 60 s', () => {
    const config = loadConfig({ VTPASS_API_KEY: '' });
    expect(config.VTPASS_API_KEY).toBeUndefined();
    expect(config.VTPASS_BASE_URL).toBe('https://vtpass.com/api/');
    expect(config.VTPASS_TIMEOUT_MS).toBe(30_000);
    expect(config.VTPASS_SIM_PENDING_S).toBe(120);
    expect(config.BILLS_REQUERY_S).toBe(60);
    expect(loadConfig({ VTPASS_SIM_PENDING_S: '0.5' }).VTPASS_SIM_PENDING_S).toBe(0.5);
    expect(() => loadConfig({ VTPASS_TIMEOUT_MS: 'soon' })).toThrow('VTPASS_TIMEOUT_MS');
  });

  it('checks BVNs on the Dojah simulator, with a 15 s timeout', () => {
    const config = loadConfig({ DOJAH_APP_ID: '', DOJAH_SECRET_KEY: '' });
    expect(config.DOJAH_APP_ID).toBeUndefined();
    expect(config.DOJAH_SECRET_KEY).toBeUndefined();
    expect(config.DOJAH_TIMEOUT_MS).toBe(15_000);
    expect(() => loadConfig({ DOJAH_TIMEOUT_MS: 'soon' })).toThrow('DOJAH_TIMEOUT_MS');
  });
});

describe('the server process', () => {
  it('exits non-zero, naming the variable, when production gets a development secret', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...production,
        BETTER_AUTH_SECRET: DEV_SECRETS.BETTER_AUTH_SECRET,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain(
      'BETTER_AUTH_SECRET: BETTER_AUTH_SECRET is a development or published value',
    );
    expect(run.stderr).not.toContain('    at ');
  });
});
