import { BellOffIcon, CheckCheckIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkAllRead } from './api/mark-all-read.ts';
import { NotificationRow } from './components/notification-row.tsx';

/**
 * /notifications, opened from the bell. The unread ones stay marked for the
 * whole visit (load more included) and are marked read when the customer
 * leaves, having seen them; "Mark all as read" does it at once.
 */
export function NotificationsPage() {
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = (list.data?.pages[0]?.unread_count ?? 0) > 0 || items.some((n) => !n.read);

  // Only an answer fetched on this visit counts as seen (not a cached one still refreshing).
  const seenUnread = useRef(false);
  const fetching = list.isFetching;
  useEffect(() => {
    if (unread && !fetching) seenUnread.current = true;
  }, [unread, fetching]);
  const { mutate } = markAll;
  useEffect(
    () => () => {
      if (seenUnread.current) mutate();
    },
    [mutate],
  );
  const markAllNow = () => {
    seenUnread.current = false;
    mutate();
  };

  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>Notifications · Owo</title>
      <PageHeading
        title="Notifications"
        description="Payments in and out of your wallets, and decisions on your requests."
        actions={
          unread && (
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={markAllNow}
              disabled={markAll.isPending}
            >
              <CheckCheckIcon aria-hidden="true" />
              Mark all as read
            </Button>
          )
        }
      />
      {list.isPending ? (
        <Card className="py-0">
          <div role="status" className="flex items-center justify-center gap-2 p-12">
            <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Loading notifications...</span>
          </div>
        </Card>
      ) : list.isError && !list.data ? (
        <LoadError text="Failed to load notifications" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card className="py-0">
          <div className="flex flex-col items-center gap-2 p-12 text-center">
            <BellOffIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No notifications yet</p>
            <p className="text-sm text-muted-foreground">
              Money in and out of your wallets and decisions on your KYC and loans will appear here
            </p>
          </div>
        </Card>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <ul aria-label="Notifications" className="divide-y">
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center border-t p-4">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage && (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                )}
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && (
            <p role="alert" className="border-t p-4 text-center text-sm text-destructive">
              Failed to load more notifications
            </p>
          )}
        </Card>
      )}
    </main>
  );
}
