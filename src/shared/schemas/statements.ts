import { z } from 'zod';
import { lagosDay } from '../lagos-time.ts';
import { CurrencySchema } from './common.ts';

// Account statements (API.md "Statements, beneficiaries, sessions"): one
// wallet over whole Lagos calendar days, as a file or by e-mail.

/** The longest period one statement covers, `from` and `to` both counted. */
export const STATEMENT_MAX_DAYS = 366;
/** E-mailed statements a customer may ask for in one rolling hour. */
export const STATEMENT_EMAILS_PER_HOUR = 3;
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const STATEMENT_MESSAGES = {
  date: 'must be a date (YYYY-MM-DD)',
  order: 'must be on or after the start date',
  span: `must be at most ${STATEMENT_MAX_DAYS} days after the start date (one statement covers at most a year)`,
  future: 'must not be after today (Lagos time)',
  noWallet: 'You have no wallet in this currency.',
  emailed: 'Your statement is on its way to your e-mail.',
  tooMany: `You can have at most ${STATEMENT_EMAILS_PER_HOUR} statements e-mailed an hour. Please try again later, or download it instead.`,
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;

/** How many calendar days `from` to `to` covers, both counted ("2026-01-01".."2026-01-31" = 31). */
export const statementDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const DaySchema = z.iso.date({ message: STATEMENT_MESSAGES.date });

const PeriodFields = z.object({ currency: CurrencySchema, from: DaySchema, to: DaySchema });

/** The period's rules, reported on `to`: in order, at most a year, not in the future. */
function checkPeriod(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['to'], message });
  if (v.to < v.from) issue(STATEMENT_MESSAGES.order);
  else if (statementDays(v.from, v.to) > STATEMENT_MAX_DAYS) issue(STATEMENT_MESSAGES.span);
  else if (v.to > lagosDay()) issue(STATEMENT_MESSAGES.future);
}

/** `currency`, `from`, `to`: the wallet and the Lagos days a statement covers (POST /api/statements/email, the form). */
export const StatementPeriodSchema = PeriodFields.superRefine(checkPeriod);
export type StatementPeriod = z.infer<typeof StatementPeriodSchema>;

/** GET /api/statements: the period and the file's format (PDF unless told). */
export const StatementQuerySchema = PeriodFields.extend({
  format: z.enum(STATEMENT_FORMATS, { message: 'must be pdf or csv' }).default('pdf'),
}).superRefine(checkPeriod);
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** POST /api/statements/email answers 202: built and mailed as a PDF in the background. */
export const StatementEmailResultSchema = z.object({
  status: z.literal('queued'),
  /** The statement's reference, printed on it (support can look it up). */
  reference: z.string(),
  /** Where it goes: the account's address. */
  email: z.string(),
});
export type StatementEmailResult = z.infer<typeof StatementEmailResultSchema>;

/** The default period: the last 30 Lagos days, today included. */
export function lastThirtyDays(today = lagosDay()) {
  const from = new Date((dayNumber(today) - 29) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** GET /api/admin/statements/:reference: a statement as it was issued, for support to compare. */
export const StatementReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^STM-\d{8}-[0-9A-Z]{10}$/, { message: 'is not a statement reference' })
  .meta({ example: 'STM-20261127-7K2M9QXR4T' });

export const IssuedStatementSchema = z.object({
  reference: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  currency: CurrencySchema,
  from: z.string(),
  to: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  delivery: z.enum(['download', 'email']),
  /** Null while an e-mailed statement is still queued (not yet built). */
  opening_balance: z.number().int().nullable(),
  closing_balance: z.number().int().nullable(),
  money_in: z.number().int().nullable(),
  money_out: z.number().int().nullable(),
  transaction_count: z.number().int().nullable(),
  created_at: z.string(),
  issued_at: z.string().nullable(),
});
export type IssuedStatement = z.infer<typeof IssuedStatementSchema>;
