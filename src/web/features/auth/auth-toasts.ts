// The auth screen's toasts, word for word (tests look for them).
import { botCheckMessages } from '#shared/bot-check-messages.ts';
import type { BotCheckMode } from '#shared/schemas/public-config.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { isBotCheckError } from './api/auth-error.ts';

const UNEXPECTED = 'An unexpected error occurred';

function message(error: unknown, fallback = UNEXPECTED) {
  return error instanceof Error && error.message ? error.message : fallback;
}

export const authToasts = {
  validation: (text: string) => notify.error('Validation error', text),
  // Named for the check in use: Turnstile's words for Turnstile only.
  botCheckMissing: (mode: BotCheckMode) =>
    notify.error(botCheckMessages(mode).failedTitle, 'Please try again.'),
  botCheckExpired: (mode: BotCheckMode) => notify.error(botCheckMessages(mode).expired),
  botCheckError: (mode: BotCheckMode) => notify.error(botCheckMessages(mode).failed),
  welcomeBack: () => notify.success('Welcome back!', "You've successfully logged in."),
  accountCreated: () =>
    notify.success('Account created!', 'Your account and wallet have been set up successfully.'),
  resetEmailSent: () =>
    notify.success('Reset email sent', 'Check your email for password reset instructions.'),
  passwordUpdated: () =>
    notify.success(
      'Password updated!',
      'Your password has been successfully updated. You can now sign in.',
    ),
  invalidResetLink: () =>
    notify.error(
      'Reset failed',
      'This password reset link is invalid or has expired. Please request a new one.',
    ),
  emailRequired: () => notify.error('Email required', 'Please enter your email address first.'),
  loggedOut: () => notify.success('Logged out', "You've been successfully logged out."),
  logoutFailed: (text?: string) =>
    notify.error('Logout failed', text || 'An unexpected error occurred during logout.'),
  twoFactorExpired: () =>
    notify.error('Sign-in expired', 'Please sign in again with your email and password.'),

  signInFailed(error: unknown, mode: BotCheckMode) {
    if (isApiError(error)) {
      if (error.code === 'EMAIL_NOT_VERIFIED')
        return notify.error(
          'Email not confirmed',
          'Please confirm your email address to continue, check your inbox for confirmation email.',
        );
      if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
        return notify.error('Login failed', 'Invalid email or password. Please try again.');
      if (isBotCheckError(error)) return authToasts.botCheckMissing(mode);
    }
    notify.error('Login failed', message(error));
  },

  signUpFailed(error: unknown, mode: BotCheckMode) {
    if (isApiError(error)) {
      if (error.code.startsWith('USER_ALREADY_EXISTS'))
        return notify.error(
          'Signup failed',
          'This email is already registered. Please login instead.',
        );
      if (isBotCheckError(error)) return authToasts.botCheckMissing(mode);
    }
    notify.error('Signup failed', message(error));
  },

  /** `mode`: the form's bot check (the new-password form has none). */
  resetFailed(error: unknown, mode: BotCheckMode = 'off') {
    if (isApiError(error) && isBotCheckError(error)) return authToasts.botCheckMissing(mode);
    if (isApiError(error) && error.code === 'INVALID_TOKEN') return authToasts.invalidResetLink();
    notify.error('Reset failed', message(error));
  },

  authenticationFailed(error: unknown) {
    notify.error('Authentication failed', message(error));
  },
};
