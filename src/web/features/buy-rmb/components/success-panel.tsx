import { CheckCircle2Icon, HouseIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/money.ts';
import { RMB_MESSAGES, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Button } from '#web/components/ui/button.tsx';

/**
 * After a purchase: what was bought, when it is paid, and its reference, which
 * stays on screen (to quote to support or the recipient) until the customer
 * leaves or starts another purchase.
 */
export function SuccessPanel({
  purchase,
  onBuyAgain,
}: {
  purchase: RmbPurchase;
  onBuyAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid min-w-0 justify-items-center gap-4 py-4 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-green-100 text-green-700">
        <CheckCircle2Icon className="size-9" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {RMB_MESSAGES.successTitle}
      </h2>
      <p className="text-base">
        {formatMoney(purchase.naira_amount, 'NGN')} converted to{' '}
        <span className="font-semibold">{formatMoney(purchase.rmb_amount, 'CNY')}</span>
      </p>
      <p className="text-sm text-muted-foreground">{RMB_MESSAGES.processingNote}</p>
      <div className="flex w-full min-w-0 max-w-md items-center justify-between gap-3 rounded-xl border bg-muted/40 p-3 text-left">
        <dl className="min-w-0">
          <dt className="text-xs text-muted-foreground">Reference</dt>
          <dd className="font-mono text-sm font-semibold break-all">{purchase.reference}</dd>
        </dl>
        <CopyButton value={purchase.reference} what="reference" />
      </div>
      <div className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" className="flex-1" onClick={onBuyAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Buy More RMB
        </Button>
        <Button asChild className="flex-1">
          <Link to="/dashboard">
            <HouseIcon aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
