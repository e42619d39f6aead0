import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/lib/toast.ts';

const LOAD_ERROR = 'Failed to load rates';

/** The cards of one tab, with its loading and failed states. */
export function RatesGrid({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  useEffect(() => {
    if (query.isError) notify.error('Error', LOAD_ERROR);
  }, [query.isError]);

  if (query.isError) return <LoadError text={LOAD_ERROR} onRetry={() => void query.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isPending}>
      {query.isPending
        ? Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))
        : children}
    </div>
  );
}
