import { ClockIcon, FileUpIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import type { Limits } from '../api/get-limits.ts';
import { nextTierGives, nextTierNeeds } from '../lib/limits-text.ts';
import { BvnForm } from './bvn-form.tsx';

interface Props {
  limits: Limits;
  /** From the profile: the BVN's date of birth is usually the profile's. */
  dateOfBirth: string | null;
  /** The BVN is checked against it: a first and a last name. */
  fullName: string | null;
}

const hasTwoNames = (name: string | null) => (name?.trim().split(/\s+/).length ?? 0) >= 2;

/** Tier 2's documents: where they stand, or where to send them. */
function DocumentsStep({ limits }: { limits: Limits }) {
  if (limits.kyc_status === 'rejected')
    return (
      <div className="grid gap-3">
        <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-break-word">
            Your documents were not accepted
            {limits.kyc_rejection_reason ? `: ${limits.kyc_rejection_reason}` : '.'} Please send new
            ones.
          </span>
        </p>
        <UploadLink />
      </div>
    );
  if (limits.kyc_submitted)
    return (
      <p className="flex items-start gap-2 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
        <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Your documents are under review. We'll let you know as soon as they have been checked.
      </p>
    );
  return <UploadLink />;
}

function UploadLink() {
  return (
    <Button asChild variant="outline" className="sm:justify-self-start">
      <Link to="/profile#kyc">
        <FileUpIcon aria-hidden="true" />
        Upload ID and proof of address
      </Link>
    </Button>
  );
}

/** What the next tier gives and needs, and the way to it. */
export function NextTierStep({ limits, dateOfBirth, fullName }: Props) {
  const next = limits.next_tier;
  if (!next)
    return (
      <p className="text-sm text-muted-foreground">
        You are on the highest tier. Your daily limit starts again at midnight, Lagos time.
      </p>
    );
  return (
    <section aria-labelledby="limits-next" className="grid gap-3 rounded-lg border p-4">
      <h3 id="limits-next" className="font-semibold">
        Raise your limits
      </h3>
      <p className="text-sm">{nextTierGives(next.tier)}</p>
      <p className="text-sm text-muted-foreground">{nextTierNeeds(next.tier)}</p>
      {next.tier === 3 ? (
        <DocumentsStep limits={limits} />
      ) : hasTwoNames(fullName) ? (
        <BvnForm dateOfBirth={dateOfBirth} />
      ) : (
        <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
          Add your first and last name, as they are on your BVN, to your{' '}
          <Link to="/profile" className="font-medium underline underline-offset-4">
            profile
          </Link>{' '}
          first.
        </p>
      )}
    </section>
  );
}
