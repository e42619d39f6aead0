import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { ConvertRequest } from '#shared/schemas/wallets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';

interface Props {
  request: ConvertRequest;
  rate: string;
  received: number;
  pending: boolean;
  /** The refusal, with a link to the limits card when the tier refused it. */
  error: ReactNode;
  onBack: () => void;
  onConfirm: () => void;
}

/** The last look before money moves: what leaves, the rate, what arrives. */
export function ConvertReviewStep({
  request,
  rate,
  received,
  pending,
  error,
  onBack,
  onConfirm,
}: Props) {
  const { from, to, amount } = request;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-lg border p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="whitespace-nowrap text-muted-foreground">You convert</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(amount, from)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="whitespace-nowrap text-muted-foreground">Exchange rate</dt>
          <dd className="text-right font-medium whitespace-nowrap tabular-nums">
            1 {from} = {rate} {to}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-3">
          <dt className="whitespace-nowrap text-muted-foreground">You will receive</dt>
          <dd
            className="text-base font-bold text-green-700 tabular-nums"
            data-testid="review-received"
          >
            {formatMoney(received, to)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Converted at the current rate; the amount received is rounded down to the nearest{' '}
        {to === 'NGN' ? 'kobo' : to === 'USD' ? 'cent' : 'fen'}.
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="button" onClick={onConfirm} disabled={pending}>
          {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {pending ? 'Converting...' : 'Confirm Conversion'}
        </Button>
      </DialogFooter>
    </div>
  );
}
