import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LOAN_MESSAGES } from '#shared/schemas/loans.ts';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { LoanApplicationForm } from './components/loan-application-form.tsx';
import { MyLoans } from './components/my-loans.tsx';

/** /loans: the three-step business loan application, then the user's applications. */
export function LoansPage() {
  // The screen waits for the user, as the spec's does.
  const me = useMe();
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
      <LoanApplicationForm />
      <MyLoans />
    </main>
  );
}
