import { formatLagosDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { loanTypeName, monthsLabel } from '#web/features/loans/loan-format.ts';
import { LoanStatusBadge } from '#web/features/loans/loan-status-badge.tsx';
import { applicantName } from '../lib/format.ts';
import { OverdueNote } from './overdue-note.tsx';
import { ReviewButton } from './review-button.tsx';

/** Every application, one row each (wide screens; phones get LoanCards). */
export function LoansTable({
  loans,
  onOpen,
}: {
  loans: AdminLoan[];
  onOpen: (loan: AdminLoan) => void;
}) {
  return (
    <Table tabIndex={0} aria-labelledby="admin-loans-title">
      <TableHeader>
        <TableRow>
          <TableHead>Applied</TableHead>
          <TableHead>Applicant</TableHead>
          <TableHead>Business</TableHead>
          <TableHead>Loan</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loans.map((loan) => (
          <TableRow key={loan.id}>
            <TableCell>{formatLagosDate(loan.created_at)}</TableCell>
            <TableCell className="max-w-56 min-w-40">
              <div className="grid">
                <span className="truncate font-medium">
                  <CustomerLink userId={loan.user_id}>{applicantName(loan)}</CustomerLink>
                </span>
                <span className="truncate text-xs text-muted-foreground" title={loan.user_email}>
                  {loan.user_email}
                </span>
              </div>
            </TableCell>
            <TableCell className="max-w-48">
              <div className="grid">
                <span className="truncate">{loan.business_info.business_name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {loan.business_info.industry_sector}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <div className="grid">
                <span>{loanTypeName(loan.loan_type)}</span>
                <span className="font-mono text-xs text-muted-foreground">{loan.id}</span>
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <div className="grid">
                <span className="font-medium">
                  {formatMoney(loan.amount_approved ?? loan.amount_requested, 'NGN')}
                </span>
                <span className="text-xs text-muted-foreground">
                  {loan.amount_approved !== null && loan.amount_approved !== loan.amount_requested
                    ? `asked ${formatMoney(loan.amount_requested, 'NGN')}`
                    : monthsLabel(loan.duration_months)}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <div className="grid justify-items-start gap-1">
                <LoanStatusBadge status={loan.status} restructured={!!loan.restructured_at} />
                <OverdueNote loan={loan} />
              </div>
            </TableCell>
            <TableCell className="text-right">
              <ReviewButton loan={loan} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
