// Passkeys (WebAuthn sign-in) in Settings: the "Add a passkey" form and the
// server's checks of what better-auth's passkey plugin receives.
import { z } from 'zod';
import { userText } from './text.ts';

export const PASSKEY_NAME_MAX = 50;

export const PASSKEY_MESSAGES = {
  passwordRequired: 'Enter your password to add a passkey',
  confirmFirst: 'Confirm your password to add a passkey.',
  notForAdmins:
    'Administrators sign in with their password and authenticator app. Passkeys are for customer accounts.',
} as const;

/** What the list shows and the owner types; empty means "no name" (the list says "Passkey"). */
export const PasskeyNameSchema = userText({ max: PASSKEY_NAME_MAX, min: 0 });

/** POST /api/auth/passkey/confirm-password: the current password, as for a password change. */
export const ConfirmPasskeyPasswordSchema = z.object({
  password: z
    .string({ error: PASSKEY_MESSAGES.passwordRequired })
    .min(1, { error: PASSKEY_MESSAGES.passwordRequired })
    // better-auth's own limit: a longer one is never a password it stored.
    .max(128, { error: 'Password is too long' }),
});

export const AddPasskeySchema = ConfirmPasskeyPasswordSchema.extend({ name: PasskeyNameSchema });
export type AddPasskey = z.infer<typeof AddPasskeySchema>;

/** One row of GET /api/auth/passkey/list-user-passkeys, as the Settings list reads it (JSON). */
export interface Passkey {
  id: string;
  name?: string | null;
  createdAt?: string | Date | null;
  deviceType: string;
  backedUp: boolean;
}
