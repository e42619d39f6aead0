import { Loader2Icon, RefreshCwIcon } from 'lucide-react';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useRequeryBill } from '../api/admin-bills.ts';
import { requeryOutcome } from '../lib/format.ts';

const handlers = {
  onDone: (updated: AdminBill) => {
    const { kind, title, description } = requeryOutcome(updated);
    notify[kind](title, description);
  },
  onFailed: (error: unknown) =>
    notify.error(
      'Process failed',
      isApiError(error) ? error.message : 'Could not reach the server. Please try again.',
    ),
};

/**
 * Process on a pending bill: asks VTpass again through the server, which settles
 * or refunds. Each row has its own request, so one slow answer blocks only its row.
 */
export function ProcessButton({ bill }: { bill: AdminBill }) {
  const { process, running } = useRequeryBill(bill.id, handlers);
  return (
    <Button size="sm" variant="outline" onClick={process} disabled={running}>
      {running ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCwIcon aria-hidden="true" />
      )}
      {running ? 'Processing...' : 'Process'}
      <span className="sr-only"> {bill.reference}</span>
    </Button>
  );
}
