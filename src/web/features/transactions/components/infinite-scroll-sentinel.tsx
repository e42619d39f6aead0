import { Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Changes after every page, so the observer looks again when the list grows. */
  pageCount: number;
  /** The last page failed: offer a retry instead of looping on the observer. */
  failed?: boolean;
}

/** Loads the next page when the end of the list scrolls into view. */
export function InfiniteScrollSentinel({
  hasMore,
  loading,
  onLoadMore,
  pageCount,
  failed = false,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page means observe again, or a sentinel still in view never fires.
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, pageCount]);

  return (
    <div ref={ref} className="flex min-h-1 items-center justify-center has-[*]:py-3">
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Loading more transactions...
        </p>
      )}
      {failed && !loading && (
        <Button variant="outline" size="sm" onClick={onLoadMore}>
          Failed to load more. Try again
        </Button>
      )}
      {!hasMore && pageCount > 1 && (
        <p className="text-sm text-muted-foreground">You've reached the end of your history.</p>
      )}
    </div>
  );
}
