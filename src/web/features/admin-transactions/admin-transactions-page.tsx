import { CURRENCIES } from '#shared/constants.ts';
import { LEDGER_STATUSES } from '#shared/schemas/admin-transactions.ts';
import { AdminListPage } from '#web/components/admin-list/admin-list-page.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
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
  const admin = useAdminList(useAdminTransactions, {});
  const stats = useAdminTransactionStats();
  return (
    <AdminListPage
      admin={admin}
      exportPath="/api/admin/transactions"
      title="Wallet Transactions"
      description="Every user's wallet transactions"
      onRefresh={() => {
        void admin.list.refetch();
        void stats.refetch();
      }}
      stats={<TransactionStats stats={stats.data} />}
      search={{
        label: 'Search transactions',
        placeholder: 'Search by reference, email or description',
      }}
      filters={{
        currency: { all: 'All currencies', options: CURRENCIES },
        status: { all: 'All statuses', options: LEDGER_STATUSES, names: STATUS_NAMES },
        type: { all: 'All types', options: TYPES, names: TYPE_NAMES },
      }}
      filterWidth="md:w-40"
      texts={{
        id: 'admin-tx-title',
        title: 'Transactions',
        loading: 'Loading transactions...',
        failed: { text: 'Failed to load transactions. Please try again.' },
        empty: 'No transactions found',
      }}
      table={(items) => <AdminTransactionsTable items={items} />}
      cards={(items) => <AdminTransactionCards items={items} />}
    />
  );
}
