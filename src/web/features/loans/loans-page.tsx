import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Loan } from '#shared/schemas/loans.ts';
import { LOAN_MESSAGES } from '#shared/schemas/loans-application.ts';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { LoanApplicationForm } from './components/loan-application-form.tsx';
import { MyLoans } from './components/my-loans.tsx';
import { RepayFlow } from './components/repay-flow.tsx';
import { RunningLoans } from './components/running-loans.tsx';

/**
 * /loans: the loans still running (so nobody applies blind), the three-step
 * business loan application, then the user's applications.
 */
export function LoansPage() {
  // The form waits for the user's profile (a loader until then).
  const me = useMe();
  const [repaying, setRepaying] = useState<Loan | null>(null);
  if (me.isError && !me.data)
    return (
      <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <LoadError text="Failed to load your profile." onRetry={() => void me.refetch()} />
      </main>
    );
  if (!me.data) return <ContentLoader text={LOAN_MESSAGES.loading} />;

  return (
    <main className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Business Loan · Owo</title>
      <div className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Business Loan</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Finance your business: apply in three steps and repay from your Naira wallet
          </p>
        </div>
      </div>
      <RunningLoans onRepay={setRepaying} />
      <LoanApplicationForm />
      <MyLoans onRepay={setRepaying} />
      <RepayFlow loan={repaying} onClose={() => setRepaying(null)} />
    </main>
  );
}
