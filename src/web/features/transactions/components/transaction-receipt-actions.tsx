import { DownloadIcon, Share2Icon } from 'lucide-react';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { receiptFileName, receiptPath } from '../api/get-receipt.ts';
import { useShareReceipt } from '../hooks/use-share-receipt.ts';

/** The transaction's PDF receipt: downloaded, or shared through the phone's share sheet. */
export function TransactionReceiptActions({ transaction: t }: { transaction: Transaction }) {
  const share = useShareReceipt();
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button asChild variant="outline">
        <a href={receiptPath(t)} download={receiptFileName(t)}>
          <DownloadIcon aria-hidden="true" />
          Download receipt
        </a>
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={share.isPending}
        onClick={() =>
          share.mutate(t, {
            onError: (error) => notify.error('Receipt not shared', error.message),
          })
        }
      >
        <Share2Icon aria-hidden="true" />
        {share.isPending ? 'Preparing…' : 'Share'}
      </Button>
    </div>
  );
}
