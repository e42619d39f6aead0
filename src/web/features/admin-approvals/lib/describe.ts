import type { Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { Approval, ApprovalKind, ApprovalStatus } from '#shared/schemas/approvals.ts';

export const KIND_LABELS: Record<ApprovalKind, string> = {
  credit: 'Wallet credit',
  debit: 'Wallet debit',
  withdrawal_approval: 'Withdrawal approval',
  loan_disbursement: 'Loan disbursement',
};

export const STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  failed: 'Failed',
};

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

type Person = { name: string | null; email: string };

export const personName = (p: Person) => p.name || p.email;

/** "Name (e-mail)", or the e-mail alone when it is all there is. */
export const personLine = (p: Person) =>
  p.name && p.name !== p.email ? `${p.name} (${p.email})` : p.email;

export const amountOf = (a: Approval) => formatMoney(a.amount, a.currency as Currency);

/** The request in a sentence: what will happen, to whom. */
export function whatHappens(a: Approval): string {
  const who = personName(a.target_user);
  const money = amountOf(a);
  switch (a.kind) {
    case 'credit':
      return `${money} will be credited to ${who}'s ${a.currency} wallet.`;
    case 'debit':
      return `${money} will be debited from ${who}'s ${a.currency} wallet.`;
    case 'withdrawal_approval':
      return `${who}'s withdrawal of ${money} to ${text(a.details.bank_name) ?? 'their bank'} ${text(a.details.account_number) ?? ''} will be paid out.`.replace(
        ' .',
        '.',
      );
    case 'loan_disbursement':
      return `Loan ${text(a.details.loan_id) ?? ''} of ${money} will be paid into ${who}'s NGN wallet.`;
  }
}

/** The details worth a line each, beside who, what and why. */
export function detailRows(a: Approval): [string, string][] {
  const rows: [string, string][] = [];
  const ref = text(a.details.reference);
  if (ref) rows.push(['Reference', ref]);
  const loan = text(a.details.loan_id);
  if (loan) rows.push(['Loan', loan]);
  if (a.currency !== 'NGN') rows.push(['In naira', formatMoney(a.amount_ngn, 'NGN')]);
  return rows;
}
