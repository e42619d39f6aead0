import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import type { LoanRestructure, LoanWriteOff } from '#shared/schemas/loans-recovery.ts';
import { api } from '#web/lib/api.ts';
import { adminLoansQueryKey, type DecisionHandlers } from './admin-loans.ts';

/** After a restructure or write-off: the loan in the dialog, the list and its stats. */
function useRefresh() {
  const queryClient = useQueryClient();
  return {
    loan: (updated: AdminLoan) =>
      queryClient.setQueryData([...adminLoansQueryKey, 'detail', updated.id], updated),
    lists: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminLoansQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  };
}

type Restructure = { id: string; body: LoanRestructure };

/** POST /api/admin/loans/:id/restructure: a new schedule for what is outstanding; no money moves. */
export function useRestructureLoan(handlers: DecisionHandlers<Restructure>) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: Restructure) =>
      api('POST /api/admin/loans/:id/restructure', { params: { id }, body }),
    retry: false,
    onSuccess: (updated, variables) => {
      refresh.loan(updated);
      handlers.onDone(updated, variables);
    },
    onError: handlers.onFailed,
    onSettled: refresh.lists,
  });
}

type WriteOff = { id: string; body: LoanWriteOff };

/** POST /api/admin/loans/:id/write-off: what is outstanding becomes a loss in the ledger, once. */
export function useWriteOffLoan(handlers: DecisionHandlers<WriteOff>) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: WriteOff) =>
      api('POST /api/admin/loans/:id/write-off', { params: { id }, body }),
    retry: false,
    onSuccess: (updated, variables) => {
      refresh.loan(updated);
      handlers.onDone(updated, variables);
    },
    onError: handlers.onFailed,
    onSettled: refresh.lists,
  });
}
