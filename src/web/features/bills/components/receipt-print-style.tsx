// Printing shows the receipt alone: everything else on the page is hidden, and the dialog
// that holds the receipt is laid flat at the top of the sheet.
const CSS = `@media print {
  body * { visibility: hidden !important; }
  .bill-receipt, .bill-receipt * { visibility: visible !important; }
  .bill-receipt {
    position: absolute !important; inset: 0 auto auto 0 !important; transform: none !important;
    width: 100% !important; max-width: none !important; max-height: none !important;
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
