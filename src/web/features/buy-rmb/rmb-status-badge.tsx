import type { RmbStatus } from '#shared/schemas/rmb.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export const RMB_STATUS_LABELS: Record<RmbStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

const STYLES: Record<RmbStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  processing: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** Pending yellow, processing blue, completed green, failed red; anything else grey. */
export function RmbStatusBadge({ status }: { status: string }) {
  const known = status in STYLES ? (status as RmbStatus) : null;
  return (
    <Badge variant="muted" className={known ? STYLES[known] : undefined}>
      {known ? RMB_STATUS_LABELS[known] : status}
    </Badge>
  );
}
