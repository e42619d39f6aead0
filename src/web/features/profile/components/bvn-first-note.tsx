import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

/** Tier 1: the documents wait for the BVN (tier 2 first), which the limits card on this page asks for. */
export function BvnFirstNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
      <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Verify your BVN first: your ID and proof of address take you from tier 2 to tier 3.{' '}
        <Link to={{ hash: 'limits' }} className="font-medium underline underline-offset-4">
          Verify your BVN
        </Link>
      </span>
    </p>
  );
}
