import { Badge } from '#web/components/ui/badge.tsx';

const VARIANT = {
  active: 'success',
  used: 'secondary',
  expired: 'warning',
  cancelled: 'destructive',
} as const;

/** Active is green; used, expired and cancelled have their own colours; anything else shows as it is. */
export function GiftCardStatusBadge({ status }: { status: string }) {
  const variant = VARIANT[status as keyof typeof VARIANT] ?? 'muted';
  return (
    <Badge variant={variant} className="capitalize">
      {status}
    </Badge>
  );
}
