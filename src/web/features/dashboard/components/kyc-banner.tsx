import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS_PATH } from '#web/components/limit-refusal.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { Limits } from '#web/features/limits/api/get-limits.ts';
import { bannerFor } from '#web/features/limits/limits-banner.ts';

/** The yellow banner while a higher tier is open to the customer; none on tier 3. */
export function KycBanner({ limits }: { limits: Limits }) {
  const banner = bannerFor(limits);
  if (!banner) return null;
  return (
    <section
      aria-label="Identity verification"
      className="flex flex-col gap-3 rounded-2xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900 sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 gap-3">
        <ShieldAlertIcon className="mt-0.5 size-6 shrink-0 text-yellow-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{banner.title}</p>
          <p className="text-sm text-yellow-800">{banner.text}</p>
        </div>
      </div>
      {banner.action && (
        <Button asChild className="bg-yellow-500 text-black hover:bg-yellow-400">
          <Link to={LIMITS_PATH}>{banner.action}</Link>
        </Button>
      )}
    </section>
  );
}
