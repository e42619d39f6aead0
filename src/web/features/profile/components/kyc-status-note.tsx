import { ClockIcon, LockIcon, TriangleAlertIcon } from 'lucide-react';
import type { KycLabel } from '../kyc-status.ts';

/** One line about where verification stands and what the user can do next. */
export function KycStatusNote({ label }: { label: KycLabel }) {
  if (label === 'Verified')
    return (
      <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-800">
        <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Your identity is verified. Your ID type and document are locked.
      </p>
    );
  if (label === 'Rejected')
    return (
      <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Your document was not accepted. Please upload a new, clear document to try again.
      </p>
    );
  if (label === 'Under Review')
    return (
      <p className="flex items-start gap-2 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
        <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Your document is under review. We'll notify you as soon as it has been checked.
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      Verify your identity to use your wallets without restrictions. Upload a clear photo or scan of
      your NIN slip or the photo page of your international passport.
    </p>
  );
}
