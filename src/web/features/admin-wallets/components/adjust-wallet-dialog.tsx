import { useId, useState } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatAmount, formatMoney, tryParseAmount } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { isApiError, newIdempotencyKey } from '#web/lib/api.ts';
import { isAwaitingApproval, notifySentForApproval } from '#web/lib/awaiting-approval.ts';
import { notify } from '#web/lib/toast.ts';
import { type Direction, useAdjustWallet } from '../api/adjust-wallet.ts';
import type { WalletUser } from '../api/get-users.ts';
import { balanceOf } from '../lib/balances.ts';

const CURRENCY_LABEL: Record<Currency, string> = {
  NGN: 'NGN - Nigerian Naira',
  USD: 'USD - US Dollar',
  CNY: 'CNY - Chinese Yuan',
};

interface Props {
  user: WalletUser;
  direction: Direction;
  onClose: () => void;
}

/** Credit or Debit of one user's wallet. Mounted once per opening: one Idempotency-Key each. */
export function AdjustWalletDialog({ user, direction, onClose }: Props) {
  const id = useId();
  const credit = direction === 'credit';
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [currency, setCurrency] = useState<Currency>('NGN');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState(credit ? 'Admin Credit' : 'Admin Debit');
  const adjust = useAdjustWallet();
  const balance = balanceOf(user, currency);
  const amount = tryParseAmount(amountText);
  const symbol = CURRENCY_INFO[currency].symbol;
  const verb = credit ? 'credit' : 'debit';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (amount === null || amount <= 0) {
      notify.error('Error', 'Please enter a valid amount');
      return;
    }
    // A convenience only: the server checks the balance and refuses an overdraw itself.
    if (!credit && amount > balance) {
      notify.error(
        'Error',
        `Insufficient balance. Current balance: ${formatMoney(balance, currency)}`,
      );
      return;
    }
    adjust.mutate(
      { userId: user.id, currency, direction, amount, description, idempotencyKey },
      {
        onSuccess: (answer) => {
          if (isAwaitingApproval(answer)) notifySentForApproval();
          else
            notify.success(
              `Successfully ${verb}ed ${symbol}${formatAmount(amount)} to user's ${currency} wallet`,
            );
          onClose();
        },
        onError: (error) => {
          notify.error('Error', (isApiError(error) && error.message) || `Failed to ${verb} wallet`);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !adjust.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{credit ? 'Credit Wallet' : 'Debit Wallet'}</DialogTitle>
          <DialogDescription>
            {credit ? 'Add funds to' : 'Remove funds from'} {user.full_name || 'No Name'} (
            {user.email || 'N/A'})
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-currency`}>Currency</Label>
            <Select value={currency} onValueChange={(v) => setCurrency(v as Currency)}>
              <SelectTrigger id={`${id}-currency`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CURRENCIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {CURRENCY_LABEL[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-balance`}>Current Balance</Label>
            <Input
              id={`${id}-balance`}
              readOnly
              value={formatMoney(balance, currency)}
              className="bg-muted tabular-nums"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-amount`}>Amount</Label>
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              autoFocus
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Input
              id={`${id}-description`}
              value={description}
              maxLength={140}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {!credit && amount !== null && amount > 0 && (
            <div
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
              aria-live="polite"
            >
              <p className="text-sm font-medium">Balance After</p>
              <p className="text-lg font-semibold tabular-nums">
                {formatMoney(balance - amount, currency)}
              </p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={adjust.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={credit ? 'default' : 'destructive'}
              disabled={adjust.isPending}
            >
              {adjust.isPending ? 'Processing...' : credit ? 'Credit Wallet' : 'Debit Wallet'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
