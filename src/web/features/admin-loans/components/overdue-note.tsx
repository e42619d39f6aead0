import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { overdueText } from './recovery-panel.tsx';

/** Under a running loan's status in the list: how many days its oldest unpaid instalment is late. */
export function OverdueNote({ loan }: { loan: AdminLoan }) {
  if (loan.days_overdue === null) return null;
  return (
    <span className="text-xs font-medium whitespace-nowrap text-destructive">
      {overdueText(loan.days_overdue)}
    </span>
  );
}
