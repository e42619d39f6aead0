import { LOAN_TYPE_NAMES, type LoanType } from '#shared/schemas/loans.ts';

// How loans read on the user's screen and in the back office: dates en-NG, in
// Lagos time, as the other money screens show them.

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const calendarDay = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });

/** "26 Nov 2026, 02:30". */
export const formatLoanDateTime = (iso: string) => dateTime.format(new Date(iso));
/** "26 Nov 2026". */
export const formatLoanDay = (iso: string) => day.format(new Date(iso));
/** A due date (YYYY-MM-DD, a day in Lagos) as "26 Dec 2026". */
export const formatDueDate = (ymd: string) => calendarDay.format(new Date(`${ymd}T00:00:00Z`));

export const loanTypeName = (t: LoanType) => LOAN_TYPE_NAMES[t];

/** "1 month", "3 months". */
export const monthsLabel = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** "12 B", "3.4 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
