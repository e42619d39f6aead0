import { HandCoinsIcon } from 'lucide-react';
import type { Loan } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLoans } from '../api/get-loans.ts';
import { LoanCard } from './loan-card.tsx';

/** My Applications: every application with its status; the schedule and Repay once paid out. */
export function MyLoans({ onRepay }: { onRepay: (loan: Loan) => void }) {
  const list = useLoans();
  const loans = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section
      aria-labelledby="my-loans-heading"
      className="min-w-0 rounded-2xl border bg-card shadow-sm"
    >
      <h2 id="my-loans-heading" className="border-b p-4 text-lg font-semibold sm:px-5">
        My Applications
      </h2>
      {list.isPending ? (
        <div className="grid gap-3 p-4" role="status" aria-label="Loading applications">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.isError && !list.data ? (
        <div className="grid justify-items-center gap-3 p-6 text-center">
          <p className="text-muted-foreground">Failed to load your applications.</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : loans.length === 0 ? (
        <div className="grid justify-items-center gap-2 p-8 text-center">
          <HandCoinsIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No loan applications yet</p>
          <p className="text-sm text-muted-foreground">
            Your applications and their repayment schedules show here.
          </p>
        </div>
      ) : (
        <ul className="divide-y">
          {loans.map((loan) => (
            <li key={loan.id}>
              <LoanCard loan={loan} onRepay={onRepay} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="border-t p-4 text-center">
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      )}
    </section>
  );
}
