import type { BotCheckMode } from './schemas/public-config.ts';

/**
 * What a failed, expired or broken bot check says. Under Turnstile the words
 * name Turnstile; the self-hosted ALTCHA check (the default) is not Turnstile,
 * so it never names it.
 */
export type BotCheckMessages = {
  /** The title of the toast when no token came, above "Please try again." */
  failedTitle: string;
  /** The server's answer to a missing or wrong token, and the widget's error. */
  failed: string;
  expired: string;
};

const TURNSTILE: BotCheckMessages = {
  failedTitle: 'Turnstile verification failed',
  failed: 'Turnstile verification failed. Please try again.',
  expired: 'Turnstile expired. Please verify again.',
};

const SECURITY_CHECK: BotCheckMessages = {
  failedTitle: 'Security check failed',
  failed: 'Security check failed. Please try again.',
  expired: 'Security check expired. Please verify again.',
};

export const botCheckMessages = (mode: BotCheckMode): BotCheckMessages =>
  mode === 'turnstile' ? TURNSTILE : SECURITY_CHECK;
