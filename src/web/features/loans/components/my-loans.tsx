import { HandCoinsIcon } from 'lucide-react';
import { useState } from 'react';
import type { Loan } from '#shared/schemas/loans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { useLoans } from '../api/get-loans.ts';
import { useRepay } from '../hooks/use-repay.ts';
import { LoanCard } from './loan-card.tsx';
import { RepayDialog } from './repay-dialog.tsx';

/** My Applications: every application with its status; the schedule and Repay once paid out. */
export function MyLoans() {
  const list = useLoans();
  const loans = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [repaying, setRepaying] = useState<Loan | null>(null);
  const repay = useRepay();

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
              <LoanCard loan={loan} onRepay={setRepaying} />
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
      <RepayDialog
        loan={repaying}
        onClose={() => setRepaying(null)}
        onContinue={(loan, amount) => {
          setRepaying(null);
          repay.start(loan.id, amount);
        }}
      />
      <PinDialog
        open={repay.submission !== null}
        onOpenChange={(open) => !open && repay.cancel()}
        description={repay.submission?.description}
        onConfirm={repay.confirm}
      />
    </section>
  );
}
