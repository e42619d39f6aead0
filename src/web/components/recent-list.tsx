import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  Fragment,
  type ReactNode,
  type SVGProps,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** What the list needs of a paged query (a TanStack `useInfiniteQuery` result fits). */
export type PagedQuery<T> = {
  data?: { pages: { items: T[] }[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type RecentListProps<T extends { id: string }> = {
  /** The heading's text; it also names the section. */
  title: string;
  query: PagedQuery<T>;
  /** A plural noun for the loading and error states: "Loading purchases". */
  noun: string;
  empty: { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; hint: string };
  /** Still waiting on the server; when it stops being open its money settled or came back. */
  isOpen: (item: T) => boolean;
  renderItem: (item: T) => ReactNode;
};

/** When an open item turns final, money moved: the balances and histories on screen change. */
function useRefreshOnSettled(openIds: string[]) {
  const queryClient = useQueryClient();
  const before = useRef<string[]>([]);
  const key = openIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    const now = new Set(openIds);
    if (before.current.some((id) => !now.has(id)))
      for (const k of ['wallets', 'me', 'transactions', 'notifications'])
        void queryClient.invalidateQueries({ queryKey: [k] });
    before.current = openIds;
  }, [key, queryClient]);
}

function Body<T extends { id: string }>({
  query,
  noun,
  empty,
  isOpen,
  renderItem,
}: Omit<RecentListProps<T>, 'title'>) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  useRefreshOnSettled(items.filter(isOpen).map((i) => i.id));

  if (query.isPending)
    return (
      <ul aria-label={`Loading ${noun}`} className="grid gap-3 py-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-8 flex-1" />
          </li>
        ))}
      </ul>
    );
  // A failed refetch keeps the rows already shown.
  if (query.isError && !query.data)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="font-medium text-destructive">Failed to load {noun}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted">
          <empty.icon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-medium">{empty.title}</p>
        <p className="text-sm text-muted-foreground">{empty.hint}</p>
      </div>
    );
  return (
    <>
      <ul className="divide-y">
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="mt-3 w-full"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      )}
    </>
  );
}

/** A feature's latest items in a card, newest first, a page at a time, with its empty and error states. */
export function RecentList<T extends { id: string }>({ title, ...body }: RecentListProps<T>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="h-fit min-w-0 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <Body {...body} />
    </section>
  );
}
