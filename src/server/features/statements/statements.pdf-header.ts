import { CURRENCY_INFO } from '#shared/constants.ts';
import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatAmount } from '#shared/money.ts';
import { periodText, type Statement } from './statements.model.ts';
import type { Colour, PageInk } from './statements.pdf-ink.ts';
import { type Column, drawRow } from './statements.pdf-table.ts';

// The statement's headings: the first page's (who, what, the figures), a
// later page's one line, and the table's column headings.

export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 36;
export const RIGHT = PAGE.width - MARGIN;
export const INK: Colour = [0.1, 0.1, 0.12];
export const MUTED: Colour = [0.42, 0.44, 0.5];
export const RULE: Colour = [0.85, 0.86, 0.9];
const BAND: Colour = [0.93, 0.98, 0.95];
// The app's green (its --primary).
const BRAND: Colour = [0.02, 0.45, 0.32];

/** The brand, the holder and the statement's facts, the period's figures; answers the y below. */
export function firstPageHeader(ink: PageInk, s: Statement): number {
  const { bold } = ink.fonts;
  let y = PAGE.height - MARGIN - 20;
  ink.text('Owo', MARGIN, y, 22, { bold: true, colour: BRAND });
  ink.textRight('Account Statement', RIGHT, y + 4, 14, { bold: true, colour: INK });
  const wallet = `${CURRENCY_INFO[s.currency].name} wallet (${s.currency})`;
  ink.textRight(wallet, RIGHT, y - 10, 9, { colour: MUTED });
  y -= 22;
  ink.line(MARGIN, y, RIGHT, y, 0.75, RULE);

  const account = s.holder.account;
  const left: [string, string][] = [
    ['Account holder', s.holder.name ?? s.holder.email],
    ['Email', s.holder.email],
  ];
  if (account) left.push(['Account number', `${account.account_number} (${account.bank_name})`]);
  const right: [string, string][] = [
    ['Period', periodText(s)],
    ['Statement reference', s.reference],
    ['Generated', formatLagosDateTimeWat(s.issuedAt)],
  ];
  const half = (RIGHT - MARGIN) / 2;
  const facts = (list: [string, string][], x: number) =>
    list.forEach(([label, value], i) => {
      const top = y - 16 - i * 26;
      ink.text(label, x, top, 7.5, { colour: MUTED });
      const text = bold.fit(bold.drawable(value), 10, half - 12);
      ink.text(text, x, top - 12, 10, { bold: true, colour: INK });
    });
  facts(left, MARGIN);
  facts(right, MARGIN + half);
  y -= 16 + 3 * 26;

  const band = 44;
  y -= band;
  ink.rect(MARGIN, y, RIGHT - MARGIN, band, BAND);
  const figures: [string, number][] = [
    ['Opening balance', s.opening],
    ['Money in', s.moneyIn],
    ['Money out', s.moneyOut],
    ['Closing balance', s.closing],
  ];
  const cell = (RIGHT - MARGIN) / figures.length;
  figures.forEach(([label, minor], i) => {
    const x = MARGIN + 10 + i * cell;
    ink.text(label, x, y + 28, 7.5, { colour: MUTED });
    const value = `${s.currency} ${formatAmount(minor)}`;
    // An amount is never cut: a very large one is drawn smaller.
    const size = Math.min(11, (11 * (cell - 16)) / bold.width(value, 11));
    ink.text(value, x, y + 11, size, { bold: true, colour: INK });
  });
  const count = s.lines.length;
  y -= 12;
  ink.text(
    `${count.toLocaleString('en-NG')} transaction${count === 1 ? '' : 's'}`,
    MARGIN,
    y,
    7.5,
    { colour: MUTED },
  );
  return y - 4;
}

/** A later page's one line of who and what; answers the y below it. */
export function laterPageHeader(ink: PageInk, s: Statement): number {
  const y = PAGE.height - MARGIN - 8;
  const line = `Owo account statement ${s.reference} · ${s.currency} · ${periodText(s)}`;
  ink.text(ink.fonts.regular.drawable(line), MARGIN, y, 8, { colour: MUTED });
  return y - 6;
}

/** The columns' headings on a rule; answers the y below them. */
export function tableHeader(ink: PageInk, columns: Column[], top: number): number {
  const y = top - 14;
  drawRow(
    ink,
    columns,
    columns.map((c) => c.heading),
    { y, bold: true, colour: MUTED },
  );
  ink.line(MARGIN, y - 4, RIGHT, y - 4, 0.75, RULE);
  return y - 4;
}
