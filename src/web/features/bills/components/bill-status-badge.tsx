import type { BillStatus } from '#shared/schemas/bills-options.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const STYLES: Record<BillStatus, { label: string; className: string }> = {
  delivered: { label: 'Delivered', className: 'bg-green-100 text-green-800' },
  pending: { label: 'Pending', className: 'bg-yellow-100 text-yellow-800' },
  refunded: { label: 'Refunded', className: 'bg-red-100 text-red-800' },
};

/** Delivered green, pending yellow, refunded red; anything else grey. */
export function BillStatusBadge({ status }: { status: string }) {
  const known = STYLES[status as BillStatus];
  return (
    <Badge variant="muted" className={known?.className}>
      {known?.label ?? status}
    </Badge>
  );
}
