import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlertIcon } from 'lucide-react';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { sessionQueryKey } from '#web/features/auth/api/get-session.ts';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * What the back office shows an administrator whom the server refuses with
 * TWO_FACTOR_REQUIRED: the setup, and nothing else until it is done.
 */
export function TwoFactorRequiredPage({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return (
    <AdminPage
      title="Set up two-factor authentication"
      description="The back office needs a second factor: a code from an authenticator app on your phone, asked at every sign-in."
    >
      <p className="flex gap-3 rounded-lg border border-amber-600/30 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <ShieldAlertIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>
          A stolen password must not be enough to open the back office. Until two-factor
          authentication is on, its screens stay closed to this account.
        </span>
      </p>
      <Card>
        <CardContent>
          <TwoFactorSetup
            onDone={async () => {
              await queryClient.refetchQueries({ queryKey: sessionQueryKey });
              onDone();
            }}
          />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
