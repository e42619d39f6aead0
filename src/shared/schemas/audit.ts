import { z } from 'zod';
import { idCursorSchema, pageSchema, pageSizeSchema } from './paging.ts';

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** The customer the row is about (a user, a wallet's owner, a request's owner), if any. */
  target_name: z.string().nullable(),
  target_email: z.string().nullable(),
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
  /** Words, each a part of the action: "withdrawal approve" finds `withdrawal.approve`. */
  action: text(64),
  /** A part of the actor's e-mail. */
  actor: text(254),
  target_type: text(64),
  target_id: text(128),
  /** From this moment (or the start of this day in Lagos), inclusive. */
  from: date,
  /** Up to this moment, or to the end of this day in Lagos, inclusive. */
  to: date,
  limit: pageSizeSchema(),
  cursor: idCursorSchema,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
