import { useEffect } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/lib/toast.ts';
import { useBill } from '../api/get-bill.ts';
import { billDetailRows, DetailList } from './bill-detail-rows.tsx';
import { BillStatusBadge } from './bill-status-badge.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptPrintStyle } from './receipt-print-style.tsx';
import { ReferenceRow } from './reference-row.tsx';
import { TokenCard } from './token-card.tsx';

/** A bill from Recent Transactions: every detail it has, its token, reference, and receipt. */
export function BillDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const bill = useBill(id);
  useEffect(() => {
    if (!bill.isError) return;
    notify.error('Error', 'Failed to load transaction details');
    onClose();
  }, [bill.isError, onClose]);

  const data = bill.data;
  return (
    <Dialog open={id !== null && !bill.isError} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showClose={false} className="bill-receipt max-h-[90dvh] overflow-y-auto">
        <ReceiptPrintStyle />
        <DialogHeader>
          <div className="flex items-center justify-between gap-3">
            <DialogTitle>Transaction Details</DialogTitle>
            {data && <BillStatusBadge status={data.status} />}
          </div>
          <DialogDescription>{data ? data.title : 'Loading transaction...'}</DialogDescription>
        </DialogHeader>
        {!data ? (
          <div className="grid gap-2" role="status" aria-label="Loading transaction details">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : (
          <>
            <p className="text-center text-3xl font-bold">{billDetailRows(data)[0]?.value}</p>
            <DetailList rows={billDetailRows(data).slice(1)} />
            {data.token && <TokenCard token={data.token} />}
            {data.status === 'refunded' && (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                This payment failed and the amount was returned to your wallet.
              </p>
            )}
            <ReferenceRow reference={data.reference} />
            <ReceiptActions billId={data.id} onClose={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
