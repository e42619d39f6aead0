import {
  ClockIcon,
  Loader2Icon,
  RefreshCwIcon,
  ShieldCheckIcon,
  UserCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { ExportCsvButton } from '#web/components/admin-list/export-csv-button.tsx';
import { SEARCH_DEBOUNCE_MS } from '#web/components/admin-list/use-admin-list.ts';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { StatCard } from '#web/features/admin/stat-card.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import {
  useAdminUsers,
  useDecideKyc,
  useSetUserRole,
  useSetUserStatus,
} from './api/admin-users.ts';
import { ConfirmUserChange, type UserChange } from './components/confirm-user-change.tsx';
import { KycDialog } from './components/kyc-dialog.tsx';
import { RejectKycDialog } from './components/reject-kyc-dialog.tsx';
import { UserCards } from './components/user-cards.tsx';
import { UserDetailDialog } from './components/user-detail-dialog.tsx';
import type { UserActions } from './components/user-row-menu.tsx';
import { UsersTable } from './components/users-table.tsx';
import { type KycFilter, type StatusFilter, UsersToolbar } from './components/users-toolbar.tsx';
import { usersToasts } from './users-toasts.ts';

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** /olorioko001/users: every user, their KYC, status and role. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  // From the address's ?q= when a link names someone (the customer page's "Open Users").
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [kyc, setKyc] = useState<KycFilter>('all');
  const [kycUserId, setKycUserId] = useState<string | null>(null);
  const [detailUserId, setDetailUserId] = useState<string | null>(null);
  // Deactivate, Promote and Demote wait for the administrator's confirmation.
  const [change, setChange] = useState<UserChange | null>(null);
  // Reject KYC first asks for the reason the customer will read.
  const [rejectUserId, setRejectUserId] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const asked = {
    q: q || undefined,
    status: status === 'all' ? undefined : status,
    kyc: kyc === 'all' ? undefined : kyc,
  };
  const list = useAdminUsers(asked);
  const setActive = useSetUserStatus();
  const setRole = useSetUserRole();
  const decideKyc = useDecideKyc();

  const users = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const counts = list.data?.pages[0]?.counts;
  // The modal follows the row, so an optimistic change shows in both at once.
  const kycUser = users.find((u) => u.id === kycUserId) ?? null;
  const rejectUser = users.find((u) => u.id === rejectUserId) ?? null;
  const detailUser = users.find((u) => u.id === detailUserId) ?? null;

  useEffect(() => {
    if (list.isError) usersToasts.loadFailed();
  }, [list.isError]);

  const actions: UserActions = {
    onViewDetails: (u) => setDetailUserId(u.id),
    onViewKyc: (u) => setKycUserId(u.id),
    onDecideKyc: (u, decision) =>
      decision === 'rejected'
        ? setRejectUserId(u.id)
        : decideKyc.mutate({ userId: u.id, decision }),
    onSetActive: (u, isActive) =>
      isActive
        ? setActive.mutate({ userId: u.id, isActive })
        : setChange({ kind: 'deactivate', user: u }),
    onSetAdmin: (u, isAdmin) => setChange({ kind: isAdmin ? 'promote' : 'demote', user: u }),
  };

  const confirmChange = ({ kind, user }: UserChange) => {
    setChange(null);
    if (kind === 'deactivate') setActive.mutate({ userId: user.id, isActive: false });
    else setRole.mutate({ userId: user.id, isAdmin: kind === 'promote' });
  };

  const decideFromDialog = (u: AdminUser, decision: 'verified' | 'rejected') => {
    if (decision === 'rejected') setRejectUserId(u.id);
    else decideKyc.mutate({ userId: u.id, decision });
    setKycUserId(null);
  };

  const reject = (u: AdminUser, reason: string) => {
    decideKyc.mutate({ userId: u.id, decision: 'rejected', reason });
    setRejectUserId(null);
  };

  return (
    <AdminPage
      title="User Management"
      description="Search users, review KYC, and manage status and roles."
      actions={
        <>
          <ExportCsvButton path="/api/admin/users" filters={asked} />
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCwIcon
              className={list.isFetching ? 'animate-spin' : undefined}
              aria-hidden="true"
            />
            Refresh
          </Button>
        </>
      }
    >
      <section aria-label="User statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" value={count(counts?.total)} icon={UsersIcon} />
        <StatCard label="Active Users" value={count(counts?.active)} icon={UserCheckIcon} />
        <StatCard label="Pending KYC" value={count(counts?.kyc_pending)} icon={ClockIcon} />
        <StatCard label="Verified KYC" value={count(counts?.kyc_verified)} icon={ShieldCheckIcon} />
      </section>

      <UsersToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        kyc={kyc}
        onKycChange={setKyc}
      />

      <div className="min-w-0 rounded-xl border bg-card shadow-sm">
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 p-12">
            <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Loading users...</span>
          </div>
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center">
            <p className="font-medium text-destructive">Failed to load users</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : users.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-12 text-center">
            <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No users found</p>
            <p className="text-sm text-muted-foreground">Try adjusting your search or filters</p>
          </div>
        ) : (
          <>
            <TableOrCards
              table={<UsersTable users={users} currentUserId={me?.id} actions={actions} />}
              cards={<UserCards users={users} currentUserId={me?.id} actions={actions} />}
            />
            {list.hasNextPage && (
              <div className="flex justify-center border-t p-3">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage && (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  )}
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>

      <ConfirmUserChange
        change={change}
        onCancel={() => setChange(null)}
        onConfirm={confirmChange}
      />
      <UserDetailDialog user={detailUser} onOpenChange={(open) => !open && setDetailUserId(null)} />
      <KycDialog
        user={kycUser}
        onOpenChange={(open) => !open && setKycUserId(null)}
        onDecide={decideFromDialog}
        deciding={decideKyc.isPending}
      />
      <RejectKycDialog
        user={rejectUser}
        onOpenChange={(open) => !open && setRejectUserId(null)}
        onReject={reject}
        rejecting={decideKyc.isPending}
      />
    </AdminPage>
  );
}
