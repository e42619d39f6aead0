import type { ApprovalStatus } from '#shared/schemas/approvals.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { STATUS_LABELS } from '../lib/describe.ts';

const VARIANT = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
  failed: 'destructive',
} as const;

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}
