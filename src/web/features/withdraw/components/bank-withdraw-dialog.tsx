import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useReducer, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { BankBeneficiary } from '#shared/schemas/beneficiaries.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
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
import { SavedRecipients } from '#web/features/beneficiaries/saved-recipients.tsx';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { useBanks } from '../api/get-banks.ts';
import { useWithdraw } from '../hooks/use-withdraw.ts';
import { checkWithdrawal, type WithdrawField } from '../lib/check-withdrawal.ts';
import { EMPTY_WITHDRAW_FORM, withdrawFormReducer } from '../lib/withdraw-form-state.ts';
import { AccountFields } from './account-fields.tsx';
import { BankField } from './bank-field.tsx';
import { ProblemNote } from './problem-note.tsx';
import { WithdrawalOverview } from './withdrawal-overview.tsx';

const ALL_FIELDS: WithdrawField[] = ['amount', 'account_number'];

/** Withdraw to Bank: amount, bank, account (named by the bank), overview, then the PIN. */
export function BankWithdrawDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the withdrawal was made (the page offers to save its account). */
  onDone?: (w: Withdrawal) => void;
}) {
  const [state, dispatch] = useReducer(withdrawFormReducer, EMPTY_WITHDRAW_FORM);
  const [left, setLeft] = useState<ReadonlySet<WithdrawField>>(new Set());
  const [tried, setTried] = useState(false);
  const wallets = useWallets();
  const banks = useBanks();
  const mask = useMoneyMask();
  const balance = wallets.data?.find((w) => w.currency === 'NGN')?.balance;
  const check = checkWithdrawal(state, balance, mask);
  // Too little money is said at once (and the button stays off); anything else once tried.
  const note = check.short ?? (tried ? check.problem : null);
  const withdraw = useWithdraw({
    onDone: (w) => {
      dispatch({ type: 'reset' });
      setLeft(new Set());
      setTried(false);
      onOpenChange(false);
      onDone?.(w);
    },
  });

  const shown: Partial<Record<WithdrawField, string>> = {};
  for (const f of left) if (check.errors[f]) shown[f] = check.errors[f];
  const leave = (f: WithdrawField) =>
    setLeft((prev) => (prev.has(f) ? prev : new Set(prev).add(f)));

  // A saved account fills bank and number, named as the bank named it when it was saved
  // (the server asks the bank again before any money is held).
  const pickSaved = (b: BankBeneficiary) => {
    dispatch({ type: 'bank', bankCode: b.bank_code });
    dispatch({ type: 'accountNumber', accountNumber: b.account_number });
    dispatch({ type: 'verified', account: b });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setLeft(new Set(ALL_FIELDS));
    if (!check.body || check.total === null || withdraw.processing) return;
    const bank = banks.data?.find((b) => b.code === state.bankCode)?.name ?? state.bankCode;
    const name = state.accountName.trim();
    const to = `${bank} ${state.accountNumber}${name ? ` (${name})` : ''}`;
    withdraw.start(
      check.body,
      `Withdraw ${formatMoney(check.body.amount, 'NGN')} to ${to}. Total with the ₦50 fee: ${formatMoney(check.total, 'NGN')}.`,
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !withdraw.processing && onOpenChange(next)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <form
            onSubmit={submit}
            noValidate
            className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
          >
            <DialogHeader>
              <DialogTitle>Withdraw to Bank</DialogTitle>
              <DialogDescription>
                Paid in naira from your Naira wallet to a Nigerian bank account. A ₦50 fee applies.
              </DialogDescription>
            </DialogHeader>
            <SavedRecipients
              kind="bank"
              onPick={pickSaved}
              isChosen={(b) =>
                b.bank_code === state.bankCode && b.account_number === state.accountNumber
              }
            />
            <TextField
              id="withdraw-amount"
              label="Amount (₦)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="0.00"
              value={state.amount}
              onValue={(amount) => dispatch({ type: 'amount', amount })}
              onBlur={() => leave('amount')}
              hint={
                balance === undefined
                  ? undefined
                  : `Available balance: ${mask(formatMoney(balance, 'NGN'))}`
              }
              error={shown.amount}
            />
            <BankField
              value={state.bankCode}
              onChange={(bankCode) => dispatch({ type: 'bank', bankCode })}
            />
            <AccountFields state={state} dispatch={dispatch} shown={shown} leave={leave} />
            {check.amount !== null && check.amount > 0 && (
              <WithdrawalOverview amount={check.amount} />
            )}
            {note && <ProblemNote id="short-note" problem={note} />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={withdraw.processing || check.short !== null}
                aria-describedby={check.short ? 'short-note' : undefined}
              >
                {withdraw.processing && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {withdraw.processing ? 'Processing...' : 'Withdraw'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {/* Its own dialog over this one: its submit must not reach the form above. */}
      <PinDialog
        open={withdraw.submission !== null}
        onOpenChange={(next) => !next && withdraw.cancel()}
        description={withdraw.submission?.description}
        onConfirm={withdraw.confirm}
      />
    </>
  );
}
