import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '#shared/money.ts';
import { RMB_MESSAGES, type RmbPurchase } from '#shared/schemas/rmb.ts';

/** After a purchase: what was bought and when it is paid; the page then returns to the dashboard. */
export function SuccessPanel({ purchase }: { purchase: RmbPurchase }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
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
      <p className="text-xs text-muted-foreground">Reference {purchase.reference}</p>
      <p role="status" className="text-sm text-muted-foreground">
        Taking you to your dashboard...
      </p>
    </div>
  );
}
