import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .optional()
    .transform((v) => v || undefined);

const date = z.iso
  .datetime({ offset: true, message: 'must be an ISO date-time' })
  .or(z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }))
  .optional();

export const AuditQuerySchema = z.object({
  action: text(64),
  /** A part of the actor's e-mail. */
  actor: text(254),
  target_type: text(64),
  target_id: text(128),
  /** From this moment (or the start of this day, UTC), inclusive. */
  from: date,
  /** Up to this moment, or to the end of this day (UTC), inclusive. */
  to: date,
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: `must be between 1 and ${PAGE_SIZE_MAX}` })
    .max(PAGE_SIZE_MAX, { message: `must be between 1 and ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'is not a valid cursor' })
    .optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
