import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon } from 'lucide-react';
import type { Profile } from '#shared/schemas/profile.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { type KycLabel, kycLabel } from '../kyc-status.ts';

const LOOK = {
  'Not Started': { variant: 'muted', Icon: CircleDashedIcon },
  'Under Review': { variant: 'warning', Icon: ClockIcon },
  Verified: { variant: 'success', Icon: CircleCheckIcon },
  Rejected: { variant: 'destructive', Icon: CircleXIcon },
} as const satisfies Record<KycLabel, unknown>;

export function KycStatusBadge({
  profile,
}: {
  profile: Pick<Profile, 'kyc_status' | 'kyc_documents'>;
}) {
  const label = kycLabel(profile);
  const { variant, Icon } = LOOK[label];
  return (
    <Badge variant={variant} data-testid="kyc-status">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
