import { isIP } from 'node:net';
import { z } from 'zod';
import { DEV_SECRETS, SECRET_RULES, secretProblem, sharedSecrets } from './config-secrets.ts';
import { STORAGE_ENV, s3Problems, s3Settings } from './config-storage.ts';

const bool = (def: 'on' | 'off') => z.enum(['on', 'off']).default(def);
/** An empty value means unset, as in a shell that exports `VAR=`. */
const providerKey = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);
/** Placeholder receiving lines for airtime to cash: fine in development, refused in production. */
const FAKE_AIRTIME_LINES = {
  AIRTIME_CASH_MTN_NUMBER: '08030000000',
  AIRTIME_CASH_AIRTEL_NUMBER: '08020000000',
  AIRTIME_CASH_GLO_NUMBER: '08050000000',
} as const;

const VTPASS_KEYS = ['VTPASS_API_KEY', 'VTPASS_PUBLIC_KEY', 'VTPASS_SECRET_KEY'] as const;
const DOJAH_KEYS = ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY'] as const;
const secret = () => z.string().min(32, { message: 'must be at least 32 characters' }).optional();

const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** App processes sharing the port (node:cluster); the app keeps no state between requests. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    HOST: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z.string().optional(),
    /** Connections each app process keeps to DATABASE_URL at most; N processes hold N times this. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
    /** Seconds a stopping process answers readiness 503 while still serving, before it closes. */
    SHUTDOWN_DRAIN_S: z.coerce.number().min(0).max(60).default(0),
    /** The tables' owner, which runs the migrations; unset: DATABASE_URL's role (see db/README.md). */
    MIGRATION_DATABASE_URL: z.string().optional(),
    /** A streaming read replica of DATABASE_URL for the back office's lists, stats and exports. */
    DATABASE_REPLICA_URL: providerKey(),
    /** Seconds the replica may lag behind before the back office reads the primary instead. */
    DATABASE_REPLICA_MAX_LAG_S: z.coerce.number().min(0.5).max(3_600).default(5),
    DATA_DIR: z.string().default('./.data'),
    BETTER_AUTH_SECRET: secret(),
    /** Keys the hash of the coming transaction PIN. */
    PIN_SECRET: secret(),
    /** Keys the hash of a BVN (HMAC-SHA256), which finds one BVN on two accounts without storing it. */
    BVN_SECRET: secret(),
    BOT_CHECK: z.enum(['altcha', 'turnstile', 'off']).default('altcha'),
    ALTCHA_HMAC_KEY: z.string().optional(),
    TURNSTILE_SITE_KEY: z.string().optional(),
    TURNSTILE_SECRET_KEY: z.string().optional(),
    TURNSTILE_VERIFY_URL: z
      .string()
      .url()
      .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    /** Reverse proxies (IPs or CIDRs, comma-separated) whose X-Forwarded-For we believe. */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .refine((v) => v.split(',').every((p) => !p.trim() || isCidr(p.trim())), {
        message: 'must be IP addresses or CIDR ranges, separated by commas',
      }),
    RATE_LIMIT: bool('on'),
    /** CBN's tier rules (limits, maximum balances, no foreign currency on tier 1); off only for load tests. */
    KYC_LIMITS: bool('on'),
    /**
     * Administrators need a second factor (TOTP) before any back-office route
     * answers. Unset: on in production, off in development and tests.
     */
    ADMIN_2FA_REQUIRED: z
      .enum(['true', 'false', 'on', 'off', ''])
      .optional()
      .transform((v) => (v ? v === 'true' || v === 'on' : undefined)),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    SMTP_URL: z.string().optional(),
    /** `off`: no e-mail is sent at all (production needs SMTP_URL otherwise). */
    MAIL: bool('on'),
    MAIL_FROM: z.string().default('Owo <no-reply@owo.example>'),
    /** Seconds before a mail the SMTP server did not take is tried again; doubled each time, at most an hour. */
    MAIL_RETRY_S: z.coerce.number().min(0.1).max(3_600).default(30),
    /** Attempts at one mail before it is marked failed (and logged). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SUPPORT_EMAIL: z.string().default('support@owo.example'),
    SUPPORT_PHONE: z.string().default('+234 800 000 0000'),
    BANK_ACCOUNT_NUMBER: z.string().default('0000000000'),
    BANK_NAME: z.string().default('Example Bank (test)'),
    BANK_ACCOUNT_NAME: z.string().default('Owo Payments Ltd (test)'),
    /** The lines that receive airtime to cash, per network (clearly fake defaults, refused in production). */
    AIRTIME_CASH_MTN_NUMBER: z
      .string()
      .regex(/^0\d{10}$/)
      .default(FAKE_AIRTIME_LINES.AIRTIME_CASH_MTN_NUMBER),
    AIRTIME_CASH_AIRTEL_NUMBER: z
      .string()
      .regex(/^0\d{10}$/)
      .default(FAKE_AIRTIME_LINES.AIRTIME_CASH_AIRTEL_NUMBER),
    AIRTIME_CASH_GLO_NUMBER: z
      .string()
      .regex(/^0\d{10}$/)
      .default(FAKE_AIRTIME_LINES.AIRTIME_CASH_GLO_NUMBER),
    /** Unset: the built-in Paystack simulator (never in production, where card funding is then off). */
    PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
    PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
    PAYSTACK_SIMULATOR_SECRET: z.string().min(16).optional(),
    /** The bank of customers' own account numbers (dedicated accounts): wema-bank or titan-paystack live, test-bank in test mode. */
    PAYSTACK_DVA_BANK: z.string().min(1).default('wema-bank'),
    /** How long the simulator takes to assign the account of a customer whose last name is Pending. */
    PAYSTACK_SIM_ASSIGN_S: z.coerce.number().min(0).max(86_400).default(5),
    /** Seconds between two requeries of the dedicated accounts' transfers (missed webhooks). */
    DEPOSITS_REQUERY_S: z.coerce.number().int().min(1).max(43_200).default(900),
    /** Seconds between two rounds of re-verifying unconfirmed deposits and releasing held ones. */
    DEPOSITS_SWEEP_S: z.coerce.number().int().min(1).max(3_600).default(60),
    /** Unset keys: the built-in VTpass simulator (refused in production, where bills need VTpass). */
    VTPASS_BASE_URL: z.string().url().default('https://vtpass.com/api/'),
    VTPASS_API_KEY: providerKey(),
    VTPASS_PUBLIC_KEY: providerKey(),
    VTPASS_SECRET_KEY: providerKey(),
    /** How long one VTpass call may take; an unanswered payment is then pending, never failed. */
    VTPASS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** How long the simulator keeps its pending test number pending. */
    VTPASS_SIM_PENDING_S: z.coerce.number().min(0).max(86_400).default(120),
    /** Unset keys: the built-in Dojah simulator (refused in production, where tier 2 needs Dojah). */
    DOJAH_BASE_URL: z.string().url().default('https://api.dojah.io'),
    DOJAH_APP_ID: providerKey(),
    DOJAH_SECRET_KEY: providerKey(),
    /** How long one BVN lookup may take; an unanswered one is "try again later", never a mismatch. */
    DOJAH_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
    /** Seconds before a pending bill is first re-queried. */
    BILLS_REQUERY_S: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Seconds after approval before a withdrawal's transfer is first verified, should no webhook come. */
    WITHDRAWALS_VERIFY_S: z.coerce.number().int().min(0).max(86_400).default(300),
    /**
     * Naira: an admin credit or debit, withdrawal approval or loan disbursement
     * worth more (at today's rate) waits for a second administrator.
     */
    APPROVAL_THRESHOLD_NGN: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000_000_000)
      .default(1_000_000),
    /** Days an instalment may stay unpaid past its due date (Lagos days) before the loan is defaulted. */
    LOAN_DEFAULT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Minutes unused before a signed-in device locks (423 SESSION_LOCKED until unlocked); 0: never. */
    AUTO_LOCK_MINUTES: z.coerce.number().int().min(0).max(1_440).default(5),
    /** With NODE_ENV=test only: lets the browser tests make accounts in one request (/api/test/*). */
    TEST_SEED_TOKEN: secret(),
    /** Lets a scraper on another machine read GET /metrics (`Authorization: Bearer …`); unset: only 127.0.0.1. */
    METRICS_TOKEN: providerKey(),
    ...STORAGE_ENV,
  })
  .superRefine((env, ctx) => {
    for (const { path, message } of s3Problems(env))
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['MIGRATION_DATABASE_URL'],
        message:
          'MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database sets up both roles itself)',
      });
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message:
          'DATABASE_REPLICA_URL needs DATABASE_URL: the replica copies that server (the embedded database has none)',
      });
    if (env.NODE_ENV !== 'production') return;
    if (env.TEST_SEED_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_SEED_TOKEN'],
        message: 'TEST_SEED_TOKEN is for the browser tests and is refused in production',
      });
    if (env.BOT_CHECK === 'off')
      ctx.addIssue({
        code: 'custom',
        path: ['BOT_CHECK'],
        message: 'BOT_CHECK=off is refused in production',
      });
    if (env.RATE_LIMIT === 'off')
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT'],
        message: 'RATE_LIMIT=off is refused in production',
      });
    if (env.KYC_LIMITS === 'off')
      ctx.addIssue({
        code: 'custom',
        path: ['KYC_LIMITS'],
        message: 'KYC_LIMITS=off is refused in production',
      });
    for (const rule of SECRET_RULES) {
      const message = secretProblem(rule, (env as Record<string, unknown>)[rule.name] as string);
      if (message) ctx.addIssue({ code: 'custom', path: [rule.name], message });
    }
    for (const [name, other] of sharedSecrets(env))
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is the same as ${other}; every secret must be a different value in production`,
      });
    if (env.MAIL === 'on' && !env.SMTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL is required in production (or MAIL=off to send no e-mail at all)',
      });
    // A customer would dial airtime away to a line nobody holds.
    for (const [name, fake] of Object.entries(FAKE_AIRTIME_LINES))
      if (env[name as keyof typeof FAKE_AIRTIME_LINES] === fake)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} must be set in production: the default ${fake} is a placeholder`,
        });
    const vtpassMissing = VTPASS_KEYS.filter((name) => !env[name]);
    if (vtpassMissing.length)
      ctx.addIssue({
        code: 'custom',
        path: [vtpassMissing[0] as string],
        message: `${VTPASS_KEYS.join(', ')} are required in production (bill payments go through VTpass; the simulator is for development only); missing: ${vtpassMissing.join(', ')}`,
      });
    const dojahMissing = DOJAH_KEYS.filter((name) => !env[name]);
    if (dojahMissing.length)
      ctx.addIssue({
        code: 'custom',
        path: [dojahMissing[0] as string],
        message: `${DOJAH_KEYS.join(' and ')} are required in production (BVN checks go through Dojah; the simulator is for development only); missing: ${dojahMissing.join(', ')}`,
      });
    if (env.BOT_CHECK === 'turnstile' && !(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['BOT_CHECK'],
        message: 'BOT_CHECK=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
      });
  });

