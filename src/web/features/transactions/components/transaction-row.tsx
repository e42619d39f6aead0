import { formatLagosRelativeDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { cn } from '#web/lib/cn.ts';
import { titleCase, transactionTitle, transactionTypeLabel } from '../lib/transaction-labels.ts';
import { CategoryIcon } from './category-icon.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Signed, with the symbol and 2 decimals: "+₦1,500.50" in, "-$3.20" out. */
export function signedAmount(t: Transaction): string {
  const credit = t.direction === 'credit';
  return formatMoney(credit ? t.amount : -t.amount, t.currency, { signed: true });
}

/** One line of the transactions list. */
export function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const credit = t.direction === 'credit';
  const categoryLabel = titleCase(t.category);
  const typeLabel = transactionTypeLabel(t.transaction_type);
  return (
    <li
      className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6"
      data-testid="transaction-row"
    >
      <CategoryIcon category={t.category} credit={credit} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{transactionTitle(t)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="rounded-full border px-2 py-0.5 font-medium text-foreground/80">
            {categoryLabel}
          </span>
          <span className="whitespace-nowrap">
            <time dateTime={t.created_at}>{formatLagosRelativeDate(t.created_at)}</time>
            {typeLabel !== categoryLabel && ` · ${typeLabel}`}
          </span>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p
          className={cn(
            'font-semibold tabular-nums',
            credit ? 'text-green-700' : 'text-foreground',
          )}
        >
          {signedAmount(t)}
        </p>
        <StatusBadge status={t.status} />
      </div>
    </li>
  );
}
