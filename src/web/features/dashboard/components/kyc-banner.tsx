import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The yellow banner while kyc_status is pending. Once documents are
 * in, it says they are under review instead of asking for them again.
 */
export function KycBanner({ profile }: { profile: Profile }) {
  if (profile.kyc_status !== 'pending') return null;
  const submitted = !!profile.kyc_documents;
  return (
    <section
      aria-label="Identity verification"
      className="flex flex-col gap-3 rounded-2xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900 sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 gap-3">
        <ShieldAlertIcon className="mt-0.5 size-6 shrink-0 text-yellow-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">
            {submitted ? 'Your documents are under review' : 'Complete your KYC verification'}
          </p>
          <p className="text-sm text-yellow-800">
            {submitted
              ? "We're checking your identity documents. We'll let you know as soon as you're verified."
              : 'Please complete your identity (KYC) checks to continue using Owo without restrictions.'}
          </p>
        </div>
      </div>
      {!submitted && (
        <Button asChild className="bg-yellow-500 text-yellow-950 hover:bg-yellow-400">
          <Link to="/profile">Complete KYC</Link>
        </Button>
      )}
    </section>
  );
}
