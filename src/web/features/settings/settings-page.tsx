import { useEffect } from 'react';
import { APP_VERSION } from '#shared/constants.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LimitsCard } from '#web/features/limits/limits-card.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { notify } from '#web/lib/toast.ts';
import { AccountInfoCard } from './components/account-info-card.tsx';
import { DangerZoneCard } from './components/danger-zone-card.tsx';
import { PinCard } from './components/pin-card.tsx';
import { PreferencesCard } from './components/preferences-card.tsx';
import { SecurityCard } from './components/security-card.tsx';
import { SupportCard } from './components/support-card.tsx';

const LOAD_FAILED = 'Failed to load settings data';

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="grid gap-6 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/** /settings: account, limits and verification, preferences, security, transaction PIN, support, danger zone. */
export function SettingsPage() {
  const me = useMe();

  useEffect(() => {
    if (me.isError) notify.error('Error', LOAD_FAILED);
  }, [me.isError]);

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>Settings · Owo</title>
      <PageHeading title="Settings" description="Manage your account, preferences and security" />
      {me.isPending ? (
        <SettingsSkeleton />
      ) : me.isError ? (
        <LoadError text={LOAD_FAILED} onRetry={() => void me.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-6">
            <AccountInfoCard profile={me.data} />
            <LimitsCard profile={me.data} />
            <PreferencesCard profile={me.data} />
            <SupportCard />
          </div>
          <div className="grid gap-6">
            <SecurityCard />
            <PinCard />
            <DangerZoneCard />
          </div>
        </div>
      )}
      <footer className="pt-2 text-center text-xs text-muted-foreground">
        Version {APP_VERSION}
      </footer>
    </main>
  );
}
