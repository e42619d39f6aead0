import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import type { Direction } from './api/adjust-wallet.ts';
import { useWalletUsers, type WalletUser } from './api/get-users.ts';
import { AdjustWalletDialog } from './components/adjust-wallet-dialog.tsx';
import { WalletUserCards } from './components/wallet-user-cards.tsx';
import { WalletUsersTable } from './components/wallet-users-table.tsx';

/** Wallet Management: every user's balances, and an administrator's credit or debit. */
export function AdminWalletsPage() {
  const { list, items: rows, first, q, search, searching } = useAdminList(useWalletUsers, {});
  const [target, setTarget] = useState<{ user: WalletUser; direction: Direction } | null>(null);
  // One mount of the dialog per opening, so each opening has its own Idempotency-Key.
  const [opening, setOpening] = useState(0);

  // Unsearched, the heading counts every user; a search counts the rows it found.
  const total = first?.counts?.total;
  const count = !q && total !== undefined ? total : rows.length;

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
          <RefreshButton list={list} />
        </>
      }
    >
      <search className="min-w-0">
        <SearchBox
          label="Search users"
          placeholder="Search users by name, email, or phone"
          {...search}
        />
      </search>
      <AdminListSection
        id="wallet-users"
        title="Users"
        list={list}
        searching={searching}
        rows={rows.length}
        count={`${count}${q && list.hasNextPage ? '+' : ''}`}
        loading="Loading users..."
        failed={{ text: 'Failed to load users' }}
        empty="No users found"
        table={<WalletUsersTable users={rows} onAdjust={open} />}
        cards={<WalletUserCards users={rows} onAdjust={open} />}
      />
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
