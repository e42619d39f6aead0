import { Loader2Icon } from 'lucide-react';
import { Suspense } from 'react';
import type { Currency } from '#shared/constants.ts';
import { lazyNamed } from '#web/components/lazy-named.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

// The form (and zod with it) loads when the dialog first opens.
const FundWalletForm = lazyNamed(
  () => import('./components/fund-wallet-form.tsx'),
  'FundWalletForm',
);

export interface FundWalletDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The wallet to fund; the user can pick another in the dialog. */
  currency?: Currency;
}

/** The Fund Wallet dialog: `<FundWalletDialog open onOpenChange currency="USD" />`. */
export function FundWalletDialog({ open, onOpenChange, currency = 'NGN' }: FundWalletDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Fund Wallet</DialogTitle>
          <DialogDescription>Add money to your wallet.</DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense
            fallback={
              <div className="grid place-items-center py-10" role="status">
                <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
                <span className="sr-only">Loading...</span>
              </div>
            }
          >
            <FundWalletForm initialCurrency={currency} onClose={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
