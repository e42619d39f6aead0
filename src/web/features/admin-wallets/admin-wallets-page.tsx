import { ArrowLeftIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useDebouncedValue } from '#web/features/admin-transactions/hooks/use-debounced-value.ts';
import { cn } from '#web/lib/cn.ts';
import type { Direction } from './api/adjust-wallet.ts';
import { useWalletUsers, type WalletUser } from './api/get-users.ts';
import { AdjustWalletDialog } from './components/adjust-wallet-dialog.tsx';
import { WalletUserCards } from './components/wallet-user-cards.tsx';
import { WalletUsersTable } from './components/wallet-users-table.tsx';

/** Wallet Management: every user's balances, and an administrator's credit or debit. */
export function AdminWalletsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useWalletUsers(q);
  const [target, setTarget] = useState<{ user: WalletUser; direction: Direction } | null>(null);
  // One mount of the dialog per opening, so each opening has its own Idempotency-Key.
  const [opening, setOpening] = useState(0);

  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  const total = users.data?.pages[0]?.counts?.total;
  const count = !q && total !== undefined ? total : rows.length;
  const more = users.hasNextPage;

  const open = (user: WalletUser, direction: Direction) => {
    setOpening((n) => n + 1);
    setTarget({ user, direction });
  };

  return (
    <AdminPage
      title="Wallet Management"
      description="Credit or debit users' wallets"
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/olorioko001">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => void users.refetch()}
            disabled={users.isFetching}
          >
            <RefreshCwIcon className={cn(users.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
        </>
      }
    >
      <search className="relative min-w-0">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search users by name, email, or phone"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </search>
      <section
        className="min-w-0 rounded-xl border bg-card shadow-sm"
        aria-labelledby="wallet-users"
        aria-busy={users.isFetching}
      >
        <h2 id="wallet-users" className="border-b p-4 text-lg font-semibold">
          Users ({count}
          {q && more ? '+' : ''})
        </h2>
        {users.isPending ? (
          <p className="p-6 text-center text-muted-foreground">Loading users...</p>
        ) : users.isError ? (
          <div className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-muted-foreground">Failed to load users</p>
            <Button variant="outline" onClick={() => void users.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No users found</p>
        ) : (
          <TableOrCards
            table={<WalletUsersTable users={rows} onAdjust={open} />}
            cards={<WalletUserCards users={rows} onAdjust={open} />}
          />
        )}
        {more && (
          <div className="border-t p-4 text-center">
            <Button
              variant="outline"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
            >
              {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </section>
      {target && (
        <AdjustWalletDialog
          key={opening}
          user={target.user}
          direction={target.direction}
          onClose={() => setTarget(null)}
        />
      )}
    </AdminPage>
  );
}
