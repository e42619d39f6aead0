import { RefreshCwIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { PagedList } from './admin-list-section.tsx';

/** Refresh: reads the list again; it spins while it does (not while Load more does). */
export function RefreshButton({ list, onClick }: { list: PagedList; onClick?: () => void }) {
  const refreshing = list.isFetching && !list.isFetchingNextPage;
  return (
    <Button
      variant="outline"
      onClick={onClick ?? (() => void list.refetch())}
      disabled={refreshing}
    >
      <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
      Refresh
    </Button>
  );
}
