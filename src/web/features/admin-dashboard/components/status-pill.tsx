import { Badge } from '#web/components/ui/badge.tsx';
import { humanize } from '../lib/format.ts';

type Variant = 'success' | 'warning' | 'destructive' | 'muted';

const VARIANT: Record<string, Variant> = {
  active: 'success',
  completed: 'success',
  verified: 'success',
  pending: 'warning',
  inactive: 'muted',
  failed: 'destructive',
  rejected: 'destructive',
  reversed: 'muted',
  refunded: 'muted',
  cancelled: 'muted',
};

/** A status as a coloured badge: green done, yellow waiting, red refused, grey the rest. */
/** `prefix` names what the status is of ("KYC") when a row shows two. */
export function StatusPill({ status, prefix }: { status: string; prefix?: string }) {
  const text = humanize(status);
  return (
    <Badge variant={VARIANT[status] ?? 'muted'}>
      {prefix ? `${prefix} ${text.toLowerCase()}` : text}
    </Badge>
  );
}
