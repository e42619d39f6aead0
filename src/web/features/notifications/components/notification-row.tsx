import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  BanknoteIcon,
  BellIcon,
  HandCoinsIcon,
  type LucideIcon,
  ReceiptTextIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { cn } from '#web/lib/cn.ts';

const ICONS: [prefix: string, icon: LucideIcon][] = [
  ['credit', ArrowDownLeftIcon],
  ['admin_credit', ArrowDownLeftIcon],
  ['debit', ArrowUpRightIcon],
  ['admin_debit', ArrowUpRightIcon],
  ['kyc_verified', ShieldCheckIcon],
  ['kyc_', ShieldAlertIcon],
  ['loan_', HandCoinsIcon],
  ['withdrawal', BanknoteIcon],
  ['bill', ReceiptTextIcon],
  ['airtime_cash', SmartphoneIcon],
];

const iconOf = (kind: string) => ICONS.find(([p]) => kind.startsWith(p))?.[1] ?? BellIcon;

/** One notification: what happened, when (Lagos time), unread marked, linked to what it is about. */
export function NotificationRow({ notification: n }: { notification: Notification }) {
  const Icon = iconOf(n.kind);
  const credit = n.kind === 'credit' || n.kind === 'admin_credit';
  const content = (
    <>
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          credit ? 'bg-green-100 text-green-700' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-2">
          <span className={cn('min-w-0 flex-1 break-words', !n.read && 'font-semibold')}>
            {n.title}
          </span>
          {!n.read && (
            <span className="mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">
              New
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-muted-foreground">
          {n.body}
        </p>
        <time dateTime={n.created_at} className="mt-1 block text-xs text-muted-foreground">
          {formatLagosDateTime(n.created_at)}
        </time>
      </div>
    </>
  );
  const row = cn('flex gap-3 px-4 py-4 sm:gap-4 sm:px-6', !n.read && 'bg-primary/5');
  return (
    <li data-testid="notification" data-unread={!n.read || undefined}>
      {n.link ? (
        <Link
          to={n.link}
          className={cn(
            row,
            'outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
          )}
        >
          {content}
        </Link>
      ) : (
        <div className={row}>{content}</div>
      )}
    </li>
  );
}
