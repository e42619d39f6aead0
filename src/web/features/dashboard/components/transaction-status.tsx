import { cn } from '#web/lib/cn.ts';

const STYLES = {
  completed: { label: 'Completed', className: 'bg-green-100 text-green-800' },
  pending: { label: 'Pending', className: 'animate-pulse bg-yellow-100 text-yellow-800' },
  // On the dashboard, failed and cancelled both read "Failed", in red.
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
  cancelled: { label: 'Failed', className: 'bg-red-100 text-red-800' },
} as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ');

/** Status display, dashboard variant; anything else is capitalised, in grey. */
export function TransactionStatus({ status }: { status: string }) {
  const known = STYLES[status as keyof typeof STYLES];
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-[11px] font-medium',
        known?.className ?? 'bg-gray-100 text-gray-700',
      )}
    >
      {known?.label ?? capitalise(status)}
    </span>
  );
}
