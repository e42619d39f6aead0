import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '#shared/schemas/admin-users.ts';
import { api, isApiError } from '#web/lib/api.ts';
import { usersToasts } from '../users-toasts.ts';

/**
 * The users list is fresh for a minute and kept three; a failed read is tried
 * twice more by the client's default (never on a 4xx, which would not change).
 */
export const USERS_CACHE = { staleTime: 60_000, gcTime: 180_000 } as const;
const PAGE_SIZE = 50;

export type UsersFilters = Pick<AdminUsersQuery, 'q' | 'status' | 'kyc'>;

/** Every users list (any filters) lives under this prefix. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export const adminUsersOptions = (filters: UsersFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/users', {
        query: { ...filters, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the rows on screen until its answer arrives: no flash of "Loading".
    placeholderData: keepPreviousData,
    ...USERS_CACHE,
  });

export function useAdminUsers(filters: UsersFilters) {
  return useInfiniteQuery(adminUsersOptions(filters));
}

/**
 * One user's details (tier, BVN, own account number, held deposits). Not under
 * the lists' prefix: the optimistic updates there rewrite pages of rows.
 */
export const adminUserQueryKey = ['admin', 'user'] as const;

export const adminUserOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminUserQueryKey, userId],
    queryFn: ({ signal }) => api('GET /api/admin/users/:userId', { params: { userId }, signal }),
    ...USERS_CACHE,
  });

/** The details of the user the dialog shows; nothing is asked while none is open. */
export function useAdminUser(userId: string | null) {
  return useQuery({ ...adminUserOptions(userId ?? ''), enabled: userId !== null });
}

/** Both the lists and the details: what a decision about a user changes. */
const refreshUsers = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminUsersQueryKey }),
    client.invalidateQueries({ queryKey: adminUserQueryKey }),
  ]);

type Pages = InfiniteData<AdminUsersPage, string | undefined>;

/**
 * Shows a change on screen before the server answers: the user's row in every
 * cached list, and the counts it moves. A failure refetches, which puts the
 * server's truth back.
 */
async function applyOptimistic(
  client: QueryClient,
  userId: string,
  change: Partial<AdminUser>,
): Promise<void> {
  await client.cancelQueries({ queryKey: adminUsersQueryKey });
  client.setQueriesData<Pages>({ queryKey: adminUsersQueryKey }, (data) => {
    if (!data) return data;
    const before = data.pages.flatMap((p) => p.items).find((u) => u.id === userId);
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        counts: before ? moveCounts(page.counts, before, change) : page.counts,
        items: page.items.map((u) => (u.id === userId ? { ...u, ...change } : u)),
      })),
    };
  });
}

function moveCounts(
  counts: AdminUsersPage['counts'],
  before: AdminUser,
  change: Partial<AdminUser>,
) {
  const next = { ...counts };
  if (change.is_active !== undefined && change.is_active !== before.is_active)
    next.active += change.is_active ? 1 : -1;
  if (change.kyc_status && change.kyc_status !== before.kyc_status) {
    if (before.kyc_status === 'pending') next.kyc_pending -= 1;
    if (before.kyc_status === 'verified') next.kyc_verified -= 1;
    if (change.kyc_status === 'verified') next.kyc_verified += 1;
  }
  return next;
}

/** The server's reason, when it gave one the administrator can act on. */
const reasonOf = (error: unknown) =>
  isApiError(error) && error.status === 422 ? error.message : undefined;

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      api('POST /api/admin/users/:userId/status', {
        params: { userId },
        body: { is_active: isActive },
      }),
    onMutate: ({ userId, isActive }) => applyOptimistic(client, userId, { is_active: isActive }),
    onSuccess: (_, { isActive }) => usersToasts.statusChanged(isActive),
    onError: (error) => usersToasts.statusFailed(reasonOf(error)),
    onSettled: () => refreshUsers(client),
  });
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      api('POST /api/admin/users/:userId/role', {
        params: { userId },
        body: { is_admin: isAdmin },
      }),
    onMutate: ({ userId, isAdmin }) => applyOptimistic(client, userId, { is_admin: isAdmin }),
    onSuccess: (_, { isAdmin }) => (isAdmin ? usersToasts.promoted() : usersToasts.demoted()),
    onError: (error, { isAdmin }) =>
      isAdmin
        ? usersToasts.promoteFailed(reasonOf(error))
        : usersToasts.demoteFailed(reasonOf(error)),
    onSettled: () => refreshUsers(client),
  });
}

export type KycDecisionValue = 'verified' | 'rejected';

export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      decision,
      reason,
    }: {
      userId: string;
      decision: KycDecisionValue;
      /** Required on a rejection: the customer reads it. */
      reason?: string;
    }) =>
      api('POST /api/admin/users/:userId/kyc', {
        params: { userId },
        body: reason ? { decision, reason } : { decision },
      }),
    onMutate: ({ userId, decision, reason }) =>
      applyOptimistic(client, userId, {
        kyc_status: decision,
        kyc_rejection_reason: decision === 'rejected' ? (reason ?? null) : null,
        // An approval is tier 3 (ID document and proof of address checked).
        ...(decision === 'verified' ? { tier: 3 as const } : {}),
      }),
    onSuccess: (_, { decision }) => usersToasts.kycDecided(decision),
    onError: (error, { decision }) => usersToasts.kycFailed(decision, reasonOf(error)),
    onSettled: () => refreshUsers(client),
  });
}

/** The KYC files: the ID document and the proof of address (a utility bill). */
export type KycFile = 'document' | 'proof-of-address';

/** A KYC file, read through the administrators' authenticated endpoint (the session cookie goes with it). */
export const kycFileUrl = (userId: string, file: KycFile) =>
  `/api/admin/users/${encodeURIComponent(userId)}/kyc/${file}`;
