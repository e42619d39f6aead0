import { ArrowLeftIcon, ArrowRightIcon, ClipboardCheckIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Loan } from '#shared/schemas/loans.ts';
import type { LoanApplication } from '#shared/schemas/loans-application.ts';
import { LOAN_STEPS } from '#shared/schemas/loans-choices.ts';
import type { LoanDocumentField } from '#shared/schemas/loans-documents.ts';
import { StepIndicator } from '#web/components/step-indicator.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { useLoanSubmission } from '../hooks/use-loan-submission.ts';
import { checkLoanForm, stepReady } from '../lib/check-loan-form.ts';
import { documentParts, emptyLoanForm, type LoanFormValues } from '../lib/loan-form.ts';
import { loanResolver } from '../lib/loan-resolver.ts';
import { BusinessInfoStep } from './business-info-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { LoanDetailsStep } from './loan-details-step.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { SubmittingOverlay } from './submitting-overlay.tsx';
import { SuccessDialog } from './success-dialog.tsx';

type Step = 1 | 2 | 3;
type Review = { application: LoanApplication; files: { field: LoanDocumentField; file: File }[] };

/**
 * The three steps. Every step stays mounted (only the current one shows), so
 * the chosen files stay in their inputs while the user goes back and forth.
 */
function ApplicationSteps({ onSubmitted }: { onSubmitted: (loan: Loan) => void }) {
  const [step, setStep] = useState<Step>(1);
  const [refusals, setRefusals] = useState<ReadonlyMap<File, string>>(new Map());
  const refusalsNow = useRef(refusals);
  refusalsNow.current = refusals;
  const [resolver] = useState(() => loanResolver(() => refusalsNow.current));
  const form = useForm<LoanFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyLoanForm(),
  });
  const values = form.watch();
  const check = checkLoanForm(values, refusals);
  const ready = stepReady(check, step);
  const [review, setReview] = useState<Review | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submission = useLoanSubmission({
    onSubmitted,
    onDocumentRefused: (field, message) => {
      const docs = form.getValues('documents');
      const files = field === 'additional_documents' ? docs.additional_documents : [docs[field]];
      const next = new Map(refusalsNow.current);
      for (const f of files) if (f) next.set(f, message);
      refusalsNow.current = next;
      setRefusals(next);
      void form.trigger(`documents.${field}`);
    },
  });

  // A new step: its heading takes the focus, so the next field is one Tab away.
  const go = (to: Step) => {
    setStep(to);
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  };

  const proceed = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    if (step < 3) go((step + 1) as Step);
    else if (check.application)
      setReview({ application: check.application, files: documentParts(values.documents) });
  };

  const submit = () => {
    if (!review) return;
    setReview(null);
    void submission.submit(review.application, review.files);
  };

  return (
    <Form {...form}>
      <form
        onSubmit={proceed}
        noValidate
        aria-labelledby="loan-form-heading"
        className="grid gap-6"
      >
        <StepIndicator steps={LOAN_STEPS} step={step} label="Application steps" connected />
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
          id="loan-step-heading"
        >
          <span className="sr-only">
            Step {step} of {LOAN_STEPS.length}:{' '}
          </span>
          {LOAN_STEPS[step - 1]}
        </h3>
        <div hidden={step !== 1}>
          <LoanDetailsStep />
        </div>
        <div hidden={step !== 2}>
          <BusinessInfoStep />
        </div>
        <div hidden={step !== 3}>
          <DocumentsStep />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step > 1 ? (
              <Button type="button" variant="outline" onClick={() => go((step - 1) as Step)}>
                <ArrowLeftIcon aria-hidden="true" />
                Previous
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={!ready || submission.submitting}>
              {step < 3 ? 'Next' : 'Review Application'}
              {step < 3 ? (
                <ArrowRightIcon aria-hidden="true" />
              ) : (
                <ClipboardCheckIcon aria-hidden="true" />
              )}
            </Button>
          </div>
          {!ready && (
            <p className="text-xs text-muted-foreground sm:text-right">
              Complete every required field of this step to continue.
            </p>
          )}
        </div>
      </form>
      <ReviewDialog
        application={review?.application ?? null}
        files={review?.files ?? []}
        onBack={() => setReview(null)}
        onSubmit={submit}
      />
      {submission.submitting && <SubmittingOverlay />}
    </Form>
  );
}

/** The Business Loan application; a submitted one starts the form afresh at step 1. */
export function LoanApplicationForm() {
  const [round, setRound] = useState(0);
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="loan-form-heading"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="loan-form-heading" className="text-xl font-semibold">
          Apply for a Business Loan
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          From ₦50,000 to ₦20,000,000, repaid monthly over 1 to 6 months.
        </p>
      </div>
      <ApplicationSteps
        key={round}
        onSubmitted={(loan) => {
          setRound((r) => r + 1);
          setSubmittedId(loan.id);
        }}
      />
      <SuccessDialog applicationId={submittedId} onClose={() => setSubmittedId(null)} />
    </section>
  );
}
