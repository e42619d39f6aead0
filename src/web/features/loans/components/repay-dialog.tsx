import { type FormEvent, useState } from 'react';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import { formatMoney, toMajorString } from '#shared/money.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { checkRepayment } from '../lib/check-repayment.ts';

/** What is left of the next instalment, or of the loan when there is none. */
export function suggestedRepayment(loan: Loan): number {
  const next = loan.next_instalment;
  return next ? next.amount - next.paid_amount : (loan.outstanding ?? 0);
}

function AmountForm({
  loan,
  onContinue,
  onCancel,
}: {
  loan: Loan;
  onContinue: (amount: number) => void;
  onCancel: () => void;
}) {
  const outstanding = loan.outstanding ?? 0;
  const [text, setText] = useState(() => toMajorString(suggestedRepayment(loan)));
  const [left, setLeft] = useState(false);
  const ngn = useWallets().data?.find((w) => w.currency === 'NGN');
  const check = checkRepayment(text, { outstanding, balance: ngn?.balance ?? null });
  const short = 'short' in check && check.short === true;
  const error = (left || short) && 'error' in check ? check.error : undefined;
  const mask = useMoneyMask();
  const next = loan.next_instalment;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLeft(true);
    if ('amount' in check) onContinue(check.amount);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 rounded-xl border bg-muted/40 p-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Outstanding</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(outstanding, 'NGN')}</dd>
        </div>
        {next && (
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Next Instalment</dt>
            <dd className="font-semibold tabular-nums">
              {formatMoney(next.amount - next.paid_amount, 'NGN')}
              <span className="block text-xs font-normal text-muted-foreground">
                due {formatCalendarDate(next.due_date)}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <TextField
        id="repay-amount"
        label="Amount (₦)"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onValue={setText}
        onBlur={() => setLeft(true)}
        error={error}
        hint={
          ngn
            ? `Naira wallet balance: ${mask(formatMoney(ngn.balance, 'NGN'))}`
            : 'Paid from your Naira wallet'
        }
      />
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setText(toMajorString(next.amount - next.paid_amount))}
          >
            Next instalment
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setText(toMajorString(outstanding))}
        >
          Full outstanding
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={short}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Repay: how much (the next instalment by default, at most what is outstanding), then the PIN. */
export function RepayDialog({
  loan,
  onClose,
  onContinue,
}: {
  /** Open while set. */
  loan: Loan | null;
  onClose: () => void;
  onContinue: (loan: Loan, amount: number) => void;
}) {
  return (
    <Dialog open={!!loan} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Repay Loan</DialogTitle>
          <DialogDescription>
            {loan ? `Loan ${loan.id}: pay from your Naira wallet.` : ''}
          </DialogDescription>
        </DialogHeader>
        {loan && (
          <AmountForm
            key={loan.id}
            loan={loan}
            onCancel={onClose}
            onContinue={(amount) => onContinue(loan, amount)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
