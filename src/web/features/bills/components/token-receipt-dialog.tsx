import { CircleCheckIcon } from 'lucide-react';
import type { Bill } from '#shared/schemas/bills.ts';
import { BILL_MESSAGES } from '#shared/schemas/bills-requests.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { billDetailRows, DetailList } from './bill-detail-rows.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptPrintStyle } from './receipt-print-style.tsx';
import { ReferenceRow } from './reference-row.tsx';
import { TokenCard } from './token-card.tsx';

const RECEIPT_LINES = [
  'Amount',
  'Meter Number',
  'DISCO',
  'Date & Time',
  'Customer Name',
  'Address',
];

/** After a prepaid electricity purchase: the token first, then what was paid for. */
export function TokenReceiptDialog({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const rows = bill
    ? billDetailRows(bill)
        .filter((r) => RECEIPT_LINES.includes(r.label))
        .map((r) => (r.label === 'Amount' ? { ...r, label: 'Amount Paid' } : r))
    : [];
  return (
    <Dialog open={bill !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showClose={false} className="bill-receipt max-h-[90dvh] overflow-y-auto">
        <ReceiptPrintStyle />
        <DialogHeader className="items-center text-center">
          <CircleCheckIcon className="size-10 text-green-600" aria-hidden="true" />
          <DialogTitle>{BILL_MESSAGES.paymentSuccessful}</DialogTitle>
          <DialogDescription>
            {bill &&
              BILL_MESSAGES.electricitySuccess(rows[0]?.value ?? '', bill.meter_number ?? '')}
          </DialogDescription>
        </DialogHeader>
        {bill?.token && <TokenCard token={bill.token} />}
        <DetailList rows={rows} />
        {bill && <ReferenceRow reference={bill.reference} />}
        {bill && <ReceiptActions billId={bill.id} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
