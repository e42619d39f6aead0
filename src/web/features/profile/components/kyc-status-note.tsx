import { ClockIcon, LockIcon, TriangleAlertIcon } from 'lucide-react';
import type { KycLabel } from '../kyc-status.ts';

/**
 * One line about where verification stands and what the user can do next; on
 * a rejection, the administrator's reason, so the user knows what to fix.
 */
export function KycStatusNote({ label, reason }: { label: KycLabel; reason?: string | null }) {
  if (label === 'Verified')
    return (
      <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-800">
        <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Your identity is verified. Your ID type and document are locked.
      </p>
    );
  if (label === 'Rejected')
    return (
      <div
        className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        data-testid="kyc-rejected"
      >
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          {reason && (
            <p className="font-medium whitespace-pre-line wrap-break-word">Rejected: {reason}</p>
          )}
          <p>Your document was not accepted. Please upload a new, clear document to try again.</p>
        </div>
      </div>
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
      Send a clear photo or scan of your NIN slip or the photo page of your international passport,
      and a utility bill from the last 3 months as proof of address, to reach tier 3: no maximum
      balance.
    </p>
  );
}
