import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// Drawing for Owo's PDF documents (receipts): one column, top to bottom,
// Helvetica, long values wrapped, a new page when one is full.

// A5 in points.
export const PAGE = { width: 419.53, height: 595.28 } as const;
const MARGIN = 36;
const LABEL_WIDTH = 110;
const FOOTER_SPACE = 30;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.44, 0.5);
const RULE = rgb(0.85, 0.86, 0.9);
// The app's green (its --primary).
export const BRAND = rgb(0.02, 0.45, 0.32);

type TextOptions = {
  size?: number;
  font?: 'regular' | 'bold';
  colour?: ReturnType<typeof rgb>;
  gap?: number;
  x?: number;
};

/** Draws top to bottom, wrapping long values. */
export class Pen {
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

  /** A framed box with a small label and a large value (a meter token). */
  box(label: string, value: string) {
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
    this.text(label, { size: 9, colour: MUTED, x: MARGIN + 12 });
    this.text(value, { size: 16, font: 'bold', x: MARGIN + 12, gap: 8 });
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
 * instead of the whole document failing.
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
