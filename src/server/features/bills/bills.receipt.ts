import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatAmount } from '#shared/money.ts';
import {
  type Bill,
  type BillService,
  type BillStatus,
  CABLE_PROVIDER_NAMES,
  DISCOS,
  NETWORK_NAMES,
} from '#shared/schemas/bills.ts';

export interface ReceiptOwner {
  name: string;
  email: string;
}

/** One line of the receipt: a label and its value, or a heading when `label` is null. */
export interface ReceiptLine {
  label: string | null;
  value: string;
}

/** What the receipt says, before it is drawn: the PDF's text, in reading order. */
export interface ReceiptContent {
  title: string;
  subtitle: string;
  status: string;
  amount: string;
  fields: ReceiptLine[];
  token: string | null;
  reference: string;
  footer: string;
}

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

const STATUS_COLOURS: Record<BillStatus, [number, number, number]> = {
  delivered: [0.08, 0.5, 0.24],
  pending: [0.7, 0.45, 0.02],
  refunded: [0.75, 0.12, 0.12],
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
  add('Paid By', owner.name ? `${owner.name} (${owner.email})` : owner.email);
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
    amount: `NGN ${formatAmount(bill.amount)}`,
    fields,
    token: bill.token,
    reference: bill.reference,
    footer: 'Thank you for using Owo. Quote the reference above when you contact support.',
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// A5 in points.
const PAGE = { width: 419.53, height: 595.28 } as const;
const MARGIN = 36;
const LABEL_WIDTH = 110;
const FOOTER_SPACE = 30;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.5);
const RULE = rgb(0.85, 0.86, 0.9);
// The app's green (its --primary).
const BRAND = rgb(0.02, 0.45, 0.32);

/** A5 PDF of one bill, for the customer to keep or print. */
export async function billReceiptPdf(bill: Bill, owner: ReceiptOwner): Promise<Uint8Array> {
  const content = billReceiptContent(bill, owner);
  const doc = await PDFDocument.create();
  doc.setTitle(`Owo receipt ${bill.reference}`);
  doc.setAuthor('Owo');
  doc.setCreationDate(new Date(bill.updated_at));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen = new Pen(doc, regular, bold);

  pen.text(content.title, { size: 22, font: 'bold', colour: BRAND });
  pen.text(content.subtitle, { size: 13, colour: MUTED, gap: 4 });
  pen.rule(14);

  const [r, g, b] = STATUS_COLOURS[bill.status];
  pen.text(content.amount, { size: 20, font: 'bold', gap: 16 });
  pen.text(content.status, { size: 11, font: 'bold', colour: rgb(r, g, b), gap: 6 });
  pen.rule(14);

  for (const field of content.fields) pen.field(field.label ?? '', field.value);

  if (content.token) pen.tokenBox(content.token);

  pen.rule(12);
  pen.field('Reference', content.reference, { plain: true });
  pen.footer(content.footer);
  return doc.save();
}

type TextOptions = {
  size?: number;
  font?: 'regular' | 'bold';
  colour?: ReturnType<typeof rgb>;
  gap?: number;
  x?: number;
};

/** Draws top to bottom on one page, wrapping long values. */
class Pen {
  private y = PAGE.height - MARGIN;
  private page: PDFPage;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** A new page when `height` more would run into the footer. */
  private room(height: number) {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(value: string, { size = 10, font = 'regular', colour = INK, gap = 0, x }: TextOptions) {
    const f = font === 'bold' ? this.bold : this.regular;
    this.y -= gap + size;
    this.page.drawText(encodable(value, f), {
      x: x ?? MARGIN,
      y: this.y,
      size,
      font: f,
      color: colour,
    });
  }

  rule(gap: number) {
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  field(label: string, value: string, opts: { plain?: boolean } = {}) {
    const size = 10;
    const valueX = MARGIN + LABEL_WIDTH;
    const lines = wrap(encodable(value, this.bold), this.bold, size, PAGE.width - MARGIN - valueX);
    this.room(8 + lines.length * (size + 3));
    this.text(label, { size, colour: MUTED, gap: 8 });
    const first = this.y;
    lines.forEach((line, i) => {
      if (i === 0) this.y = first + size; // the value sits on the label's line
      this.text(line, { size, font: opts.plain ? 'regular' : 'bold', x: valueX, gap: i ? 3 : 0 });
    });
  }

  tokenBox(token: string) {
    const height = 54;
    this.room(16 + height);
    this.y -= 16 + height;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y,
      width: PAGE.width - 2 * MARGIN,
      height,
      borderColor: BRAND,
      borderWidth: 1.25,
      color: rgb(0.93, 0.98, 0.95),
    });
    const top = this.y + height;
    this.y = top - 6;
    this.text('Token', { size: 9, colour: MUTED, x: MARGIN + 12 });
    this.text(token, { size: 16, font: 'bold', x: MARGIN + 12, gap: 8 });
    this.y = top - height;
  }

  footer(value: string) {
    const size = 8;
    const lines = wrap(encodable(value, this.regular), this.regular, size, PAGE.width - 2 * MARGIN);
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN,
        y: MARGIN + (lines.length - 1 - i) * (size + 3),
        size,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}

/**
 * Helvetica speaks WinAnsi only: accents a provider sends in a customer's name
 * or address ("Ọlájídé") lose their marks, and anything else becomes "?",
 * instead of the whole receipt failing.
 */
export function encodable(value: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  const keep = (ch: string) => known.has(ch.codePointAt(0) ?? 0);
  let out = '';
  for (const ch of value.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (keep(ch)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every(keep) ? bare : '?';
  }
  return out;
}

/** Splits at spaces (or anywhere, for one long word) to fit `width`. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
