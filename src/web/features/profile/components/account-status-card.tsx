import type { ReactNode } from 'react';
import type { Profile } from '#shared/schemas/profile.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { KycStatusBadge } from './kyc-status-badge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const yesNo = (ok: boolean, yes: string, no: string) => (
  <Badge variant={ok ? 'success' : 'muted'}>{ok ? yes : no}</Badge>
);

export function AccountStatusCard({
  profile,
  className,
}: {
  profile: Profile;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Account Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Row label="Account Status">
            {profile.is_active ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <Badge variant="destructive">Inactive</Badge>
            )}
          </Row>
          <Row label="Email Verification">
            {yesNo(profile.email_verified, 'Verified', 'Not Verified')}
          </Row>
          <Row label="Phone Verification">
            {yesNo(profile.phone_verified, 'Verified', 'Not Verified')}
          </Row>
          <Row label="KYC Status">
            <KycStatusBadge profile={profile} />
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
