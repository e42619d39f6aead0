import { CircleCheckIcon, DownloadIcon } from 'lucide-react';
import { formatMoney } from '#shared/money.ts';
import type { GiftCard } from '#shared/schemas/gift-cards.ts';
import { exportHref } from '#web/components/admin-list/export-csv-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { CopyCodeButton } from './copy-code-button.tsx';
import { GiftCardStatusBadge } from './gift-card-status-badge.tsx';
import { useCopyCode } from './use-copy-code.ts';

/**
 * After a batch is made: one card's code (copyable), amount and status, or
 * how many were made; either way its codes as a CSV file, at once.
 */
export function GiftCardCreatedDialog({
  cards,
  onDone,
}: {
  cards: GiftCard[] | null;
  onDone: () => void;
}) {
  const { copied, copy } = useCopyCode();
  const card = cards?.[0] ?? null;
  const one = cards?.length === 1;
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent>
        {card && cards && (
          <>
            <DialogHeader className="items-center text-center">
              <CircleCheckIcon className="size-10 text-green-700" aria-hidden="true" />
              <DialogTitle>
                {one ? 'Gift Card Created!' : `${cards.length} Gift Cards Created!`}
              </DialogTitle>
              <DialogDescription>
                {one
                  ? 'Share this code with the user to redeem'
                  : 'Download their codes now to hand them out'}
              </DialogDescription>
            </DialogHeader>
            {one && (
              <div className="flex items-center justify-between gap-2 rounded-lg border bg-muted/50 p-3">
                <code className="font-mono text-base font-semibold tracking-wider break-all sm:text-lg">
                  {card.code}
                </code>
                <CopyCodeButton code={card.code} copied={copied === card.code} onCopy={copy} />
              </div>
            )}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="font-semibold">{formatMoney(card.amount, card.currency)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <GiftCardStatusBadge status={card.status} />
                </dd>
              </div>
            </dl>
            <DialogFooter>
              <Button variant="outline" asChild className="w-full sm:w-auto">
                <a href={exportHref('/api/admin/gift-cards', { batch: card.id })} download>
                  <DownloadIcon aria-hidden="true" />
                  Download codes (CSV)
                </a>
              </Button>
              <Button type="button" onClick={onDone} className="w-full sm:w-auto">
                Done
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
