import { ArrowDownIcon, Loader2Icon, WalletIcon } from 'lucide-react';
import type { Dispatch } from 'react';
import { formatMoney, toMajorString } from '#shared/money.ts';
import { RMB_MESSAGES } from '#shared/schemas/rmb.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import type { RmbContext } from '../lib/check-rmb.ts';
import { figuresOf } from '../lib/convert-rmb.ts';
import type { RmbFormAction, RmbFormState } from '../lib/rmb-form-state.ts';
import { RateLine } from '../rate-line.tsx';
import { AmountInput } from './amount-input.tsx';

/** Step 2: the NGN balance, the two linked amounts (each follows the other), the summary. */
export function AmountStep({
  form,
  dispatch,
  ctx,
  errorId,
}: {
  form: RmbFormState;
  dispatch: Dispatch<RmbFormAction>;
  ctx: RmbContext;
  errorId?: string;
}) {
  const figures = figuresOf(form.amount, ctx.rate);
  const mask = useMoneyMask();
  const shown = (side: 'ngn' | 'rmb') =>
    form.amount.side === side
      ? form.amount.text
      : figures
        ? toMajorString(side === 'ngn' ? figures.naira : figures.rmb)
        : '';
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3 rounded-xl bg-primary/10 p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
          <WalletIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid">
          <span className="text-sm text-muted-foreground">Available NGN Balance</span>
          {ctx.balance === undefined ? (
            ctx.balanceFailed ? (
              <span role="alert" className="text-sm text-destructive">
                {RMB_MESSAGES.userNotLoaded}
              </span>
            ) : (
              <Skeleton className="mt-1 h-6 w-32" />
            )
          ) : (
            <span className="text-xl font-semibold tabular-nums" data-testid="rmb-balance">
              {mask(formatMoney(ctx.balance, 'NGN'))}
            </span>
          )}
        </div>
      </div>

      <div className="grid gap-2">
        <AmountInput
          id="rmb-send"
          label="You Send (NGN)"
          symbol="₦"
          value={shown('ngn')}
          onValue={(text) => dispatch({ type: 'amount', side: 'ngn', text })}
          invalid={!!errorId}
          describedBy={errorId}
        />
        <div className="flex justify-center text-muted-foreground" aria-hidden="true">
          <ArrowDownIcon className="size-5" />
        </div>
        <AmountInput
          id="rmb-receive"
          label="They Receive (RMB)"
          symbol="¥"
          value={shown('rmb')}
          onValue={(text) => dispatch({ type: 'amount', side: 'rmb', text })}
          invalid={!!errorId}
          describedBy={errorId}
        />
      </div>

      <section
        aria-labelledby="rmb-summary-heading"
        className="grid gap-3 rounded-xl border bg-muted/40 p-4"
      >
        <h3 id="rmb-summary-heading" className="font-semibold">
          Summary
        </h3>
        {ctx.rateState === 'loading' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Loading exchange rate...
          </p>
        ) : !ctx.rate ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load exchange rates. Please try again.
          </p>
        ) : (
          <dl className="grid gap-2 text-sm" aria-live="polite">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Exchange Rate</dt>
              <dd className="text-right font-medium">
                <RateLine rate={ctx.rate} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">You Send</dt>
              <dd className="font-medium tabular-nums">
                {formatMoney(figures?.naira ?? 0, 'NGN')}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t pt-2 text-base">
              <dt className="font-semibold">They Receive</dt>
              <dd className="font-bold tabular-nums">{formatMoney(figures?.rmb ?? 0, 'CNY')}</dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}
