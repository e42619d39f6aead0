import type { Currency } from '#shared/constants.ts';
import { formatRateChange, RATE_CONFIRM_PERCENT } from '#shared/rate-change.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatRate } from '../lib/rate-examples.ts';

/** A change the server asked to confirm: the pair, the rate it replaces and the one typed. */
export interface RateChangeToConfirm {
  from: Currency;
  to: Currency;
  before: string;
  after: string;
}

/**
 * Stops a change of more than 10% (a 100x typo) until the administrator has
 * read old -> new and the change in percent. Cancel, Escape or the overlay
 * leave the rate as it is; Cancel comes first, so Enter does not confirm.
 */
export function ConfirmRateChangeDialog({
  change,
  onDecide,
}: {
  /** Open while set. */
  change: RateChangeToConfirm | null;
  onDecide: (confirmed: boolean) => void;
}) {
  return (
    <Dialog open={!!change} onOpenChange={(open) => !open && onDecide(false)}>
      <DialogContent>
        {change && (
          <>
            <DialogHeader>
              <DialogTitle>Confirm rate change</DialogTitle>
              <DialogDescription>
                {change.from} → {change.to} changes by more than {RATE_CONFIRM_PERCENT}%. Every
                conversion uses the new rate at once.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2">
              <p className="text-lg font-semibold tabular-nums [overflow-wrap:anywhere]">
                {formatRate(change.before, change.to)} → {formatRate(change.after, change.to)}
              </p>
              <p className="text-sm">
                Change: <strong>{formatRateChange(change.before, change.after)}</strong>
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onDecide(false)}>
                Cancel
              </Button>
              <Button onClick={() => onDecide(true)}>Confirm change</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
