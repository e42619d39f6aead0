import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '#web/features/notifications/api/get-unread-count.ts';
import { cn } from '#web/lib/cn.ts';

/** The bell opens the notifications inbox (/notifications) and shows the real unread count. */
export function NotificationsBell({ className }: { className?: string }) {
  const { data: count = 0 } = useUnreadCount();
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title="Notifications"
      className={cn(
        'relative grid size-10 place-items-center rounded-md text-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <BellIcon className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
