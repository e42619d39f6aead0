import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon, Loader2Icon, MailIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Currency } from '#shared/constants.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import {
  lastThirtyDays,
  STATEMENT_MAX_DAYS,
  type StatementPeriod,
  StatementPeriodSchema,
} from '#shared/schemas/statements.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import { useEmailStatement } from '../api/email-statement.ts';
import { StatementFields } from './statement-fields.tsx';

const resolver = zodResolver(StatementPeriodSchema);
type Action = 'pdf' | 'csv' | 'email';

/** What the last action came to: said under the buttons. */
type Outcome = { ok: boolean; text: string } | null;

/**
 * Statement: one wallet over chosen Lagos days (the last 30 unless changed),
 * downloaded as a PDF or CSV, or e-mailed as a PDF. The period is checked
 * with the API's own schema before anything is asked for.
 */
export function StatementDialog({
  open,
  onOpenChange,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: Currency;
}) {
  const form = useForm<StatementPeriod>({
    resolver,
    defaultValues: { currency, ...lastThirtyDays() },
  });
  const download = useDownloadStatement();
  const email = useEmailStatement();
  const [running, setRunning] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = (action: Action) =>
    form.handleSubmit(async (period) => {
      setRunning(action);
      setOutcome(null);
      try {
        if (action === 'email') {
          const sent = await email.mutateAsync(period);
          setOutcome({
            ok: true,
            text: `Your statement is on its way to ${sent.email}. Reference ${sent.reference}.`,
          });
        } else {
          const file = await download.mutateAsync({ period, format: action });
          setOutcome({ ok: true, text: `Downloaded ${file.name}.` });
        }
      } catch (err) {
        const message = err instanceof Error && err.message ? err.message : 'Please try again.';
        setOutcome({ ok: false, text: `The statement could not be made. ${message}` });
      } finally {
        setRunning(null);
      }
    });

  const busy = running !== null;
  const button = (action: Action, label: string, icon: ReactNode, primary = false) => (
    <Button
      type="button"
      variant={primary ? 'default' : 'outline'}
      onClick={run(action)}
      disabled={busy}
      className="w-full sm:w-auto"
    >
      {running === action ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : icon}
      {label}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Account statement</DialogTitle>
          <DialogDescription>
            Every transaction of one wallet with its running balance, for up to {STATEMENT_MAX_DAYS}{' '}
            days up to today (Lagos time).
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate aria-label="Statement period" className="grid min-w-0 gap-4">
            <StatementFields control={form.control} today={lagosDay()} disabled={busy} />
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              {button('pdf', 'Download PDF', <DownloadIcon aria-hidden="true" />, true)}
              {button('csv', 'Download CSV', <DownloadIcon aria-hidden="true" />)}
              {button('email', 'Email it to me', <MailIcon aria-hidden="true" />)}
            </div>
            {outcome && (
              <p
                role={outcome.ok ? 'status' : 'alert'}
                className={cn(
                  'text-sm [overflow-wrap:anywhere]',
                  outcome.ok ? 'text-primary' : 'text-destructive',
                )}
              >
                {outcome.text}
              </p>
            )}
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
