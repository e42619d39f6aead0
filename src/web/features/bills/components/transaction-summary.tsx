import { formatMoney } from '#shared/money.ts';
import { BILL_MESSAGES } from '#shared/schemas/bills-requests.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';

/** The insufficient-balance note, which also describes the disabled Pay button. */
export const SHORT_NOTE_ID = 'bill-short-note';

export interface SummaryRow {
  label: string;
  value: string;
}

/** What will be paid, from which balance; warns when the NGN balance is short. */
export function TransactionSummary({ rows, amount }: { rows: SummaryRow[]; amount: number }) {
  const wallets = useWallets();
  const balance = wallets.data?.find((w) => w.currency === 'NGN')?.balance;
  const short = balance !== undefined && balance < amount;
  const mask = useMoneyMask();
  return (
    <section
      aria-labelledby="summary-heading"
      className="grid gap-3 rounded-2xl border bg-muted/40 p-4"
    >
      <h3 id="summary-heading" className="font-semibold">
        Transaction Summary
      </h3>
      <dl className="grid gap-2 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{r.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">Amount</dt>
          <dd className="font-bold">{formatMoney(amount, 'NGN')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">NGN Balance</dt>
          <dd className="font-medium">
            {balance === undefined ? (
              <Skeleton className="h-4 w-20" />
            ) : (
              mask(formatMoney(balance, 'NGN'))
            )}
          </dd>
        </div>
      </dl>
      {short && (
        <p
          id={SHORT_NOTE_ID}
          role="alert"
          className="rounded-lg bg-red-50 p-2 text-sm text-red-800"
        >
          {BILL_MESSAGES.insufficient(
            mask(formatMoney(balance, 'NGN')),
            formatMoney(amount, 'NGN'),
          )}
        </p>
      )}
    </section>
  );
}
