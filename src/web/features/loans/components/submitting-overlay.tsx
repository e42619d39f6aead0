import { Loader2Icon } from 'lucide-react';
import { LOAN_MESSAGES } from '#shared/schemas/loans-application.ts';

/** Over the whole screen while the application and its documents are on their way. */
export function SubmittingOverlay() {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-[60] grid place-items-center bg-background/80 p-6 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-8 py-6 shadow-xl">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="font-medium">{LOAN_MESSAGES.submitting}</p>
      </div>
    </div>
  );
}
