import { PhoneCallIcon, ShieldAlertIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/money.ts';
import type { AirtimeCashCreated } from '#shared/schemas/airtime-cash.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { telHref } from '../lib/dial.ts';

/**
 * The code to dial, with the transfer PIN in it: a link that opens the dialer
 * (phones), and the code itself to copy or type (desktop). It lives only in
 * this dialog; closing it forgets it.
 */
export function DialCodeDialog({
  request,
  onClose,
}: {
  request: AirtimeCashCreated | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>Dial to Send Airtime</DialogTitle>
              <DialogDescription>
                Dial this code on {request.phone} to send{' '}
                {formatMoney(request.amount, 'NGN', { whole: true })} of {request.network} airtime.
                We credit {formatMoney(request.net_amount, 'NGN')} to your NGN wallet once it
                arrives.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1 rounded-xl border bg-muted/50 p-4 text-center">
              <span className="text-xs font-medium text-muted-foreground">USSD Code</span>
              <code className="font-mono text-lg font-semibold tracking-wide break-words select-all sm:text-xl">
                {/* A long code wraps after a star, never inside a number. */}
                {request.dial_code.split(/(?<=\*)/).map((part, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
                  <Fragment key={i}>
                    {part}
                    <wbr />
                  </Fragment>
                ))}
              </code>
            </div>
            <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              The code holds your transfer PIN. It is shown only now and is not saved.
            </p>
            <DialogFooter>
              <CopyButton value={request.dial_code} what="dial code" />
              <Button asChild>
                <a href={telHref(request.dial_code)}>
                  <PhoneCallIcon aria-hidden="true" />
                  Dial Code
                </a>
              </Button>
            </DialogFooter>
            <Link
              to="/airtime-transactions"
              className="justify-self-center rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              View Transactions
            </Link>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
