import { z } from 'zod';
import { MAX_AMOUNT_MINOR, NAME_MAX_LENGTH } from '../constants.ts';
import {
  LOAN_AMOUNT_STEP,
  LOAN_LIMITS,
  LOAN_MAX_AMOUNT,
  LOAN_MIN_AMOUNT,
  lagosToday,
  maxDurationMonths,
} from '../loans-schedule.ts';
import {
  BUSINESS_TYPES,
  INDUSTRY_SECTORS,
  LOAN_TYPES,
  NIGERIAN_STATES,
  YES_NO,
} from './loans-choices.ts';
import { LOAN_MAX_ADDITIONAL_DOCUMENTS, LOAN_UPLOAD_MAX_BYTES } from './loans-documents.ts';
import { userText } from './text.ts';

// Business loans: the three-step application (JSON plus uploaded documents) and
// what the user is told while filling it in. Amounts are kobo. The terms and the
// schedule are in ../loans-schedule.ts.

export const USE_OF_FUNDS_MIN = 50;
export const USE_OF_FUNDS_MAX = 2_000;
export const BVN_LENGTH = 11;
export const YEAR_ESTABLISHED_MIN = 1900;

/** What the user is told happens next (the success dialog). */
export const LOAN_TIMELINE = [
  'Initial review within 24 hours',
  'Review: 1-2 business days',
  'Decision: 2-3 business days, by e-mail',
  'Disbursement: 1 business day after approval',
] as const;

const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

export const LOAN_MESSAGES = {
  loading: 'Loading...',
  reviewTitle: 'Review Your Application',
  backToEdit: 'Back to Edit',
  submit: 'Submit Application',
  submitting: 'Submitting your application...',
  successTitle: 'Application Submitted',
  returnToDashboard: 'Return to Dashboard',
  submitFailed: 'Failed to submit application. Please try again.',
  typeRequired: 'Please select a loan type',
  amountRequired: 'Please enter the loan amount',
  amountMin: `Minimum loan amount is ${naira(LOAN_LIMITS.minNaira)}`,
  amountMax: `Maximum loan amount is ${naira(LOAN_LIMITS.maxNaira)}`,
  amountStep: `Loan amount must be in steps of ${naira(LOAN_LIMITS.stepNaira)}`,
  durationRequired: 'Please select the loan duration',
  durationTooLong: (maxMonths: number) =>
    maxMonths === LOAN_LIMITS.shortMaxMonths
      ? `Loans of ${naira(LOAN_LIMITS.tierNaira)} or less run for 1 to ${maxMonths} months`
      : `Loans run for 1 to ${maxMonths} months`,
  useOfFundsMin: `Please describe the use of funds in at least ${USE_OF_FUNDS_MIN} characters`,
  useOfFundsCounter: (n: number) => `${n}/${USE_OF_FUNDS_MIN} characters minimum`,
  fullNameRequired: 'Full name is required',
  bvnInvalid: `BVN must be ${BVN_LENGTH} digits`,
  stateRequired: 'Please select your state',
  businessNameRequired: 'Business name is required',
  businessTypeRequired: 'Please select the business type',
  cacRequired: 'CAC number is required',
  sectorRequired: 'Please select the industry sector',
  yearInvalid: (max: number) =>
    `Year established must be between ${YEAR_ESTABLISHED_MIN} and ${max}`,
  revenueInvalid: 'Monthly revenue must be 0 or more',
  expensesInvalid: 'Monthly expenses must be 0 or more',
  addressRequired: 'Business address is required',
  existingLoanRequired: 'Please say whether the business has an existing loan',
  declarationRequired: 'Please confirm both declarations',
  documentRequired: (label: string) => `${label} is required`,
  fileTooLarge: 'File size must be less than 10MB',
  fileType: 'Please upload PDF, JPG, JPEG or PNG files only',
  fileEmpty: 'The file is empty',
  tooManyAdditional: `At most ${LOAN_MAX_ADDITIONAL_DOCUMENTS} additional documents`,
  uploadTooLarge: `The documents must be at most ${LOAN_UPLOAD_MAX_BYTES / 1024 / 1024} MB together`,
} as const;

/** The current year in Lagos. */
export const lagosYear = (now = new Date()) => Number(lagosToday(now).slice(0, 4));

/** Worded with the year it is now, whenever it is asked. */
const yearMessage = () => LOAN_MESSAGES.yearInvalid(lagosYear());

const text = (required: string, max: number, multiline = false) =>
  userText({ max, required, multiline });

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { message });

