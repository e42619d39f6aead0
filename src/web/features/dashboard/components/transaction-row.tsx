import { ArrowDownLeftIcon, ArrowUpRightIcon, RepeatIcon } from 'lucide-react';
import { RECENT_DESCRIPTION_CUT } from '#shared/constants.ts';
import { sentenceLabel } from '#shared/labels.ts';
import { formatLagosMonthDayTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { cn } from '#web/lib/cn.ts';
import { TransactionStatus } from './transaction-status.tsx';

/** A description longer than 10 characters is cut to 10 plus an ellipsis. */
export function cutDescription(text: string) {
  return text.length > RECENT_DESCRIPTION_CUT ? `${text.slice(0, RECENT_DESCRIPTION_CUT)}…` : text;
}

export function TransactionRow({ tx, mask }: { tx: Transaction; mask: (text: string) => string }) {
  const credit = tx.direction === 'credit';
  const Icon =
    tx.transaction_type === 'conversion'
      ? RepeatIcon
      : credit
        ? ArrowDownLeftIcon
        : ArrowUpRightIcon;
  const full = tx.description?.trim() || sentenceLabel(tx.category);
  const signed = formatMoney(credit ? tx.amount : -tx.amount, tx.currency, { signed: true });
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          credit ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium" title={full}>
          {cutDescription(full)}
        </p>
        <p className="text-xs text-muted-foreground">{formatLagosMonthDayTime(tx.created_at)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <p
          className={cn(
            'font-semibold tabular-nums',
            credit ? 'text-green-700' : 'text-foreground',
          )}
        >
          {mask(signed)}
        </p>
        <TransactionStatus status={tx.status} />
      </div>
    </li>
  );
}
