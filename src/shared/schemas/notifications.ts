import { z } from 'zod';
import { pageSizeSchema } from './paging.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationSchema = z.object({
  /** `e{ledger entry id}` for a credit or debit, the notice's uuid for the others. */
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The app path of what it is about (`/profile` for a KYC decision), or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * The cursor of the notifications list: the id of the last item of the page
 * before, a ledger entry (`e` and its bigint id) or a notice (a uuid).
 */
export const NotificationCursorSchema = z
  .string()
  .regex(/^(e\d{1,18}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: 'is not a valid cursor',
  })
  .optional();

export const NotificationsQuerySchema = z.object({
  limit: pageSizeSchema(NOTIFICATIONS_PAGE_SIZE, 50),
  cursor: NotificationCursorSchema,
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** A page, newest first; `next_cursor` is null on the last one. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  next_cursor: z.string().nullable(),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
