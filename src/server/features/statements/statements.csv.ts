import { stringify } from 'csv-stringify/sync';
import { decimal, lagosTime, neutralise } from '#server/http/csv-export.ts';
import { periodText, type Statement } from './statements.model.ts';

// The statement as CSV, written as the back office's exports are
// (src/server/http/csv-export.ts): UTF-8 with a BOM, RFC 4180 with CRLF,
// amounts as decimals ("1500.50"), times in Lagos time, text from people
// neutralised against formula injection. First the statement's facts, two
// cells a line; then, after an empty line, the table: one row per line of
// the statement with the balance after it.

export const CSV_HEADER = [
  'Date (Lagos time)',
  'Description',
  'Category',
  'Reference',
  'Status',
  'Money in',
  'Money out',
  'Balance',
  'Currency',
] as const;

export function statementCsv(s: Statement): string {
  const account = s.holder.account;
  const facts: string[][] = [
    ['Owo account statement', ''],
    ['Statement reference', s.reference],
    ['Account holder', neutralise(s.holder.name ?? '')],
    ['Email', neutralise(s.holder.email)],
    ...(account
      ? [['Account number', `${account.account_number} (${neutralise(account.bank_name)})`]]
      : []),
    ['Wallet', s.currency],
    ['Period (Lagos days)', `${s.from} to ${s.to} (${periodText(s)})`],
    ['Generated (Lagos time)', lagosTime(s.issuedAt.toISOString())],
    ['Opening balance', decimal(s.opening)],
    ['Money in', decimal(s.moneyIn)],
    ['Money out', decimal(s.moneyOut)],
    ['Closing balance', decimal(s.closing)],
    ['Transactions', String(s.lines.length)],
  ];
  const rows = s.lines.map((l) => [
    lagosTime(l.at.toISOString()),
    neutralise(l.description),
    l.category,
    neutralise(l.reference),
    l.status,
    l.amount > 0 ? decimal(l.amount) : '',
    l.amount < 0 ? decimal(-l.amount) : '',
    decimal(l.balance),
    s.currency,
  ]);
  const csv = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });
  return `\uFEFF${csv(facts)}\r\n${csv([[...CSV_HEADER], ...rows])}`;
}
