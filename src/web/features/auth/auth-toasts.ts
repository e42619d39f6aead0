// The auth screen's toasts, word for word (tests look for them).
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { isBotCheckError } from './api/auth-error.ts';

const UNEXPECTED = 'An unexpected error occurred';

function message(error: unknown, fallback = UNEXPECTED) {
  return error instanceof Error && error.message ? error.message : fallback;
}

export const authToasts = {
  validation: (text: string) => notify.error('Validation error', text),
  botCheckMissing: () => notify.error('Turnstile verification failed', 'Please try again.'),
  botCheckExpired: () => notify.error('Turnstile expired. Please verify again.'),
  botCheckError: () => notify.error('Turnstile verification failed. Please try again.'),
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

  signInFailed(error: unknown) {
    if (isApiError(error)) {
      if (error.code === 'EMAIL_NOT_VERIFIED')
        return notify.error(
          'Email not confirmed',
          'Please confirm your email address to continue, check your inbox for confirmation email.',
        );
      if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
        return notify.error('Login failed', 'Invalid email or password. Please try again.');
      if (isBotCheckError(error)) return authToasts.botCheckMissing();
    }
    notify.error('Login failed', message(error));
  },

  signUpFailed(error: unknown) {
    if (isApiError(error)) {
      if (error.code.startsWith('USER_ALREADY_EXISTS'))
        return notify.error(
          'Signup failed',
          'This email is already registered. Please login instead.',
        );
      if (isBotCheckError(error)) return authToasts.botCheckMissing();
    }
    notify.error('Signup failed', message(error));
  },

  resetFailed(error: unknown) {
    if (isApiError(error) && isBotCheckError(error)) return authToasts.botCheckMissing();
    if (isApiError(error) && error.code === 'INVALID_TOKEN') return authToasts.invalidResetLink();
    notify.error('Reset failed', message(error));
  },

  authenticationFailed(error: unknown) {
    notify.error('Authentication failed', message(error));
  },
};
