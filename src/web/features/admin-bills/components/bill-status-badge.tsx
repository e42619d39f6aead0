import type { BillStatus } from '#shared/schemas/bills-options.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { STATUS_LABELS } from '../lib/format.ts';

const VARIANT = {
  delivered: 'success',
  pending: 'warning',
  refunded: 'destructive',
} as const;

/** Delivered green, pending yellow, refunded red, as on the user's bill list. */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  return <Badge variant={VARIANT[status] ?? 'muted'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
