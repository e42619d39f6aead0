import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';

/** Close, Print Receipt, and the receipt as a PDF from the server. */
export function ReceiptActions({ billId, onClose }: { billId: string; onClose: () => void }) {
  return (
    <DialogFooter className="no-print gap-2">
      <Button asChild variant="ghost">
        <a href={`/api/bills/${encodeURIComponent(billId)}/receipt`} download>
          <DownloadIcon aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      <Button type="button" variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        Print Receipt
      </Button>
      <Button type="button" onClick={onClose}>
        Close
      </Button>
    </DialogFooter>
  );
}
