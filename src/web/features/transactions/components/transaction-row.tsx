import { formatLagosRelativeDate } from '#shared/lagos-time.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';
import { signedAmount } from '../lib/signed-amount.ts';
import { titleCase, transactionTitle, transactionTypeLabel } from '../lib/transaction-labels.ts';
import { CategoryIcon } from './category-icon.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One line of the transactions list; a button that opens its details. */
export function TransactionRow({
  transaction: t,
  onOpen,
}: {
  transaction: Transaction;
  onOpen: (t: Transaction) => void;
}) {
  const mask = useMoneyMask();
  const credit = t.direction === 'credit';
  const categoryLabel = titleCase(t.category);
  const typeLabel = transactionTypeLabel(t.transaction_type);
  return (
    <li data-testid="transaction-row">
      <button
        type="button"
        onClick={() => onOpen(t)}
        aria-haspopup="dialog"
        className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:gap-4 sm:px-6"
      >
        <CategoryIcon category={t.category} credit={credit} />
        <span className="block min-w-0 flex-1">
          <span className="block truncate font-medium">{transactionTitle(t)}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="rounded-full border px-2 py-0.5 font-medium text-foreground/80">
              {categoryLabel}
            </span>
            <span className="whitespace-nowrap">
              <time dateTime={t.created_at}>{formatLagosRelativeDate(t.created_at)}</time>
              {typeLabel !== categoryLabel && ` · ${typeLabel}`}
            </span>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={cn(
              'font-semibold tabular-nums',
              credit ? 'text-green-700' : 'text-foreground',
            )}
          >
            {mask(signedAmount(t))}
          </span>
          <StatusBadge status={t.status} />
        </span>
      </button>
    </li>
  );
}
