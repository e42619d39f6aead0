import { BVN_LENGTH, lagosYear, YEAR_ESTABLISHED_MIN } from '#shared/schemas/loans-application.ts';
import {
  BUSINESS_TYPES,
  INDUSTRY_SECTORS,
  NIGERIAN_STATES,
  YES_NO,
  YES_NO_NAMES,
} from '#shared/schemas/loans-choices.ts';
import { LoanSelectField, LoanTextareaField, LoanTextField } from './loan-fields.tsx';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const STATES = NIGERIAN_STATES.map((s) => ({
  value: s,
  label: s === 'FCT' ? 'FCT (Abuja)' : s,
}));
const YES_NO_OPTIONS = YES_NO.map((v) => ({ value: v, label: YES_NO_NAMES[v] }));

/** Step 2, Business Information: the applicant, then the business. */
export function BusinessInfoStep() {
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold">Personal Information</legend>
        <LoanTextField
          name="personal_info.full_name"
          label="Full Name"
          autoComplete="name"
          className="sm:col-span-2"
        />
        <LoanTextField
          name="personal_info.bvn"
          label="BVN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={BVN_LENGTH}
          hint="Your 11-digit Bank Verification Number"
        />
        <LoanSelectField
          name="personal_info.state"
          label="State"
          placeholder="Select state"
          options={STATES}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold">Business Details</legend>
        <LoanTextField
          name="business_info.business_name"
          label="Business Name"
          autoComplete="organization"
          maxLength={200}
        />
        <LoanSelectField
          name="business_info.business_type"
          label="Business Type"
          placeholder="Select business type"
          options={options(BUSINESS_TYPES)}
        />
        <LoanTextField
          name="business_info.cac_number"
          label="CAC Number"
          autoComplete="off"
          maxLength={30}
          hint="Registration number with the Corporate Affairs Commission"
        />
        <LoanSelectField
          name="business_info.industry_sector"
          label="Industry Sector"
          placeholder="Select sector"
          options={options(INDUSTRY_SECTORS)}
        />
        <LoanTextField
          name="business_info.year_established"
          label="Year Established"
          type="number"
          inputMode="numeric"
          min={YEAR_ESTABLISHED_MIN}
          max={lagosYear()}
          step={1}
        />
        <LoanSelectField
          name="business_info.existing_loan"
          label="Existing Loan"
          placeholder="Select"
          options={YES_NO_OPTIONS}
          hint="Does the business have a loan running now?"
        />
        <LoanTextField
          name="business_info.monthly_revenue"
          label="Monthly Revenue (₦)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
        />
        <LoanTextField
          name="business_info.monthly_expenses"
          label="Monthly Expenses (₦)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
        />
        <LoanTextareaField
          name="business_info.business_address"
          label="Business Address"
          maxLength={300}
          className="sm:col-span-2"
        />
        <LoanSelectField
          name="business_info.willing_to_provide_guarantor"
          label="Willing to Provide a Guarantor"
          placeholder="Select"
          options={YES_NO_OPTIONS}
        />
        <LoanSelectField
          name="business_info.willing_to_provide_collateral"
          label="Willing to Provide Collateral"
          placeholder="Select"
          options={YES_NO_OPTIONS}
        />
      </fieldset>
    </div>
  );
}
