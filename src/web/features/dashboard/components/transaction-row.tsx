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

/** One of Recent Transactions; a button that opens its details. */
export function TransactionRow({
  tx,
  mask,
  onOpen,
}: {
  tx: Transaction;
  mask: (text: string) => string;
  onOpen: (tx: Transaction) => void;
}) {
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
    <li>
      <button
        type="button"
        onClick={() => onOpen(tx)}
        aria-haspopup="dialog"
        className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-lg px-2 py-3 text-left outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            credit ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="block min-w-0 flex-1">
          <span className="block font-medium" title={full}>
            {cutDescription(full)}
          </span>
          <span className="block text-xs text-muted-foreground">
            {formatLagosMonthDayTime(tx.created_at)}
          </span>
        </span>
        <span className="flex flex-col items-end gap-1">
          <span
            className={cn(
              'font-semibold tabular-nums',
              credit ? 'text-green-700' : 'text-foreground',
            )}
          >
            {mask(signed)}
          </span>
          <TransactionStatus status={tx.status} />
        </span>
      </button>
    </li>
  );
}
