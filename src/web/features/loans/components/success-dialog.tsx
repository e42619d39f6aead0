import { CheckCircle2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LOAN_MESSAGES, LOAN_TIMELINE } from '#shared/schemas/loans-application.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';

/** Application Submitted: its id, what happens next, whom to ask, and back to the dashboard. */
export function SuccessDialog({
  applicationId,
  onClose,
}: {
  /** Open while set. */
  applicationId: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const support = usePublicConfig().data?.support;
  return (
    <Dialog open={!!applicationId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto">
        <DialogHeader className="items-center text-center">
          <CheckCircle2Icon className="size-12 text-green-600" aria-hidden="true" />
          <DialogTitle>{LOAN_MESSAGES.successTitle}</DialogTitle>
          <DialogDescription>Your business loan application has been received.</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-1 rounded-xl border bg-muted/40 p-4">
          <span className="text-xs text-muted-foreground">Application ID</span>
          <span className="font-mono text-lg font-semibold">{applicationId}</span>
        </div>
        <section aria-labelledby="loan-next-heading" className="grid gap-2">
          <h3 id="loan-next-heading" className="text-sm font-semibold">
            What happens next
          </h3>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
            {LOAN_TIMELINE.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </section>
        {support && (
          <p className="text-sm text-muted-foreground">
            Questions? Write to{' '}
            <a href={`mailto:${support.email}`} className="font-medium text-primary underline">
              {support.email}
            </a>{' '}
            or call{' '}
            <a
              href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
              className="font-medium text-primary underline"
            >
              {support.phone}
            </a>
            .
          </p>
        )}
        <DialogFooter>
          <Button type="button" className="w-full" onClick={() => navigate('/dashboard')}>
            {LOAN_MESSAGES.returnToDashboard}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
