import { cn } from '#web/lib/cn.ts';

/**
 * A small count beside a label ("3 waiting"); nothing at zero or while unknown.
 * Screen readers hear `label` with the number.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number | undefined;
  label: string;
  className?: string;
}) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${count} ${label}`}</span>
    </span>
  );
}
