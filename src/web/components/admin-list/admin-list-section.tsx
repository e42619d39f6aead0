import { type ReactNode, useEffect } from 'react';
import { TableOrCards } from '#web/components/responsive-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';

/** What the list widgets read of a keyset-paged `useInfiniteQuery`. */
export interface PagedList {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  /** "Applications": the heading, followed by how many rows are shown ("+" while more pages wait). */
  title: string;
  list: PagedList;
  rows: number;
  /** Replaces the row count in the heading. */
  count?: ReactNode;
  /** A search typed but not yet asked for: the rows are about to change (aria-busy, not dimmed). */
  searching?: boolean;
  loading: string;
  failed: {
    text: string;
    title?: string /** Also say it in a toast (and not again as an alert). */;
    toast?: boolean;
  };
  empty: string;
  table: ReactNode;
  cards: ReactNode;
}

/**
 * A back-office list: its heading, then loading, failed (with Try again),
 * empty, or the rows as a table at desktop and cards on a phone, and Load more.
 * While a new search's answer is on its way the old rows stay, dimmed. The section is busy
 * (aria-busy) from the first key of a search until its answer is in.
 */
export function AdminListSection({ id, title, list, rows, count, searching, ...say }: Props) {
  const failed = list.isError && !list.data;
  const { toast, text } = say.failed;
  useEffect(() => {
    if (toast && list.isError) notify.error('Error', text);
  }, [list.isError, toast, text]);

  return (
    <section
      className={cn(
        'min-w-0 rounded-xl border bg-card shadow-sm transition-opacity',
        list.isPlaceholderData && 'opacity-60',
      )}
      aria-labelledby={id}
      aria-busy={list.isPlaceholderData || searching}
    >
      <h2 id={id} className="border-b p-4 text-lg font-semibold">
        {title} ({count ?? rows}
        {count === undefined && list.hasNextPage ? '+' : ''})
      </h2>
      {list.isPending ? (
        <p role="status" className="p-6 text-center text-muted-foreground">
          {say.loading}
        </p>
      ) : failed ? (
        <div
          role={toast ? undefined : 'alert'}
          className="grid justify-items-center gap-3 p-6 text-center"
        >
          {say.failed.title && <p className="font-medium">{say.failed.title}</p>}
          <p className="text-muted-foreground">{text}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows === 0 ? (
        <p className="p-6 text-center text-muted-foreground">{say.empty}</p>
      ) : (
        <TableOrCards table={say.table} cards={say.cards} />
      )}
      <LoadMoreButton list={list} />
    </section>
  );
}

/** The next page's button, while there is one. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="border-t p-4 text-center">
      <Button
        variant="outline"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
