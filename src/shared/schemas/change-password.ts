// The settings page's change-password form. better-auth's
// POST /api/auth/change-password checks the current password and the length
// again on the server; this schema gives the form its messages, in a fixed
// order (all fields, then match, then length).
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';

export const CHANGE_PASSWORD_MESSAGES = {
  fillAll: 'Please fill in all password fields',
  mismatch: 'New passwords do not match',
  // Written out, not imported from auth-messages.ts: that module stays inside the /auth chunk.
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  wrongCurrent: 'Failed to update password. Please check your current password.',
} as const;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const empty = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
      (k) => !v[k],
    );
    if (empty) {
      // One message for the form, shown at the first empty field.
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.fillAll, path: [empty] });
      return;
    }
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: CHANGE_PASSWORD_MESSAGES.mismatch,
        path: ['confirmPassword'],
      });
      return;
    }
    if (v.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({
        code: 'custom',
        message: CHANGE_PASSWORD_MESSAGES.tooShort,
        path: ['newPassword'],
      });
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
