import {
  ownerLine,
  RECEIPT_FOOTER,
  type ReceiptContent,
  type ReceiptLine,
  type ReceiptOwner,
  type ReceiptTone,
  receiptPdf,
} from '#server/pdf/receipt-pdf.ts';
import { titleLabel } from '#shared/labels.ts';
import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatAmount } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';

/** What a receipt knows beyond the transaction as the list shows it. */
export type ReceiptParty = {
  /** A transfer's other customer. */
  party: { name: string | null; email: string } | null;
  /** The bank account a withdrawal was paid to. */
  bank: { name: string; accountNumber: string; accountName: string | null } | null;
};

const TONES: Record<string, ReceiptTone> = {
  completed: 'done',
  pending: 'waiting',
};

/** "NGN 1,500.00": Helvetica has no naira sign (see bills.receipt.ts). */
const money = (minor: number, currency: string) => `${currency} ${formatAmount(minor)}`;

/** A whole number of minor units from metadata, or null. */
function minorOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}
const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Who is on the other side, where the ledger knows it. */
function counterparty(t: Transaction, known: ReceiptParty): string | null {
  if (known.party) return ownerLine({ name: known.party.name ?? '', email: known.party.email });
  if (known.bank) {
    const account = `${known.bank.name} ${known.bank.accountNumber}`;
    return known.bank.accountName ? `${known.bank.accountName}, ${account}` : account;
  }
  const m = t.metadata;
  const email = textOf(t.direction === 'debit' ? m.to_email : m.from_email);
  if (email) return email;
  const sender = textOf(m.sender_name);
  if (sender) return textOf(m.sender_bank) ? `${sender} (${textOf(m.sender_bank)})` : sender;
  return null;
}

/** The receipt's text for one entry of the user's wallet. */
export function transactionReceiptContent(
  t: Transaction,
  owner: ReceiptOwner,
  known: ReceiptParty,
): ReceiptContent {
  const fields: ReceiptLine[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) fields.push({ label, value });
  };
  const fee = t.direction === 'debit' ? minorOf(t.metadata.fee) : null;
  add('Type', titleLabel(t.transaction_type));
  add('Category', titleLabel(t.category));
  add('Description', t.description?.trim() || titleLabel(t.category));
  add('Date', formatLagosDateTimeWat(t.created_at));
  add('Wallet', `${t.currency} wallet`);
  if (fee !== null && fee < t.amount) {
    add('Amount', money(t.amount - fee, t.currency));
    add('Fee', money(fee, t.currency));
  }
  const rate = textOf(t.metadata.rate);
  const [from, to] = [textOf(t.metadata.from), textOf(t.metadata.to)];
  if (t.transaction_type === 'conversion' && rate && from && to)
    add('Rate', `1 ${from} = ${rate} ${to}`);
  add(t.direction === 'debit' ? 'To' : 'From', counterparty(t, known));
  add('Account Holder', ownerLine(owner));
  return {
    title: 'Owo',
    subtitle: 'Transaction Receipt',
    status: titleLabel(t.status),
    tone: TONES[t.status] ?? 'failed',
    amount: money(t.amount, t.currency),
    fields,
    token: null,
    reference: t.reference,
    footer: RECEIPT_FOOTER,
  };
}

/** A5 PDF of one transaction of the user's, for them to keep, share or print. */
export function transactionReceiptPdf(
  t: Transaction,
  owner: ReceiptOwner,
  known: ReceiptParty,
): Promise<Uint8Array> {
  return receiptPdf(transactionReceiptContent(t, owner, known), new Date(t.updated_at));
}
