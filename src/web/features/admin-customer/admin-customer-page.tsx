import { useParams, useSearchParams } from 'react-router';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { isApiError } from '#web/lib/api.ts';
import { useCustomer } from './api/customer.ts';
import { ActivityCards, TransactionsCard } from './components/activity-cards.tsx';
import { AuditCard } from './components/audit-card.tsx';
import { NotesCard } from './components/notes-card.tsx';
import { KycCard, ProfileCard, WalletsCard } from './components/profile-cards.tsx';
import { displayName } from './lib/people.ts';

/**
 * Customer 360 (/olorioko001/customers/:id): everything about one customer on
 * one page, reached from the global search and from every list. Sections are
 * cards, two columns on a wide screen, one on a phone; `?tx=` highlights the
 * transaction the search found.
 */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user: me } = useAuth();
  const customer = useCustomer(id);

  if (customer.isPending) return <ContentLoader text="Loading customer..." />;
  if (customer.isError) {
    const missing = isApiError(customer.error) && [400, 404].includes(customer.error.status);
    return (
      <AdminPage title="Customer">
        {missing ? (
          <p role="alert" className="rounded-xl border border-dashed bg-card p-10 text-center">
            No customer has this id.
          </p>
        ) : (
          <LoadError text="Failed to load the customer" onRetry={() => void customer.refetch()} />
        )}
      </AdminPage>
    );
  }
  const data = customer.data;
  return (
    <AdminPage title={displayName(data.customer)} description={data.customer.email}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProfileCard data={data} />
        <KycCard data={data} />
        <div className="lg:col-span-2">
          <WalletsCard data={data} />
        </div>
        <TransactionsCard data={data} highlight={params.get('tx') ?? undefined} />
        <ActivityCards data={data} />
        <div className="lg:col-span-2">
          <NotesCard data={data} ownAccount={me?.id === data.customer.id} />
        </div>
        <AuditCard data={data} />
      </div>
    </AdminPage>
  );
}
