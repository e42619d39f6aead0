import {
  CheckCircle2Icon,
  CircleCheckBigIcon,
  ClockIcon,
  type LucideIcon,
  XCircleIcon,
} from 'lucide-react';
import type { AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { STATUS_LABELS } from '../lib/format.ts';

const STYLES: Record<AirtimeCashStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: ClockIcon, className: 'bg-yellow-100 text-yellow-800' },
  approved: { icon: CheckCircle2Icon, className: 'bg-blue-100 text-blue-800' },
  denied: { icon: XCircleIcon, className: 'bg-red-100 text-red-800' },
  completed: { icon: CircleCheckBigIcon, className: 'bg-green-100 text-green-800' },
};

/** The same icon and colour per status as the user's list. */
export function StatusBadge({ status }: { status: AirtimeCashStatus }) {
  const { icon: Icon, className } = STYLES[status];
  return (
    <Badge variant="muted" className={cn('gap-1', className)}>
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
