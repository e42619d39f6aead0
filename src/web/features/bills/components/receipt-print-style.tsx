// Printing shows the receipt alone: the page behind the dialog takes no room (so no blank
// pages follow), the overlay is invisible, and the dialog is laid flat at the top of the sheet.
const CSS = `@media print {
  body:has(.bill-receipt) > :not(.bill-receipt, :has(.bill-receipt)) { display: none !important; }
  body * { visibility: hidden !important; }
  .bill-receipt, .bill-receipt * { visibility: visible !important; }
  .bill-receipt {
    position: static !important; transform: none !important; translate: none !important; margin: 0 auto !important;
    width: 100% !important; max-width: 40rem !important; max-height: none !important;
    overflow: visible !important; border: 0 !important; box-shadow: none !important;
  }
  .bill-receipt .no-print { display: none !important; }
}`;

/** React hoists it to <head> once, however many receipts are open. */
export function ReceiptPrintStyle() {
  return (
    <style href="owo-bill-receipt-print" precedence="default">
      {CSS}
    </style>
  );
}
