import { CheckCircle2Icon, HourglassIcon, type LucideIcon, Undo2Icon } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import type { HeldDepositStatus } from './api/admin-held-deposits.ts';
import { STATUS_LABELS } from './lib/format.ts';

const STYLES: Record<
  HeldDepositStatus,
  { icon: LucideIcon; variant: 'warning' | 'success' | 'muted' }
> = {
  held: { icon: HourglassIcon, variant: 'warning' },
  released: { icon: CheckCircle2Icon, variant: 'success' },
  returned: { icon: Undo2Icon, variant: 'muted' },
};

/** A held deposit's status, here and on the users screen. */
export function HeldStatusBadge({ status }: { status: HeldDepositStatus }) {
  const { icon: Icon, variant } = STYLES[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
