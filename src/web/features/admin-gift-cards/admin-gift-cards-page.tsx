import { GiftIcon, Loader2Icon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GiftCard } from '#shared/schemas/gift-cards.ts';
import { ExportCsvButton } from '#web/components/admin-list/export-csv-button.tsx';
import { SearchBox } from '#web/components/admin-list/list-filters.tsx';
import { SEARCH_DEBOUNCE_MS } from '#web/components/admin-list/use-admin-list.ts';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { notify } from '#web/lib/toast.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useGiftCards } from './api/gift-cards.ts';
import { CreateGiftCardDialog } from './components/create-gift-card-dialog.tsx';
import { GiftCardCards } from './components/gift-card-cards.tsx';
import { GiftCardCreatedDialog } from './components/gift-card-created-dialog.tsx';
import { GiftCardsTable } from './components/gift-cards-table.tsx';

/** /olorioko001/gift-cards: every card, search by code, create in batches. */
export function AdminGiftCardsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useGiftCards({ q: q || undefined });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<GiftCard[] | null>(null);

  const failed = list.isError && !list.data;
  useEffect(() => {
    if (failed) notify.error('Error', 'Failed to load gift cards');
  }, [failed]);

  const cards = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const openCreate = () => setCreating(true);

  return (
    <AdminPage
      title="Gift Card Management"
      description="Create and manage gift cards"
      actions={
        <>
          <Button onClick={openCreate}>
            <PlusIcon aria-hidden="true" />
            Create Gift Card
          </Button>
          <ExportCsvButton path="/api/admin/gift-cards" filters={{ q: q || undefined }} />
          <Button
            variant="outline"
            onClick={() => void list.refetch()}
            disabled={list.isFetching && !list.isFetchingNextPage}
          >
            <RefreshCwIcon
              className={list.isRefetching ? 'animate-spin' : undefined}
              aria-hidden="true"
            />
            Refresh
          </Button>
        </>
      }
    >
      <SearchBox
        label="Search by code"
        placeholder="Search by code..."
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />

      <Card className="gap-0 overflow-hidden py-0">
        <CardHeader className="border-b py-4">
          <CardTitle>Gift Cards ({total})</CardTitle>
        </CardHeader>
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 p-12">
            <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Loading gift cards...</span>
          </div>
        ) : failed ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center">
            <p className="font-medium text-destructive">Failed to load gift cards</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : cards.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center">
            <GiftIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No gift cards found</p>
            <Button onClick={openCreate}>
              <PlusIcon aria-hidden="true" />
              Create Gift Card
            </Button>
          </div>
        ) : (
          <>
            <TableOrCards
              table={<GiftCardsTable cards={cards} />}
              cards={<GiftCardCards cards={cards} />}
            />
            {list.hasNextPage && (
              <div className="flex justify-center border-t p-4">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>

      <CreateGiftCardDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(items) => setCreated(items.length > 0 ? items : null)}
      />
      <GiftCardCreatedDialog cards={created} onDone={() => setCreated(null)} />
    </AdminPage>
  );
}
