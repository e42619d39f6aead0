import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** How long the search box waits for the typing to stop before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * One back-office list: the search box's text, the filters, and the
 * keyset-paged query they drive. `useList` is the feature's data hook; it gets
 * the filters with the trimmed, debounced search as `q`. The search starts
 * from the address's `?q=` (the customer page's links name the customer).
 */
export function useAdminList<F extends { q: string }, TPage extends { items: unknown[] }>(
  useList: (filters: F) => UseInfiniteQueryResult<InfiniteData<TPage, unknown>>,
  initialFilters: Omit<F, 'q'>,
) {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [filters, setFilters] = useState(initialFilters);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useList({ ...filters, q } as F);
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []) as TPage['items'];
  return {
    list,
    items,
    /** The first page: where the list's stats or counts come, whatever the filters. */
    first: list.data?.pages[0],
    /** The search the list was asked for. */
    q,
    /** Typed but not asked for yet (the debounce): the rows on screen are not its answer. */
    searching: text.trim() !== q,
    /** The filters and search the list was asked for (what Export CSV sends). */
    current: { ...filters, q } as F,
    search: { value: text, onChange: setText },
    /** The value and setter of one filter, to spread on its FilterSelect. */
    filter: <K extends keyof Omit<F, 'q'>>(key: K) => ({
      value: filters[key],
      onChange: (value: Omit<F, 'q'>[K]) => setFilters((f) => ({ ...f, [key]: value })),
    }),
  };
}
