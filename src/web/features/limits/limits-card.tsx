import { HourglassIcon } from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { useScrollToHash } from '#web/hooks/use-scroll-to-hash.ts';
import { cn } from '#web/lib/cn.ts';
import { type Limits, useLimits } from './api/get-limits.ts';
import { DailyUse } from './components/daily-use.tsx';
import { NextTierStep } from './components/next-tier-step.tsx';
import { LIMITS_CARD_ID } from './lib/bvn-form.ts';
import { heldText, maxBalanceText } from './lib/limits-text.ts';

function Figure({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-3 sm:grid sm:justify-start">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function LimitsBody({ limits, profile }: { limits: Limits; profile: Profile }) {
  const mask = useMoneyMask();
  return (
    <>
      <DailyUse limit={limits.daily_limit} used={limits.daily_used} />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Figure term="Maximum balance">{maxBalanceText(limits.max_balance)}</Figure>
        {limits.bvn_last4 && <Figure term="BVN">{`Verified, ending ${limits.bvn_last4}`}</Figure>}
      </dl>
      {limits.held_amount > 0 && (
        <p
          className="flex items-start gap-2 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900"
          data-testid="held-amount"
        >
          <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {heldText(mask(formatMoney(limits.held_amount, 'NGN')), limits.tier)}
        </p>
      )}
      <NextTierStep
        limits={limits}
        dateOfBirth={profile.date_of_birth}
        fullName={profile.full_name}
      />
    </>
  );
}

/**
 * "Limits and verification" (Settings and Profile): the tier, today's use of the daily limit,
 * the maximum balance, money held above it, and the way to the next tier.
 */
export function LimitsCard({ profile, className }: { profile: Profile; className?: string }) {
  const limits = useLimits();
  useScrollToHash(LIMITS_CARD_ID, !limits.isPending);
  return (
    <Card
      id={LIMITS_CARD_ID}
      tabIndex={-1}
      role="region"
      aria-labelledby="limits-title"
      className={cn('scroll-mt-20 outline-none', className)}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="limits-title">Limits and verification</CardTitle>
          {limits.data && (
            <Badge variant={limits.data.tier === 3 ? 'success' : 'secondary'}>
              Tier {limits.data.tier}
            </Badge>
          )}
        </div>
        <CardDescription>
          What your account may move and hold each day, set by your verification tier.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {limits.isPending ? (
          <div role="status" aria-label="Loading your limits" className="grid gap-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-2.5 w-full" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : limits.isError ? (
          <LoadError text="Failed to load your limits" onRetry={() => void limits.refetch()} />
        ) : (
          <LimitsBody limits={limits.data} profile={profile} />
        )}
      </CardContent>
    </Card>
  );
}
