import { z } from 'zod';

/** Wrong passwords in a row on the lock screen before the device is signed out. */
export const UNLOCK_MAX_TRIES = 5;

/** POST /api/me/unlock. */
export const UnlockSchema = z.object({
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(128, { message: 'Password is required' }),
});
export type Unlock = z.infer<typeof UnlockSchema>;

/** POST /api/me/lock, /api/me/unlock. */
export const LockStateSchema = z.object({ locked: z.boolean() });
export type LockState = z.infer<typeof LockStateSchema>;

export const LOCK_MESSAGES = {
  locked: 'Owo is locked. Enter your password to continue.',
  wrong: (triesLeft: number) =>
    `Incorrect password. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  signedOut: 'Too many wrong passwords. This device has been signed out: sign in again.',
  noPassword:
    'This account has no password yet. Sign out and sign in again, or set a password with "Forgot password".',
} as const;
