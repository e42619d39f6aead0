import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'muted'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

const KYC = {
  verified: { label: 'Verified', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

export function KycBadge({ status }: { status: AdminUser['kyc_status'] }) {
  const k = KYC[status];
  return <Badge variant={k.variant}>{k.label}</Badge>;
}

export function AdminBadge() {
  return (
    <Badge variant="secondary" className="px-2">
      Admin
    </Badge>
  );
}

/** The CBN tier (1 to 3): what the customer may hold and move. */
export function TierBadge({ tier }: { tier: AdminUser['tier'] }) {
  return (
    <Badge variant="outline" className="px-2">
      Tier {tier}
    </Badge>
  );
}
