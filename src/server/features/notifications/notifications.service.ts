import type { Pool } from '#server/db/client.ts';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import type { Currency } from '#shared/constants.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import type { Notification, NotificationsQuery } from '#shared/schemas/notifications.ts';
import { notificationLink } from './notifications.links.ts';
import {
  countUnread,
  insertNotification,
  type NotificationRow,
  selectNotifications,
} from './notifications.queries.ts';

type Queryable = Parameters<typeof insertNotification>[0];

/** Tells a user something (on the given connection, so it commits with the change it reports). */
export function notify(db: Queryable, n: Parameters<typeof insertNotification>[1]) {
  return insertNotification(db, n);
}

function toNotification(r: NotificationRow): Notification {
  if (r.kind !== 'transaction')
    return {
      id: r.id,
      kind: r.kind,
      title: r.title ?? '',
      body: r.body ?? '',
      read: r.read,
      created_at: r.created_at.toISOString(),
      link: notificationLink(r),
    };
  const amount = safeMinor(r.amount ?? 0);
  const money = formatMoney(Math.abs(amount), r.currency as Currency);
  return {
    id: r.id,
    kind: amount > 0 ? 'credit' : 'debit',
    title: amount > 0 ? `${money} received` : `${money} sent`,
    body: r.description ?? (amount > 0 ? 'Your wallet was credited' : 'Your wallet was debited'),
    read: r.read,
    created_at: r.created_at.toISOString(),
    link: notificationLink(r),
  };
}

/** A page of notifications, newest first, with the unread count. */
export async function listNotifications(pool: Pool, userId: string, query: NotificationsQuery) {
  const [found, unread] = await Promise.all([
    selectNotifications(pool, userId, { limit: query.limit + 1, cursor: query.cursor }),
    countUnread(pool, userId),
  ]);
  const { rows, more } = pageRows(found, query.limit);
  const items = rows.map(toNotification);
  return { items, next_cursor: nextCursor(items, more), unread_count: unread };
}
