import { randomBytes } from 'node:crypto';
import type { Currency } from '#shared/constants.ts';
import { formatCalendarDate, lagosDay } from '#shared/lagos-time.ts';

// What a statement says, before it is drawn (statements.pdf.ts) or written
// out (statements.csv.ts).

export type StatementLine = {
  at: Date;
  description: string;
  category: string;
  reference: string;
  /** The transaction's status now: a hold's money left the wallet while it was `pending`. */
  status: string;
  /** Signed minor units: money in is positive. */
  amount: number;
  /** The wallet's balance after this line. */
  balance: number;
};

export type StatementHolder = {
  name: string | null;
  email: string;
  /** The customer's own bank account number (NGN statements), when they have one. */
  account: { bank_name: string; account_number: string; account_name: string } | null;
};

export type Statement = {
  reference: string;
  issuedAt: Date;
  currency: Currency;
  /** The first and last Lagos calendar days covered, YYYY-MM-DD. */
  from: string;
  to: string;
  holder: StatementHolder;
  opening: number;
  closing: number;
  moneyIn: number;
  moneyOut: number;
  lines: StatementLine[];
};

// Crockford's base 32: no I, L, O or U to misread when a customer reads it out.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `STM-20260131-7KQ2M9XA4D`: the Lagos day it was made and 50 random bits. */
export function newStatementReference(now = new Date()): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return `STM-${lagosDay(now).replaceAll('-', '')}-${code}`;
}

/** `owo-statement-NGN-2026-01-01-to-2026-01-31.pdf`. */
export const statementFileName = (s: Pick<Statement, 'currency' | 'from' | 'to'>, ext: string) =>
  `owo-statement-${s.currency}-${s.from}-to-${s.to}.${ext}`;

/** "1 Jan 2026 – 31 Jan 2026". */
export const periodText = (s: Pick<Statement, 'from' | 'to'>) =>
  `${formatCalendarDate(s.from)} – ${formatCalendarDate(s.to)}`;
