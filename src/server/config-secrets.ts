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
  return null;
}
