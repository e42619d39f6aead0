import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { FontText } from './statements.pdf-text.ts';

// One page's drawing as PDF content operators, written straight into one
// compressed content stream: text, lines and filled rectangles are all a
// statement needs, and pdf-lib's drawing calls build several objects for
// every string (see statements.pdf-text.ts).

export type Colour = readonly [r: number, g: number, b: number];

const n = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const rgb = (c: Colour) => c.map(n).join(' ');

export type Fonts = { regular: FontText; bold: FontText };

export class PageInk {
  private readonly ops: string[] = [];
  private readonly keys: { regular: string; bold: string };

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.keys = {
      regular: page.node.newFontDictionary('Helvetica', fonts.regular.font.ref).toString(),
      bold: page.node.newFontDictionary('Helvetica-Bold', fonts.bold.font.ref).toString(),
    };
  }

  /** Drawable text (FontText.drawable) with its left end at x, its baseline at y. */
  text(value: string, x: number, y: number, size: number, o: { bold?: boolean; colour: Colour }) {
    if (!value) return;
    const font = o.bold ? this.fonts.bold : this.fonts.regular;
    const key = o.bold ? this.keys.bold : this.keys.regular;
    this.ops.push(
      `BT ${rgb(o.colour)} rg ${key} ${n(size)} Tf ${n(x)} ${n(y)} Td ${font.operand(value)} Tj ET`,
    );
  }

  /** Drawable text with its right end at x. */
  textRight(
    value: string,
    x: number,
    y: number,
    size: number,
    o: { bold?: boolean; colour: Colour },
  ) {
    const font = o.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, x - font.width(value, size), y, size, o);
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Colour) {
    this.ops.push(`${rgb(colour)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  rect(x: number, y: number, width: number, height: number, colour: Colour) {
    this.ops.push(`${rgb(colour)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  /** Writes what was drawn into the page. */
  finish(doc: PDFDocument) {
    // Node's zlib, not pdf-lib's JavaScript one: a tenth of the time on a long statement.
    const body = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const stream = doc.context.stream(body, { Filter: 'FlateDecode' });
    this.page.node.addContentStream(doc.context.register(stream));
  }
}
