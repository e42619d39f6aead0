import { z } from 'zod';

export { PIN_HEADER } from '../constants.ts';

/** Wrong PINs in a row before the PIN locks. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MINUTES = 30;

export const PinSchema = z
  .string({ message: 'PIN must be 4 digits' })
  .regex(/^\d{4}$/, { message: 'PIN must be 4 digits' });

/** PUT /api/me/pin: sets or changes the PIN; the account password proves it is the owner. */
export const PinSetSchema = z.object({
  pin: PinSchema,
  current_password: z
    .string({ message: 'Current password is required' })
    .min(1, { message: 'Current password is required' })
    .max(128, { message: 'Current password is required' }),
});
export type PinSet = z.infer<typeof PinSetSchema>;

/** GET /api/me/pin: whether a PIN is set, and whether it is locked now. */
export const PinStatusSchema = z.object({
  is_set: z.boolean(),
  /** ISO time the lock ends, or null when not locked. */
  locked_until: z.string().nullable(),
  tries_left: z.number().int(),
});
export type PinStatus = z.infer<typeof PinStatusSchema>;

export const PIN_MESSAGES = {
  notSet: 'Set a transaction PIN in Settings before sending money',
  invalid: (triesLeft: number) =>
    `Incorrect PIN. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  locked: `Too many wrong PINs. Your PIN is locked for ${PIN_LOCK_MINUTES} minutes, or until you set it again in Settings`,
  saved: 'Transaction PIN saved',
} as const;
