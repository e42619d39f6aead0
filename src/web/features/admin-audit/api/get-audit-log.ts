import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export interface AuditFilters {
  action?: string;
  actor?: string;
  target_type?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditLogOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/audit-log', {
        query: {
          action: filters.action || undefined,
          actor: filters.actor || undefined,
          target_type: filters.target_type || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          limit: AUDIT_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    gcTime: 180_000,
    retry: 2,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogOptions(filters));
}
