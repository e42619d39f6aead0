import {
  ownerLine,
  RECEIPT_FOOTER,
  type ReceiptContent,
  type ReceiptLine,
  type ReceiptOwner,
  type ReceiptTone,
  receiptPdf,
} from '#server/pdf/receipt-pdf.ts';
import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatAmount } from '#shared/money.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { NETWORK_NAMES } from '#shared/schemas/bills-networks.ts';
import {
  type BillService,
  type BillStatus,
  CABLE_PROVIDER_NAMES,
  DISCOS,
} from '#shared/schemas/bills-options.ts';

const SERVICE_NAMES: Record<BillService, string> = {
  airtime: 'Airtime',
  data: 'Data',
  electricity: 'Electricity',
  cable: 'Cable TV',
};

const STATUS_NAMES: Record<BillStatus, string> = {
  delivered: 'Delivered',
  pending: 'Pending',
  refunded: 'Refunded',
};

const STATUS_TONES: Record<BillStatus, ReceiptTone> = {
  delivered: 'done',
  pending: 'waiting',
  refunded: 'failed',
};

/**
 * The receipt's text. Amounts are "NGN 1,000.00": the PDF's standard Helvetica
 * has no naira sign, and embedding a font for one glyph is not worth a package.
 */
export function billReceiptContent(bill: Bill, owner: ReceiptOwner): ReceiptContent {
  const fields: ReceiptLine[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) fields.push({ label, value });
  };
  add('Service', SERVICE_NAMES[bill.service]);
  add('Description', bill.title);
  add('Date', formatLagosDateTimeWat(bill.created_at));
  add('Paid By', ownerLine(owner));
  add('Phone Number', bill.phone);
  add('Network', bill.network ? NETWORK_NAMES[bill.network] : null);
  add('Plan', bill.plan_name ?? bill.plan_id);
  add('DISCO', bill.disco ? DISCOS[bill.disco].name : null);
  add('Meter Number', bill.meter_number);
  add('Meter Type', bill.meter_type ? capitalise(bill.meter_type) : null);
  add('Smartcard / IUC', bill.smartcard);
  add('Provider', bill.provider ? CABLE_PROVIDER_NAMES[bill.provider] : null);
  add('Package', bill.package_name ?? bill.package_id);
  add('Customer Name', bill.customer_name);
  add('Customer Address', bill.customer_address);
  if (bill.status === 'refunded') add('Refund Reason', bill.failure_reason);
  return {
    title: 'Owo',
    subtitle: 'Payment Receipt',
    status: STATUS_NAMES[bill.status],
    tone: STATUS_TONES[bill.status],
    amount: `NGN ${formatAmount(bill.amount)}`,
    fields,
    token: bill.token,
    reference: bill.reference,
    footer: RECEIPT_FOOTER,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A5 PDF of one bill, for the customer to keep or print. */
export function billReceiptPdf(bill: Bill, owner: ReceiptOwner): Promise<Uint8Array> {
  return receiptPdf(billReceiptContent(bill, owner), new Date(bill.updated_at));
}
