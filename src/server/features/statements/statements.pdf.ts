import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatAmount } from '#shared/money.ts';
import type { Statement } from './statements.model.ts';
import {
  firstPageHeader,
  INK,
  laterPageHeader,
  MARGIN,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  tableHeader,
} from './statements.pdf-header.ts';
import { type Fonts, PageInk } from './statements.pdf-ink.ts';
import { drawRow, tableColumns } from './statements.pdf-table.ts';
import { FontText } from './statements.pdf-text.ts';

const ROW = 12;
const FOOTER_TOP = MARGIN + 22;

/** The table's rows: the opening balance, every line, the closing balance with the totals. */
function tableRows(s: Statement): string[][] {
  return [
    ['', 'Opening balance', '', '', '', formatAmount(s.opening)],
    ...s.lines.map((l) => [
      formatLagosDateTime(l.at),
      l.status === 'completed' ? l.description : `${l.description} (${l.status})`,
      l.reference,
      l.amount > 0 ? formatAmount(l.amount) : '',
      l.amount < 0 ? formatAmount(-l.amount) : '',
      formatAmount(l.balance),
    ]),
    [
      '',
      'Closing balance and totals',
      '',
      formatAmount(s.moneyIn),
      formatAmount(s.moneyOut),
      formatAmount(s.closing),
    ],
  ];
}

/**
 * The statement as an A4 PDF: who and what it is for, the period's figures,
 * then every line with the balance after it, on as many pages as it takes,
 * each numbered. Amounts are "1,500.50" under headings naming the currency:
 * standard Helvetica has no naira sign (as the receipts).
 */
export async function statementPdf(s: Statement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Owo statement ${s.reference}`);
  doc.setAuthor('Owo');
  doc.setCreationDate(s.issuedAt);
  const fonts: Fonts = {
    regular: new FontText(await doc.embedFont(StandardFonts.Helvetica)),
    bold: new FontText(await doc.embedFont(StandardFonts.HelveticaBold)),
  };
  const columns = tableColumns(s.currency);
  const inks: PageInk[] = [];
  const newPage = () => {
    const ink = new PageInk(doc.addPage([PAGE.width, PAGE.height]), fonts);
    inks.push(ink);
    return ink;
  };

  let ink = newPage();
  let y = tableHeader(ink, columns, firstPageHeader(ink, s));
  const rows = tableRows(s);
  rows.forEach((cells, i) => {
    if (y - ROW < FOOTER_TOP) {
      ink = newPage();
      y = tableHeader(ink, columns, laterPageHeader(ink, s));
    }
    y -= ROW;
    const summary = i === 0 || i === rows.length - 1;
    drawRow(ink, columns, cells, { y, bold: summary, colour: INK });
  });
  if (s.lines.length === 0)
    ink.text('No transactions in this period.', MARGIN, y - ROW - 4, 8, { colour: MUTED });

  const note = fonts.regular.drawable(
    `Times are Lagos time (WAT). Amounts in ${s.currency}. Owo support can confirm this statement by its reference, ${s.reference}.`,
  );
  inks.forEach((page, i) => {
    page.line(MARGIN, FOOTER_TOP - 6, RIGHT, FOOTER_TOP - 6, 0.5, RULE);
    const label = `Page ${i + 1} of ${inks.length}`;
    page.textRight(label, RIGHT, MARGIN, 7, { colour: MUTED });
    const room = RIGHT - MARGIN - fonts.regular.width(label, 7) - 12;
    page.text(fonts.regular.fit(note, 7, room), MARGIN, MARGIN, 7, { colour: MUTED });
    page.finish(doc);
  });
  // Object streams cost seconds on a hundred-page file and save little: the pages are compressed.
  return doc.save({ useObjectStreams: false });
}
