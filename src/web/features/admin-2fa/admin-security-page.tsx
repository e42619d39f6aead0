import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon, ShieldIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { sessionQueryKey, useSessionQuery } from '#web/features/auth/api/get-session.ts';

const TwoFactorSetup = lazyNamed(() => import('./two-factor-setup.tsx'), 'TwoFactorSetup');

/** The administrator's own sign-in security: whether two-factor is on, and turning it on. */
export function AdminSecurityPage() {
  const session = useSessionQuery();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const enabled = session.data?.user.twoFactorEnabled === true;

  const done = async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    setSettingUp(false);
  };

  return (
    <AdminPage title="Security" description="How this administrator account signs in">
      <Card>
        <CardHeader>
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>
            A code from an authenticator app on your phone, asked at every sign-in after the
            password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {session.isPending ? (
            <p className="text-sm text-muted-foreground" aria-busy="true">
              Checking status...
            </p>
          ) : enabled && !settingUp ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <ShieldCheckIcon className="size-5 shrink-0 text-green-700" aria-hidden="true" />
              <span>
                <strong className="font-semibold">Two-factor authentication is on.</strong> Lost
                your phone? Sign in with one of your recovery codes.
              </span>
            </p>
          ) : settingUp ? (
            <Suspense fallback={<ContentLoader />}>
              <TwoFactorSetup onDone={done} />
            </Suspense>
          ) : (
            <>
              <p role="status" className="flex items-center gap-2 text-sm">
                <ShieldIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">Two-factor authentication is off.</strong> Your
                  password alone signs you in.
                </span>
              </p>
              <Button type="button" className="w-full sm:w-fit" onClick={() => setSettingUp(true)}>
                Set up two-factor authentication
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
