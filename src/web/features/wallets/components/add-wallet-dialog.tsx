import { CheckCircle2Icon } from 'lucide-react';
import { CURRENCIES, CURRENCY_INFO } from '#shared/constants.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every account has all three wallets from sign-up; this says so instead of doing nothing. */
export function AddWalletDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your wallets are all set up</DialogTitle>
          <DialogDescription>
            Owo supports three currencies, and your account already has a wallet for each of them.
            There is nothing more to add.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {CURRENCIES.map((c) => (
            <li key={c} className="flex items-center gap-3 rounded-lg border p-3">
              <CurrencyFlag currency={c} />
              <span className="flex-1 text-sm font-medium">
                {CURRENCY_INFO[c].name} ({c})
              </span>
              <CheckCircle2Icon className="size-5 text-green-600" aria-hidden="true" />
              <span className="sr-only">Active</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
