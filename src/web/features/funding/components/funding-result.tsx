import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, CircleXIcon, ClockIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CURRENCY_INFO } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { useVerifyCardFunding } from '../api/verify-card-funding.ts';

const BOX = 'flex flex-col items-center gap-3 rounded-2xl border bg-card p-6 text-center shadow-sm';

/** The answer to "did my card payment go through?" on the way back from the checkout. */
export function FundingResult({
  reference,
  onSettled,
  onDismiss,
}: {
  reference: string;
  /** Called once the first answer is in (the page then clears its query string). */
  onSettled: () => void;
  onDismiss: () => void;
}) {
  const verify = useVerifyCardFunding(reference);
  const queryClient = useQueryClient();
  const credited = useRef(false);
  const status = verify.data?.status;

  const settled = useRef(false);
  useEffect(() => {
    if (verify.isPending || settled.current) return;
    settled.current = true;
    onSettled();
  }, [verify.isPending, onSettled]);

  useEffect(() => {
    if (status !== 'success' || credited.current) return;
    credited.current = true;
    notify.success('Wallet funded successfully!');
    for (const key of ['wallets', 'me', 'transactions', 'notifications'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  }, [status, queryClient]);

  if (verify.isPending)
    return (
      <section className={BOX} role="status" aria-live="polite">
        <Loader2Icon className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p className="font-semibold">Confirming your payment...</p>
      </section>
    );

  if (verify.isError)
    return (
      <section className={BOX} role="alert">
        <CircleXIcon className="size-10 text-destructive" aria-hidden="true" />
        <h2 className="text-lg font-semibold">We couldn't check this payment</h2>
        <p className="text-sm text-muted-foreground">{verify.error.message}</p>
        <Button onClick={() => void verify.refetch()}>Check again</Button>
      </section>
    );

  const f = verify.data;
  if (f.status === 'success')
    return (
      <section className={BOX} role="status" aria-live="polite">
        <CircleCheckIcon className="size-12 text-green-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Wallet funded successfully!</h2>
        <p className="text-2xl font-bold tabular-nums">
          {formatMoney(f.credited_amount, f.currency)}
        </p>
        <p className="text-sm text-muted-foreground">
          was added to your {CURRENCY_INFO[f.currency].name} wallet. Reference {f.reference}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button variant="outline" onClick={onDismiss}>
            Fund again
          </Button>
        </div>
      </section>
    );

  if (f.status === 'failed')
    return (
      <section className={BOX} role="alert">
        <CircleXIcon className="size-12 text-destructive" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Payment failed</h2>
        <p className="text-sm text-muted-foreground">{f.message}</p>
        <Button onClick={onDismiss}>Try again</Button>
      </section>
    );

  return (
    <section className={BOX} role="status" aria-live="polite">
      <ClockIcon className="size-12 text-yellow-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Payment still processing</h2>
      <p className="text-sm text-muted-foreground">
        {f.message} We'll credit your wallet as soon as it is confirmed.
      </p>
      <Button onClick={() => void verify.refetch()} disabled={verify.isFetching}>
        {verify.isFetching && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Check again
      </Button>
    </section>
  );
}
