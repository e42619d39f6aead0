/**
 * Secrets and the rules production holds them to. Outside production fixed
 * development values stand in, so a laptop needs no setup and sessions
 * survive restarts; because these values are public (they are right here),
 * production refuses every one of them.
 */
export const DEV_SECRETS = {
  BETTER_AUTH_SECRET: 'owo-development-secret-do-not-use-in-production-000',
  ALTCHA_HMAC_KEY: 'owo-development-altcha-key',
  PIN_SECRET: 'owo-development-pin-secret-do-not-use-in-production',
  PAYSTACK_SIMULATOR_SECRET: 'sk_test_owo_simulator_not_a_real_key',
  BVN_SECRET: 'owo-development-bvn-secret-do-not-use-in-production',
} as const;

/** Enough randomness that guessing or brute-forcing an HMAC key is out of reach. */
export const MIN_SECRET_BYTES = 32;

type SecretRule = {
  name: string;
  /** Must be set in production (otherwise checked only when set). */
  required?: boolean;
  /** Fewer bytes than MIN_SECRET_BYTES, for keys whose issuer fixes their length. */
  minBytes?: number;
  /** Values known to be public, beyond our own development defaults. */
  known?: RegExp;
};

export const SECRET_RULES: SecretRule[] = [
  { name: 'BETTER_AUTH_SECRET', required: true },
  { name: 'PIN_SECRET', required: true },
  // Keys the hash that finds a BVN used twice; the BVN itself is never stored.
  { name: 'BVN_SECRET', required: true },
  // Unset, it is derived from BETTER_AUTH_SECRET, which is checked.
  { name: 'ALTCHA_HMAC_KEY' },
  // Paystack signs its webhooks with the secret key (48 characters for real keys).
  { name: 'PAYSTACK_SECRET_KEY' },
  // The simulator never runs in production; a value set there is still held to the rule.
  { name: 'PAYSTACK_SIMULATOR_SECRET' },
  // Cloudflare's documented test secrets (1x…AA passes every token) are public.
  { name: 'TURNSTILE_SECRET_KEY', known: /^[0-9]x0+AA$/ },
  // Google issues the secret: 35 characters today (GOCSPX-…), 24 for older OAuth clients.
  { name: 'GOOGLE_CLIENT_SECRET', minBytes: 24 },
  // Whoever holds it reads the metrics from anywhere.
  { name: 'METRICS_TOKEN' },
];

const DEV_VALUES = new Set<string>(Object.values(DEV_SECRETS));

/** Why a production secret is refused, or null when it is fine. */
export function secretProblem(rule: SecretRule, value: string | undefined): string | null {
  if (value === undefined || value === '')
    return rule.required ? `${rule.name} is required in production` : null;
  const min = rule.minBytes ?? MIN_SECRET_BYTES;
  if (Buffer.byteLength(value) < min)
    return `${rule.name} must be at least ${min} bytes in production`;
  if (DEV_VALUES.has(value) || rule.known?.test(value))
    return `${rule.name} is a development or published value; set a secret of your own in production`;
  if (isRepetitive(value))
    return `${rule.name} is one character (or a few) repeated; set a random secret in production`;
  return null;
}

/**
 * A pattern, not a secret: fewer than 5 different characters ("aaaa…",
 * "abab…"), or one character making up half of it ("sk_live_0000…"). A
 * random key of 32 characters or more is far from either.
 */
function isRepetitive(value: string) {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...value].length;
  return counts.size < 5 || Math.max(...counts.values()) * 2 >= length;
}

/**
 * Secrets and provider keys that must each be different: a key shared by two
 * uses leaks both when one leaks (a webhook signing key that also signs the
 * sessions lets whoever knows one forge the other).
 */
export const DISTINCT_SECRETS = [
  ...SECRET_RULES.map((r) => r.name),
  'VTPASS_API_KEY',
  'VTPASS_SECRET_KEY',
  'DOJAH_SECRET_KEY',
  'TEST_SEED_TOKEN',
];

/** Each secret set to the same value as one named before it: [name, the other's name]. */
export function sharedSecrets(env: Record<string, unknown>): [string, string][] {
  const seen = new Map<string, string>();
  const shared: [string, string][] = [];
  for (const name of DISTINCT_SECRETS) {
    const value = env[name];
    if (typeof value !== 'string' || value === '') continue;
    const first = seen.get(value);
    if (first) shared.push([name, first]);
    else seen.set(value, name);
  }
  return shared;
}
