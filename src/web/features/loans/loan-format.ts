import { LOAN_TYPE_NAMES, type LoanType } from '#shared/schemas/loans-choices.ts';

// How loans read on the user's screen and in the back office (their dates:
// #shared/lagos-time.ts, en-NG).

export const loanTypeName = (t: LoanType) => LOAN_TYPE_NAMES[t];

/** "1 month", "3 months". */
export const monthsLabel = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** "12 B", "3.4 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
