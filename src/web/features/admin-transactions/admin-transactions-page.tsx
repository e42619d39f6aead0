import { CURRENCIES } from '#shared/constants.ts';
import { LEDGER_STATUSES } from '#shared/schemas/admin-transactions.ts';
import { AdminListSection } from '#web/components/admin-list/admin-list-section.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { RefreshButton } from '#web/components/admin-list/refresh-button.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { capitalise } from './admin-format.ts';
import { useAdminTransactionStats, useAdminTransactions } from './api/get-admin-transactions.ts';
import { AdminTransactionCards } from './components/admin-transaction-cards.tsx';
import { AdminTransactionsTable } from './components/admin-transactions-table.tsx';
import { TransactionStats } from './components/transaction-stats.tsx';

const STATUS_NAMES = Object.fromEntries(LEDGER_STATUSES.map((s) => [s, capitalise(s)]));
const TYPES = ['credit', 'debit'] as const;
const TYPE_NAMES = { credit: 'Credit (money in)', debit: 'Debit (money out)' };

/** Wallet Transactions: every user's ledger transactions, with stats, search, filters and paging. */
export function AdminTransactionsPage() {
  const { list, items, search, filter } = useAdminList(useAdminTransactions, {});
  const stats = useAdminTransactionStats();

  return (
    <AdminPage
      title="Wallet Transactions"
      description="Every user's wallet transactions"
      actions={
        <RefreshButton
          list={list}
          onClick={() => {
            void list.refetch();
            void stats.refetch();
          }}
        />
      }
    >
      <TransactionStats stats={stats.data} />
      <FilterBar
        search={
          <SearchBox
            label="Search transactions"
            placeholder="Search by reference, email or description"
            {...search}
          />
        }
      >
        <FilterSelect
          label="Filter by currency"
          all="All currencies"
          options={CURRENCIES}
          className="md:w-40"
          {...filter('currency')}
        />
        <FilterSelect
          label="Filter by status"
          all="All statuses"
          options={LEDGER_STATUSES}
          names={STATUS_NAMES}
          className="md:w-40"
          {...filter('status')}
        />
        <FilterSelect
          label="Filter by type"
          all="All types"
          options={TYPES}
          names={TYPE_NAMES}
          className="md:w-40"
          {...filter('type')}
        />
      </FilterBar>
      <AdminListSection
        id="admin-tx-title"
        title="Transactions"
        list={list}
        rows={items.length}
        loading="Loading transactions..."
        failed={{ text: 'Failed to load transactions. Please try again.' }}
        empty="No transactions found"
        table={<AdminTransactionsTable items={items} />}
        cards={<AdminTransactionCards items={items} />}
      />
    </AdminPage>
  );
}
