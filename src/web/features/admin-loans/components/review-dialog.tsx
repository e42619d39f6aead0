import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { LoanStatusBadge } from '#web/features/loans/loan-status-badge.tsx';
import { useAdminLoan } from '../api/admin-loans.ts';
import { DecisionPanel } from './decision-panel.tsx';
import { LoanDetails } from './loan-details.tsx';
import { RecoveryPanel } from './recovery-panel.tsx';

/** Review: the application in full, its documents, and the decision it is ready for. */
export function ReviewDialog({
  loan: row,
  onOpenChange,
}: {
  /** Open while set: the row the list showed, read afresh. */
  loan: AdminLoan | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: loan } = useAdminLoan(row);
  return (
    <Dialog open={!!row} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-2xl"
        // Focus the dialog itself, not its first button: Enter must never decide by accident.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {loan && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2 pr-6">
                <DialogTitle>Loan Application</DialogTitle>
                <LoanStatusBadge status={loan.status} restructured={!!loan.restructured_at} />
              </div>
              <DialogDescription className="font-mono text-xs">{loan.id}</DialogDescription>
            </DialogHeader>
            <LoanDetails loan={loan} />
            <DecisionPanel key={`${loan.id}-${loan.status}`} loan={loan} />
            <RecoveryPanel loan={loan} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
