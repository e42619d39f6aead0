import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { authToasts } from './auth-toasts.ts';

const shown: string[] = [];

/** What each bot-check toast says under `mode`. */
function botCheckToasts(mode: 'altcha' | 'turnstile' | 'off') {
  shown.length = 0;
  // What would be shown, instead of showing it (vitest.config.ts restores it after the test).
  vi.spyOn(notify, 'error').mockImplementation((title, description) => {
    shown.push(description ? `${title}: ${String(description)}` : title);
  });
  const refused = new ApiError(400, 'BOT_CHECK_FAILED', 'refused');
  authToasts.botCheckMissing(mode);
  authToasts.botCheckExpired(mode);
  authToasts.botCheckError(mode);
  authToasts.signInFailed(refused, mode);
  authToasts.signUpFailed(refused, mode);
  authToasts.resetFailed(refused, mode);
  return [...shown];
}

describe('the bot-check toasts', () => {
  it('name Turnstile under Turnstile', () => {
    expect(botCheckToasts('turnstile')).toEqual([
      'Turnstile verification failed: Please try again.',
      'Turnstile expired. Please verify again.',
      'Turnstile verification failed. Please try again.',
      'Turnstile verification failed: Please try again.',
      'Turnstile verification failed: Please try again.',
      'Turnstile verification failed: Please try again.',
    ]);
  });

  it('never name Turnstile under ALTCHA (the default)', () => {
    const toasts = botCheckToasts('altcha');
    expect(toasts).toEqual([
      'Security check failed: Please try again.',
      'Security check expired. Please verify again.',
      'Security check failed. Please try again.',
      'Security check failed: Please try again.',
      'Security check failed: Please try again.',
      'Security check failed: Please try again.',
    ]);
    for (const text of [...toasts, ...botCheckToasts('off')])
      expect(text).not.toMatch(/turnstile/i);
  });
});
