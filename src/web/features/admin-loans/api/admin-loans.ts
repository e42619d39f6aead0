import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { LoanStatus } from '#shared/schemas/loans.ts';
import type { AdminLoan, LoanDecision } from '#shared/schemas/loans-admin.ts';
import { api } from '#web/lib/api.ts';
import { isAwaitingApproval, notifySentForApproval } from '#web/lib/awaiting-approval.ts';

export const ADMIN_LOANS_PAGE_SIZE = 25;

/** Every loans query of the back office lives under this prefix. */
export const adminLoansQueryKey = ['admin', 'loans'] as const;
const detailKey = (id: string) => [...adminLoansQueryKey, 'detail', id] as const;

export interface AdminLoanFilters {
  q: string;
  status?: LoanStatus;
}

/** Where an administrator opens an uploaded document (cookie session, same origin). */
export const loanDocumentUrl = (loanId: string, documentId: string) =>
  `/api/admin/loans/${encodeURIComponent(loanId)}/documents/${encodeURIComponent(documentId)}`;

/** GET /api/admin/loans: newest first, one page per `next_cursor`; every page carries the stats. */
export function useAdminLoans(filters: AdminLoanFilters) {
  return useInfiniteQuery({
    queryKey: [...adminLoansQueryKey, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/loans', {
        query: {
          q: filters.q || undefined,
          status: filters.status,
          limit: ADMIN_LOANS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search or filter keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 2,
  });
}

/** GET /api/admin/loans/:id, starting from the row the list showed. */
export function useAdminLoan(loan: AdminLoan | null) {
  return useQuery({
    queryKey: detailKey(loan?.id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/loans/:id', { params: { id: loan!.id }, signal }),
    enabled: !!loan,
    initialData: loan ?? undefined,
    // The row is seconds old: read it afresh once the dialog opens.
    initialDataUpdatedAt: 0,
  });
}

/** After a decision: the loan shown in the dialog, the list, its stats, the dashboard's pending. */
function useRefresh() {
  const queryClient = useQueryClient();
  return {
    loan: (updated: AdminLoan) => queryClient.setQueryData(detailKey(updated.id), updated),
    lists: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminLoansQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  };
}

/**
 * What to say when a decision is answered. The hook's own callbacks, not
 * `mutate`'s: the form that asked is gone by then (a new status draws a new one).
 */
export interface DecisionHandlers<V> {
  onDone: (updated: AdminLoan, variables: V) => void;
  onFailed: (error: unknown) => void;
}

type Decide = { id: string; decision: LoanDecision };

/** POST /api/admin/loans/:id: under review, approve (amount, rate, schedule) or reject. */
export function useDecideLoan(handlers: DecisionHandlers<Decide>) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: Decide) =>
      api('POST /api/admin/loans/:id', { params: { id }, body: decision }),
    // A decision is not retried on its own: the administrator sees the answer and decides again.
    retry: false,
    onSuccess: (updated, variables) => {
      refresh.loan(updated);
      handlers.onDone(updated, variables);
    },
    onError: handlers.onFailed,
    onSettled: refresh.lists,
  });
}

/** POST /api/admin/loans/:id/disburse: pays the approved amount into the user's NGN wallet, once. */
export function useDisburseLoan(handlers: DecisionHandlers<string>) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/loans/:id/disburse', { params: { id } }),
    retry: false,
    onSuccess: (updated, id) => {
      if (isAwaitingApproval(updated)) return notifySentForApproval();
      refresh.loan(updated);
      handlers.onDone(updated, id);
    },
    onError: handlers.onFailed,
    onSettled: refresh.lists,
  });
}
