import { ArrowRightIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * One section of the customer's page: a titled card whose content never
 * widens it (long values wrap), and a link to the full list when there is one.
 */
export function SectionCard({
  title,
  more,
  className,
  children,
}: {
  title: string;
  /** The list with everything of this kind, and its name. */
  more?: { to: string; label: string };
  className?: string;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-2 hover:underline"
          >
            {more.label}
            <ArrowRightIcon className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children(id)}
    </section>
  );
}

/** "None yet" for an empty section. */
export function Empty({ children = 'None yet' }: { children?: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A section's rows: what and when at the left, amount and status at the right. */
export function ActivityList({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="-mx-1 divide-y">
      {children}
    </ul>
  );
}

export function ActivityRow({
  title,
  sub,
  amount,
  status,
  highlighted = false,
}: {
  title: ReactNode;
  sub: ReactNode;
  amount?: ReactNode;
  status?: string;
  highlighted?: boolean;
}) {
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-3 rounded-md px-1 py-2 text-sm',
        highlighted && 'bg-yellow-50 ring-2 ring-yellow-300',
      )}
      aria-current={highlighted ? 'true' : undefined}
    >
      <span className="grid min-w-0 wrap-anywhere">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{sub}</span>
      </span>
      <span className="grid shrink-0 justify-items-end gap-1 text-right">
        {amount !== undefined && <span className="font-medium tabular-nums">{amount}</span>}
        {status && <StatusBadge status={status} />}
      </span>
    </li>
  );
}

const GOOD = new Set([
  'completed',
  'delivered',
  'approved',
  'disbursed',
  'repaid',
  'verified',
  'released',
  'active',
]);
const WAITING = new Set(['pending', 'processing', 'under_review', 'held']);
const BAD = new Set(['failed', 'rejected', 'denied', 'defaulted', 'written_off', 'cancelled']);

/** "under_review" -> "Under review". */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function StatusBadge({ status }: { status: string }) {
  const variant = GOOD.has(status)
    ? 'success'
    : WAITING.has(status)
      ? 'warning'
      : BAD.has(status)
        ? 'destructive'
        : 'muted';
  return <Badge variant={variant}>{statusLabel(status)}</Badge>;
}

/** One label and its value in a section's details list (a `dl`). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
