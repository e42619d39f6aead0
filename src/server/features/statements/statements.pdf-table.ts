import type { Currency } from '#shared/constants.ts';
import type { Colour, PageInk } from './statements.pdf-ink.ts';

// The statement's table: six columns across an A4 page between 36 pt margins.

export type Column = {
  heading: string;
  x: number;
  width: number;
  /** Amounts line up on their right edge. */
  align: 'left' | 'right';
  /** Never cut (references, amounts): drawn smaller instead when too wide. */
  whole?: boolean;
};

export const ROW_SIZE = 7.5;

export const tableColumns = (currency: Currency): Column[] => [
  { heading: 'Date (WAT)', x: 36, width: 70, align: 'left' },
  { heading: 'Description', x: 108, width: 142, align: 'left' },
  { heading: 'Reference', x: 252, width: 110, align: 'left', whole: true },
  { heading: `In (${currency})`, x: 362, width: 64, align: 'right', whole: true },
  { heading: `Out (${currency})`, x: 426, width: 64, align: 'right', whole: true },
  { heading: `Balance (${currency})`, x: 490, width: 69.28, align: 'right', whole: true },
];

/** One row of cells at `y`: text cut to its column, or drawn smaller where it must stay whole. */
export function drawRow(
  ink: PageInk,
  columns: Column[],
  cells: string[],
  o: { y: number; bold?: boolean; colour: Colour },
) {
  const font = o.bold ? ink.fonts.bold : ink.fonts.regular;
  columns.forEach((col, i) => {
    const raw = cells[i];
    if (!raw) return;
    let text = font.drawable(raw);
    let size = ROW_SIZE;
    const room = col.width - 4;
    const width = font.width(text, size);
    if (width > room) {
      if (col.whole) size = (size * room) / width;
      else text = font.fit(text, size, room);
    }
    if (col.align === 'right') ink.textRight(text, col.x + col.width, o.y, size, o);
    else ink.text(text, col.x, o.y, size, o);
  });
}
