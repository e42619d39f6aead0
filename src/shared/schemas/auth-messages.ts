import { MIN_PASSWORD_LENGTH } from '../constants.ts';

// Kept apart from the zod schemas so screens can name a message without loading zod.
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  emailRequired: 'Please enter your email address first.',
} as const;
