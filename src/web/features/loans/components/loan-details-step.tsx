import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { durationOptions, isLoanAmount, LOAN_LIMITS } from '#shared/loans-schedule.ts';
import {
  LOAN_MESSAGES,
  USE_OF_FUNDS_MAX,
  USE_OF_FUNDS_MIN,
} from '#shared/schemas/loans-application.ts';
import { LOAN_TYPE_NAMES, LOAN_TYPES } from '#shared/schemas/loans-choices.ts';
import { koboOf, type LoanFormValues } from '../lib/loan-form.ts';
import { monthsLabel } from '../loan-format.ts';
import { LoanEstimate } from './loan-estimate.tsx';
import { LoanSelectField, LoanTextareaField, LoanTextField } from './loan-fields.tsx';

const TYPE_OPTIONS = LOAN_TYPES.map((t) => ({ value: t, label: LOAN_TYPE_NAMES[t] }));
const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

/** Step 1, Loan Details: type, amount, duration (by amount), use of funds, and the estimate. */
export function LoanDetailsStep() {
  const { control, getValues, setValue, getFieldState } = useFormContext<LoanFormValues>();
  const [amountText, duration, useOfFunds] = useWatch({
    control,
    name: ['loan_amount', 'loan_duration', 'use_of_funds'],
  });
  const kobo = koboOf(amountText);
  const amount = kobo !== undefined && isLoanAmount(kobo) ? kobo : null;
  const months = durationOptions(amount ?? 0);

  // A smaller amount allows fewer months: a duration it no longer allows is chosen again.
  useEffect(() => {
    const chosen = Number(getValues('loan_duration'));
    if (amount !== null && chosen > months.length)
      setValue('loan_duration', '', {
        shouldValidate: getFieldState('loan_duration').isTouched,
      });
  }, [amount, months.length, getValues, setValue, getFieldState]);

  const count = useOfFunds.trim().length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LoanSelectField
        name="loan_type"
        label="Loan Type"
        placeholder="Select loan type"
        options={TYPE_OPTIONS}
      />
      <LoanTextField
        name="loan_amount"
        label="Loan Amount (₦)"
        type="number"
        inputMode="numeric"
        min={LOAN_LIMITS.minNaira}
        max={LOAN_LIMITS.maxNaira}
        step={LOAN_LIMITS.stepNaira}
        placeholder="e.g. 500000"
        hint={`${naira(LOAN_LIMITS.minNaira)} to ${naira(LOAN_LIMITS.maxNaira)}, in steps of ${naira(LOAN_LIMITS.stepNaira)}`}
      />
      <LoanSelectField
        name="loan_duration"
        label="Loan Duration"
        placeholder="Select duration"
        options={months.map((m) => ({ value: String(m), label: monthsLabel(m) }))}
        hint={`1 to ${LOAN_LIMITS.shortMaxMonths} months up to ${naira(LOAN_LIMITS.tierNaira)}; 1 to ${LOAN_LIMITS.longMaxMonths} months above`}
        className="sm:col-span-2"
      />
      <LoanTextareaField
        name="use_of_funds"
        label="Use of Funds"
        hint="What the loan will pay for, and how it helps the business."
        maxLength={USE_OF_FUNDS_MAX}
        aside={
          <span
            className={count >= USE_OF_FUNDS_MIN ? 'shrink-0 text-green-700' : 'shrink-0'}
            aria-live="polite"
          >
            {LOAN_MESSAGES.useOfFundsCounter(count)}
          </span>
        }
        className="sm:col-span-2"
      />
      {amount !== null && Number(duration) >= 1 && Number(duration) <= months.length && (
        <LoanEstimate amount={amount} months={Number(duration)} className="sm:col-span-2" />
      )}
    </div>
  );
}
