import type { PDFFont } from 'pdf-lib';

// Text in the statement's standard Helvetica, which speaks WinAnsi only. As
// the receipts do (src/server/pdf/pdf-pen.ts), accents lose their marks and
// anything else becomes "?". A year's statement draws tens of thousands of
// strings: pdf-lib's drawText and widthOfTextAtSize cost ~0.1 ms each (a
// 5,000-line statement took seconds), so each character's code and width is
// looked up once per font and strings are measured and encoded from those.

/** What one font can draw, with each character's WinAnsi code and width. */
export class FontText {
  private readonly known: Set<number>;
  private readonly codes = new Map<string, string>();
  private readonly widths = new Map<string, number>();

  constructor(readonly font: PDFFont) {
    this.known = new Set(font.getCharacterSet());
  }

  /** `value` as the font can draw it, on one line. */
  drawable(value: string): string {
    const text = value.replace(/[\r\n\t]+/g, ' ');
    // Nearly every string is plain ASCII already.
    if (/^[\x20-\x7e]*$/.test(text)) return text;
    const keep = (ch: string) => this.known.has(ch.codePointAt(0) ?? 0);
    let out = '';
    for (const ch of text.normalize('NFC')) {
      if (keep(ch)) {
        out += ch;
        continue;
      }
      const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every(keep) ? bare : '?';
    }
    return out;
  }

  /** The width of drawable text at `size`, as a PDF viewer lays out a Tj (no kerning). */
  width(text: string, size: number): number {
    let units = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      units += code < 128 ? this.asciiWidth(code) : this.otherWidth(text[i]!);
    }
    return (units * size) / 1000;
  }

  private readonly ascii = new Float64Array(128).fill(-1);
  private asciiWidth(code: number): number {
    let w = this.ascii[code]!;
    if (w < 0) {
      w = this.font.widthOfTextAtSize(String.fromCharCode(code), 1000);
      this.ascii[code] = w;
    }
    return w;
  }

  private otherWidth(ch: string): number {
    let w = this.widths.get(ch);
    if (w === undefined) {
      w = this.font.widthOfTextAtSize(ch, 1000);
      this.widths.set(ch, w);
    }
    return w;
  }

  /** Drawable text as a PDF string operand: `(Hello \(world\))`, WinAnsi codes as octal. */
  operand(text: string): string {
    if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, '\\$&')})`;
    let out = '';
    for (const ch of text) {
      let code = this.codes.get(ch);
      if (code === undefined) {
        const byte = Number.parseInt(this.font.encodeText(ch).asString(), 16);
        code =
          byte >= 0x20 && byte < 0x7f
            ? String.fromCharCode(byte).replace(/[\\()]/, '\\$&')
            : `\\${byte.toString(8).padStart(3, '0')}`;
        this.codes.set(ch, code);
      }
      out += code;
    }
    return `(${out})`;
  }

  /** Drawable `text` cut to fit `width` at `size`, ending in an ellipsis when cut. */
  fit(text: string, size: number, width: number): string {
    if (this.width(text, size) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.width(`${text.slice(0, mid).trimEnd()}…`, size) <= width) low = mid;
      else high = mid - 1;
    }
    return `${text.slice(0, low).trimEnd()}…`;
  }
}
