import { EyeIcon } from 'lucide-react';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Opens the application in the Review dialog. */
export function ReviewButton({
  loan,
  onOpen,
}: {
  loan: AdminLoan;
  onOpen: (loan: AdminLoan) => void;
}) {
  return (
    <Button size="sm" variant="outline" onClick={() => onOpen(loan)}>
      <EyeIcon aria-hidden="true" />
      Review
      <span className="sr-only"> {loan.id}</span>
    </Button>
  );
}
