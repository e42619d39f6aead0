import { Loader2Icon } from 'lucide-react';
import type { Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';

interface Props {
  from: Currency;
  to: Currency;
  rate: string | null;
  state: 'loading' | 'error' | 'ready';
  /** What arrives for the amount typed so far (floored), or null when nothing valid is typed. */
  received: number | null;
}

/** The current rate and exactly what will arrive, before the user commits. */
export function RatePreview({ from, to, rate, state, received }: Props) {
  if (state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Loading exchange rate...
      </p>
    );
  }
  if (state === 'error' || !rate) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {state === 'error'
          ? 'Failed to load exchange rates. Please try again.'
          : `No exchange rate from ${from} to ${to}`}
      </p>
    );
  }
  return (
    <dl className="grid gap-2 rounded-lg bg-secondary/60 p-3 text-sm" aria-live="polite">
      <div className="flex justify-between gap-4">
        <dt className="whitespace-nowrap text-muted-foreground">Exchange rate</dt>
        <dd className="text-right font-medium whitespace-nowrap tabular-nums">
          1 {from} = {rate} {to}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="whitespace-nowrap text-muted-foreground">You will receive</dt>
        <dd className="font-semibold tabular-nums" data-testid="convert-preview">
          {formatMoney(received ?? 0, to)}
        </dd>
      </div>
    </dl>
  );
}
