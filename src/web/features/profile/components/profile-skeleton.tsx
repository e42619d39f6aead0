import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The profile page's shape while /api/me loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6">
      <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-6 sm:flex-row">
        <Skeleton className="size-20 rounded-full" />
        <div className="grid w-full max-w-xs gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-40" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
