import { ArrowUpCircleIcon, Loader2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS_PATH } from '#web/components/limit-refusal.tsx';

/** While the provider assigns the customer's own account number (the panel asks every few seconds). */
export function AccountOnItsWay() {
  return (
    <div role="status" className="flex gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
      <Loader2Icon
        className="mt-0.5 size-4 shrink-0 animate-spin text-primary"
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <p className="font-semibold">Your account number is on its way</p>
        <p className="text-muted-foreground">
          It appears here by itself, usually within a minute. Until then, you can transfer to the
          account below.
        </p>
      </div>
    </div>
  );
}

/** Tier 1's way to an account number of their own: a verified BVN. */
export function UpgradeNote() {
  return (
    <div className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <ArrowUpCircleIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        Want an account number of your own, credited as soon as your bank confirms?{' '}
        <Link to={LIMITS_PATH} className="font-medium text-primary underline underline-offset-4">
          Verify your BVN
        </Link>{' '}
        to reach tier 2.
      </p>
    </div>
  );
}
