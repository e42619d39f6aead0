import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { loanTypeName } from '../loan-format.ts';

// The pieces a loan's card under My Applications and its row under Your Current Loans share.

export const naira = (kobo: number) => formatMoney(kobo, 'NGN');

/** One figure of a loan's `<dl>`: its label above its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** "Business Loan LN-…": the loan's type, then its id in small monospace. */
export function LoanName({ loan }: { loan: Loan }) {
  return (
    <>
      {loanTypeName(loan.loan_type)}{' '}
      <span className="font-mono text-sm font-normal text-muted-foreground">{loan.id}</span>
    </>
  );
}

/** What the status means for the user, after an icon. */
export function LoanNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