/** A loan amount in kobo: ₦50,000 to ₦20,000,000 in steps of ₦50,000 (also for the approved amount). */
export const LoanAmountSchema = z
  .number({ message: LOAN_MESSAGES.amountRequired })
  .int({ message: 'must be a whole number of kobo' })
  .min(LOAN_MIN_AMOUNT, { message: LOAN_MESSAGES.amountMin })
  .max(LOAN_MAX_AMOUNT, { message: LOAN_MESSAGES.amountMax })
  // Out of bounds, the bound's message says enough.
  .refine((v) => v < LOAN_MIN_AMOUNT || v > LOAN_MAX_AMOUNT || v % LOAN_AMOUNT_STEP === 0, {
    message: LOAN_MESSAGES.amountStep,
  });

const NonNegativeKobo = (message: string) =>
  z
    .number({ message })
    .int({ message: 'must be a whole number of kobo' })
    .min(0, { message })
    .max(MAX_AMOUNT_MINOR, { message: 'is too large' });

export const PersonalInfoSchema = z.object({
  full_name: text(LOAN_MESSAGES.fullNameRequired, NAME_MAX_LENGTH),
  bvn: z
    .string({ message: LOAN_MESSAGES.bvnInvalid })
    .trim()
    .regex(/^\d{11}$/, { message: LOAN_MESSAGES.bvnInvalid }),
  state: choice(NIGERIAN_STATES, LOAN_MESSAGES.stateRequired),
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

export const BusinessInfoSchema = z.object({
  business_name: text(LOAN_MESSAGES.businessNameRequired, 200),
  business_type: choice(BUSINESS_TYPES, LOAN_MESSAGES.businessTypeRequired),
  cac_number: text(LOAN_MESSAGES.cacRequired, 30),
  industry_sector: choice(INDUSTRY_SECTORS, LOAN_MESSAGES.sectorRequired),
  year_established: z
    .number({ error: yearMessage })
    .int({ error: yearMessage })
    .min(YEAR_ESTABLISHED_MIN, { error: yearMessage })
    .refine((y) => y <= lagosYear(), { error: yearMessage }),
  /** Kobo a month. */
  monthly_revenue: NonNegativeKobo(LOAN_MESSAGES.revenueInvalid),
  monthly_expenses: NonNegativeKobo(LOAN_MESSAGES.expensesInvalid),
  business_address: text(LOAN_MESSAGES.addressRequired, 300, true),
  existing_loan: choice(YES_NO, LOAN_MESSAGES.existingLoanRequired),
  /** Asked on the form, not required to proceed. */
  willing_to_provide_guarantor: z.enum(YES_NO).nullish(),
  willing_to_provide_collateral: z.enum(YES_NO).nullish(),
});
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;

export const DeclarationSchema = z.object({
  information_accurate: z.literal(true, { message: LOAN_MESSAGES.declarationRequired }),
  agree_to_terms: z.literal(true, { message: LOAN_MESSAGES.declarationRequired }),
});

/**
 * The `application` part of POST /api/loans (the documents are the request's
 * file parts). The duration must fit the amount: 1 to 3 months up to and
 * including ₦3,000,000, 1 to 6 above.
 */
export const LoanApplicationSchema = z
  .object({
    loan_type: choice(LOAN_TYPES, LOAN_MESSAGES.typeRequired),
    loan_amount: LoanAmountSchema,
    loan_duration: z
      .number({ message: LOAN_MESSAGES.durationRequired })
      .int({ message: LOAN_MESSAGES.durationRequired })
      .min(1, { message: LOAN_MESSAGES.durationRequired })
      .max(LOAN_LIMITS.longMaxMonths, {
        message: LOAN_MESSAGES.durationTooLong(LOAN_LIMITS.longMaxMonths),
      }),
    use_of_funds: userText({
      max: USE_OF_FUNDS_MAX,
      min: USE_OF_FUNDS_MIN,
      multiline: true,
      required: LOAN_MESSAGES.useOfFundsMin,
    }),
    personal_info: PersonalInfoSchema,
    business_info: BusinessInfoSchema,
    declaration: DeclarationSchema,
  })
  .superRefine((v, ctx) => {
    const max = maxDurationMonths(v.loan_amount);
    // Beyond six months the field's own check has said so already.
    if (v.loan_duration > max && v.loan_duration <= LOAN_LIMITS.longMaxMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['loan_duration'],
        message: LOAN_MESSAGES.durationTooLong(max),
      });
  });
export type LoanApplication = z.infer<typeof LoanApplicationSchema>;
export type LoanApplicationInput = z.input<typeof LoanApplicationSchema>;
