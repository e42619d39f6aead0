import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface Props {
  label: string;
  value: ReactNode;
  /** One line under the value ("+12 this week"). */
  hint?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/**
 * One figure of a back-office screen's stat row. Divs, not paragraphs: a big
 * bold paragraph reads to assistive tools as a heading that is not marked up.
 */
export function StatCard({ label, value, hint, icon: Icon, className }: Props) {
  return (
    <div className={cn('rounded-xl border bg-card p-4 shadow-sm', className)}>
      <div className="flex items-center justify-between gap-2">
        <div className="text-sm font-medium text-muted-foreground">{label}</div>
        {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden="true" />}
      </div>
      {/* A large amount in a half-width card on a phone wraps rather than overflow. */}
      <div className="mt-2 text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
        {value}
      </div>
      {hint && <div className="mt-1 text-xs text-muted-foreground">{hint}</div>}
    </div>
  );
}
