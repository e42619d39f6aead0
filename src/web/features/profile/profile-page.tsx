import { useEffect } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeading } from '#web/components/page-heading.tsx';
import { LimitsCard } from '#web/features/limits/limits-card.tsx';
import { notify } from '#web/lib/toast.ts';
import { useMe } from './api/get-me.ts';
import { AccountStatusCard } from './components/account-status-card.tsx';
import { BalancesCard } from './components/balances-card.tsx';
import { KycCard } from './components/kyc-card.tsx';
import { PersonalInfoCard } from './components/personal-info-card.tsx';
import { ProfileSkeleton } from './components/profile-skeleton.tsx';
import { ProfileSummary } from './components/profile-summary.tsx';

const LOAD_FAILED = 'Failed to load profile data';

/** /profile: who I am, my balances, my details, my identity check. */
export function ProfilePage() {
  const me = useMe();

  useEffect(() => {
    if (me.isError) notify.error('Error', LOAD_FAILED);
  }, [me.isError]);

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>Profile · Owo</title>
      <PageHeading title="Profile" description="Your details, balances and identity verification" />
      {me.isPending ? (
        <ProfileSkeleton />
      ) : me.isError ? (
        <LoadError text={LOAD_FAILED} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <ProfileSummary profile={me.data} />
          {/* Phone: one column, in this order. Desktop: details left, balances and status right. */}
          <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:items-start">
            <BalancesCard profile={me.data} className="lg:col-start-3 lg:row-start-1" />
            <PersonalInfoCard
              profile={me.data}
              className="lg:col-span-2 lg:col-start-1 lg:row-start-1"
            />
            <LimitsCard profile={me.data} className="lg:col-start-3 lg:row-start-2" />
            <KycCard profile={me.data} className="lg:col-span-2 lg:col-start-1 lg:row-span-2" />
            <AccountStatusCard profile={me.data} className="lg:col-start-3 lg:row-start-3" />
          </div>
        </>
      )}
    </main>
  );
}
