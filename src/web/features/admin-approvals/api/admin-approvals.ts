import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Approval, ApprovalStatus } from '#shared/schemas/approvals.ts';
import { api } from '#web/lib/api.ts';

export const ADMIN_APPROVALS_PAGE_SIZE = 25;

/** Every approvals query of the back office lives under this prefix. */
export const adminApprovalsQueryKey = ['admin', 'approvals'] as const;

export interface AdminApprovalFilters {
  q: string;
  /** Unset: the pending ones. */
  status?: Exclude<ApprovalStatus, 'pending'>;
}

/** GET /api/admin/approvals: newest first, one page per `next_cursor`. */
export function useAdminApprovals(filters: AdminApprovalFilters) {
  return useInfiniteQuery({
    queryKey: [...adminApprovalsQueryKey, 'list', filters.status ?? 'pending'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/approvals', {
        query: {
          status: filters.status ?? 'pending',
          limit: ADMIN_APPROVALS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: 2,
  });
}

/** How many requests wait: the sidebar's badge. Cheap (one row asked for), fresh for 30 s. */
export const pendingApprovalsOptions = () =>
  queryOptions({
    queryKey: [...adminApprovalsQueryKey, 'pending-count'],
    queryFn: ({ signal }) =>
      api('GET /api/admin/approvals', { query: { limit: 1 }, signal }).then((p) => p.pending_count),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const usePendingApprovals = () => useQuery(pendingApprovalsOptions());

export type ApprovalDecision = { id: string } & (
  | { verb: 'approve' }
  | { verb: 'reject'; reason: string }
);

/**
 * Approve (the action is carried out now) or reject a request. The lists, the
 * badge and the figures the action changed refresh after, whatever the answer.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation<Approval, unknown, ApprovalDecision>({
    mutationFn: (d) =>
      d.verb === 'approve'
        ? api('POST /api/admin/approvals/:id/approve', { params: { id: d.id } })
        : api('POST /api/admin/approvals/:id/reject', {
            params: { id: d.id },
            body: { reason: d.reason },
          }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
