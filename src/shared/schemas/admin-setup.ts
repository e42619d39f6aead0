import { z } from 'zod';
import { EmailSchema } from './common.ts';

/** Where the first administrator's setup stands, for the signed-in caller. */
export const AdminSetupStatusSchema = z.object({
  admin_exists: z.boolean(),
  /** Whether the caller may promote an account now (no administrator yet, or they are one). */
  can_promote: z.boolean(),
  /** In production the first promotion also needs the code the server printed at start. */
  setup_code_required: z.boolean(),
});
export type AdminSetupStatus = z.infer<typeof AdminSetupStatusSchema>;

export const AdminSetupRequestSchema = z.object({
  email: EmailSchema,
  setup_code: z
    .string({ message: 'Setup code must be text' })
    .trim()
    .max(200, { message: 'Setup code is too long' })
    .optional(),
});
export type AdminSetupRequest = z.infer<typeof AdminSetupRequestSchema>;

export const AdminSetupResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  is_admin: z.literal(true),
});
export type AdminSetupResult = z.infer<typeof AdminSetupResultSchema>;
