import { cn } from '#web/lib/cn.ts';

interface Props {
  /** The bar's accessible name, e.g. "Used today". */
  label: string;
  value: number;
  max: number;
  /** What a screen reader says instead of a bare percentage, e.g. "₦12,000.00 of ₦50,000.00". */
  valueText: string;
  className?: string;
}

/** A horizontal bar filled to value/max, read out as its `valueText`. */
export function ProgressBar({ label, value, max, valueText, className }: Props) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value * 100) / max))) : 0;
  // Nearly full reads in the warning colour, full in the destructive one.
  const tone = percent >= 100 ? 'bg-destructive' : percent >= 80 ? 'bg-yellow-500' : 'bg-primary';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full', tone)} style={{ width: `${percent}%` }} />
    </div>
  );
}
