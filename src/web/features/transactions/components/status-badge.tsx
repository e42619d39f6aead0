import { cn } from '#web/lib/cn.ts';
import { statusStyle } from '../lib/transaction-labels.ts';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, className: colours } = statusStyle(status);
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium',
        colours,
        className,
      )}
    >
      {label}
    </span>
  );
}
