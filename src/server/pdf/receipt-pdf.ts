import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { BRAND, MUTED, Pen } from './pdf-pen.ts';

// Owo's receipts (a bill's, any transaction's): what a receipt says is built
// by its feature as a ReceiptContent; this draws it, the same for all.

export interface ReceiptOwner {
  name: string;
  email: string;
}

/** One line of the receipt: a label and its value, or a heading when `label` is null. */
export interface ReceiptLine {
  label: string | null;
  value: string;
}

/** How the status reads: green when done, amber while waiting, red when it failed or came back. */
export type ReceiptTone = 'done' | 'waiting' | 'failed';

/** What the receipt says, before it is drawn: the PDF's text, in reading order. */
export interface ReceiptContent {
  title: string;
  subtitle: string;
  status: string;
  tone: ReceiptTone;
  amount: string;
  fields: ReceiptLine[];
  /** A meter token, shown boxed. */
  token: string | null;
  reference: string;
  footer: string;
}

const TONES: Record<ReceiptTone, [number, number, number]> = {
  done: [0.08, 0.5, 0.24],
  waiting: [0.7, 0.45, 0.02],
  failed: [0.75, 0.12, 0.12],
};

export const RECEIPT_FOOTER =
  'Thank you for using Owo. Quote the reference above when you contact support.';

/** "Ada Obi (ada@example.com)", or the e-mail alone without a name. */
export const ownerLine = (owner: ReceiptOwner) =>
  owner.name ? `${owner.name} (${owner.email})` : owner.email;

/** An A5 PDF of the receipt, for the customer to keep, share or print. */
export async function receiptPdf(content: ReceiptContent, created: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Owo receipt ${content.reference}`);
  doc.setAuthor('Owo');
  doc.setCreationDate(created);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen = new Pen(doc, regular, bold);

  pen.text(content.title, { size: 22, font: 'bold', colour: BRAND });
  pen.text(content.subtitle, { size: 13, colour: MUTED, gap: 4 });
  pen.rule(14);

  const [r, g, b] = TONES[content.tone];
  pen.text(content.amount, { size: 20, font: 'bold', gap: 16 });
  pen.text(content.status, { size: 11, font: 'bold', colour: rgb(r, g, b), gap: 6 });
  pen.rule(14);

  for (const field of content.fields) pen.field(field.label ?? '', field.value);

  if (content.token) pen.box('Token', content.token);

  pen.rule(12);
  pen.field('Reference', content.reference, { plain: true });
  pen.footer(content.footer);
  return doc.save();
}
