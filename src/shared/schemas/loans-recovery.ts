import { z } from 'zod';
import { addMonths, lagosToday } from '../loans-schedule.ts';
import { userText } from './text.ts';

// Loans that are not repaid: the back office's restructure (a new schedule for
// what is still owed, no money moves) and write-off (what is owed becomes a
// loss, through the ledger). The default itself is the daily job's.

/** The longest new schedule a restructure may set. */
export const RESTRUCTURE_MAX_MONTHS = 12;
/** How far ahead the first new instalment may fall due, in days. */
export const RESTRUCTURE_MAX_START_DAYS = 92;

export const RECOVERY_MESSAGES = {
  reasonRequired: 'Please give the reason for the record',
  monthsInvalid: `Choose 1 to ${RESTRUCTURE_MAX_MONTHS} monthly instalments`,
  firstDueInvalid: `The first instalment must fall due after today and within ${RESTRUCTURE_MAX_START_DAYS} days`,
  restructured: 'Loan restructured',
  restructureFailed: 'Failed to restructure loan',
  writtenOff: 'Loan written off',
  writeOffFailed: 'Failed to write off loan',
  onlyRunning: (action: string) => `Only a disbursed or defaulted loan can be ${action}`,
  alreadyFinal: (status: string) => `This loan is already ${status.replace('_', ' ')}`,
  tooSmall: 'What is outstanding is too small to split into that many instalments',
} as const;

/** The last day the first instalment of a new schedule may fall due. */
export const latestFirstDue = (now = new Date()) =>
  new Date(Date.parse(`${lagosToday(now)}T00:00:00Z`) + RESTRUCTURE_MAX_START_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);

const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const reason = userText({ max: 500, multiline: true, required: RECOVERY_MESSAGES.reasonRequired });

/**
 * POST /api/admin/loans/:id/restructure: what is outstanding, split into
 * `months` monthly instalments, the first due on `first_due_date` (a Lagos
 * date after today). The reason is kept in the audit log.
 */
export const LoanRestructureSchema = z
  .object({
    months: z
      .number({ message: RECOVERY_MESSAGES.monthsInvalid })
      .int({ message: RECOVERY_MESSAGES.monthsInvalid })
      .min(1, { message: RECOVERY_MESSAGES.monthsInvalid })
      .max(RESTRUCTURE_MAX_MONTHS, { message: RECOVERY_MESSAGES.monthsInvalid }),
    first_due_date: z
      .string({ message: RECOVERY_MESSAGES.firstDueInvalid })
      .refine((v) => isDate(v) && v > lagosToday() && v <= latestFirstDue(), {
        error: () => RECOVERY_MESSAGES.firstDueInvalid,
      }),
    reason,
  })
  .strict();
export type LoanRestructure = z.infer<typeof LoanRestructureSchema>;

/** POST /api/admin/loans/:id/write-off. */
export const LoanWriteOffSchema = z.object({ reason }).strict();
export type LoanWriteOff = z.infer<typeof LoanWriteOffSchema>;

export type NewInstalment = { number: number; due_date: string; amount: number };

/**
 * `outstanding` kobo over `months` instalments a month apart from `firstDue`,
 * numbered from `firstNumber`: each the amount divided by the months, rounded
 * down, the first few one kobo more, so they sum exactly to it.
 */
export function restructuredSchedule(
  outstanding: number,
  months: number,
  firstDue: string,
  firstNumber: number,
): NewInstalment[] {
  const base = Math.floor(outstanding / months);
  const extra = outstanding - base * months;
  return Array.from({ length: months }, (_, i) => ({
    number: firstNumber + i,
    due_date: addMonths(firstDue, i),
    amount: base + (i < extra ? 1 : 0),
  }));
}