function isCidr(value: string) {
  const [addr = '', prefix, extra] = value.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const botCheck =
    env.BOT_CHECK === 'altcha' && env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
      ? 'turnstile'
      : env.BOT_CHECK;
  return {
    ...env,
    production,
    host,
    botCheck,
    publicUrl: env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${env.PORT}`,
    // Outside production fixed development secrets keep sessions valid across restarts.
    authSecret: env.BETTER_AUTH_SECRET ?? DEV_SECRETS.BETTER_AUTH_SECRET,
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? env.BETTER_AUTH_SECRET ?? DEV_SECRETS.ALTCHA_HMAC_KEY,
    pinSecret: env.PIN_SECRET ?? DEV_SECRETS.PIN_SECRET,
    bvnSecret: env.BVN_SECRET ?? DEV_SECRETS.BVN_SECRET,
    PAYSTACK_SIMULATOR_SECRET:
      env.PAYSTACK_SIMULATOR_SECRET ?? DEV_SECRETS.PAYSTACK_SIMULATOR_SECRET,
    mail: env.MAIL === 'on',
    rateLimit: env.RATE_LIMIT === 'on',
    kycLimits: env.KYC_LIMITS === 'on',
    admin2faRequired: env.ADMIN_2FA_REQUIRED ?? production,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    testSeedToken: env.NODE_ENV === 'test' ? env.TEST_SEED_TOKEN : undefined,
    devMailbox: !production && !env.SMTP_URL && env.MAIL === 'on',
    s3: s3Settings(env),
    trustedProxies: env.TRUSTED_PROXIES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}
