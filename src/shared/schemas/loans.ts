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
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { userText } from './text.ts';

// Business loans: the three-step application (JSON plus uploaded documents),
// what the user sees of a loan and its schedule, and the back office's review.
// Amounts are kobo. The terms and the schedule are in ../loans-schedule.ts.

export const LOAN_TYPES = [
  'asset-financing',
  'operational-capital',
  'inventory-financing',
  'invoice-financing',
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const LOAN_TYPE_NAMES: Record<LoanType, string> = {
  'asset-financing': 'Asset Financing',
  'operational-capital': 'Operational Capital',
  'inventory-financing': 'Inventory Financing',
  'invoice-financing': 'Invoice Financing',
};

export const BUSINESS_TYPES = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Company',
  'Public Limited Company',
  'Cooperative Society',
  'Non-Profit Organization',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INDUSTRY_SECTORS = [
  'Agriculture',
  'Manufacturing',
  'Retail/Wholesale',
  'Services',
  'Technology',
  'Healthcare',
  'Education',
  'Construction',
  'Transportation',
  'Hospitality',
  'Financial Services',
  'Real Estate',
  'Energy',
  'Mining',
  'Other',
] as const;
export type IndustrySector = (typeof INDUSTRY_SECTORS)[number];

/** The 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const YES_NO = ['yes', 'no'] as const;
export const YES_NO_NAMES = { yes: 'Yes', no: 'No' } as const;

export const LOAN_STEPS = ['Loan Details', 'Business Information', 'Document Upload'] as const;

/**
 * pending -> under_review -> approved -> disbursed -> repaid; rejected from any
 * before disbursed. A disbursed loan with an instalment unpaid LOAN_DEFAULT_DAYS
 * past its due date is defaulted (still repayable; a restructure makes it
 * disbursed again); an administrator may write off a disbursed or defaulted one.
 */
export const LOAN_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'disbursed',
  'repaid',
  'defaulted',
  'written_off',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_STATUS_NAMES: Record<LoanStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  disbursed: 'Disbursed',
  repaid: 'Repaid',
  defaulted: 'Defaulted',
  written_off: 'Written Off',
};

export const INSTALMENT_STATUSES = ['due', 'paid', 'overdue'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const USE_OF_FUNDS_MIN = 50;
export const USE_OF_FUNDS_MAX = 2_000;
export const BVN_LENGTH = 11;
export const YEAR_ESTABLISHED_MIN = 1900;

/** The uploads: PDF, JPG/JPEG or PNG by content, each at most 10 MB. */
export const LOAN_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LOAN_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** For the file inputs' `accept`. */
export const LOAN_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const LOAN_MAX_ADDITIONAL_DOCUMENTS = 5;
/** The whole multipart request: every document at its largest, and the form. */
export const LOAN_UPLOAD_MAX_BYTES = (3 + LOAN_MAX_ADDITIONAL_DOCUMENTS) * LOAN_FILE_MAX_BYTES;

/** The multipart fields of POST /api/loans and their labels; the first three are required. */
export const LOAN_DOCUMENT_FIELDS = {
  bank_statement: 'Bank Statement',
  proof_of_address: 'Proof of Address',
  identification: 'Identification',
  additional_documents: 'Additional Documents',
} as const;
export type LoanDocumentField = keyof typeof LOAN_DOCUMENT_FIELDS;
export const REQUIRED_LOAN_DOCUMENTS = [
  'bank_statement',
  'proof_of_address',
  'identification',
] as const;
/** How a stored document is named: its field, `additional` for the repeatable one. */
export const LOAN_DOCUMENT_KINDS = [...REQUIRED_LOAN_DOCUMENTS, 'additional'] as const;
export type LoanDocumentKind = (typeof LOAN_DOCUMENT_KINDS)[number];

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

export const LoanDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(LOAN_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type LoanDocument = z.infer<typeof LoanDocumentSchema>;

export const LoanInstalmentSchema = z.object({
  number: z.number().int(),
  /** YYYY-MM-DD. */
  due_date: z.string(),
  /** Kobo. */
  amount: z.number().int(),
  paid_amount: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type LoanInstalment = z.infer<typeof LoanInstalmentSchema>;

export const LoanRepaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** The ledger transaction that moved it. */
  transaction_id: z.string(),
  created_at: z.string(),
});
export type LoanRepayment = z.infer<typeof LoanRepaymentSchema>;

/**
 * A loan as its owner sees it. The terms (amount approved, rate, total,
 * instalments) are null or empty until an administrator approves.
 */
export const LoanSchema = z.object({
  id: z.string(),
  status: z.enum(LOAN_STATUSES),
  loan_type: z.enum(LOAN_TYPES),
  /** Kobo. */
  amount_requested: z.number().int(),
  duration_months: z.number().int(),
  use_of_funds: z.string(),
  personal_info: PersonalInfoSchema,
  business_info: BusinessInfoSchema,
  amount_approved: z.number().int().nullable(),
  /** 6 or 8 (% a month), fixed at approval. */
  monthly_rate_percent: z.number().nullable(),
  total_interest: z.number().int().nullable(),
  total_repayment: z.number().int().nullable(),
  /** The largest instalment. */
  monthly_payment: z.number().int().nullable(),
  amount_repaid: z.number().int(),
  /** total_repayment - amount_repaid once approved. */
  outstanding: z.number().int().nullable(),
  instalments: z.array(LoanInstalmentSchema),
  /** The oldest instalment not fully paid, while the loan runs. */
  next_instalment: LoanInstalmentSchema.nullable(),
  repayments: z.array(LoanRepaymentSchema),
  documents: z.array(LoanDocumentSchema),
  /** The administrator's note (the reason, on a rejection). */
  admin_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  disbursed_at: z.string().nullable(),
  /** Whole Lagos days since the oldest unpaid instalment fell due, while the loan runs; else null. */
  days_overdue: z.number().int().nullable(),
  /** When it was marked defaulted (it stays set after a restructure). */
  defaulted_at: z.string().nullable(),
  /** The last time its unpaid schedule was replaced by an administrator. */
  restructured_at: z.string().nullable(),
  written_off_at: z.string().nullable(),
  /** Kobo written off (what was outstanding then). */
  written_off_amount: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Loan = z.infer<typeof LoanSchema>;

export const LoansQuerySchema = z.object({
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export const LoanPageSchema = z.object({
  items: z.array(LoanSchema),
  next_cursor: z.string().nullable(),
});
export type LoanPage = z.infer<typeof LoanPageSchema>;

/** POST /api/loans/:id/repayments, with Idempotency-Key and X-Transaction-Pin. */
export const LoanRepaymentCreateSchema = z
  .object({
    /** Kobo, at most what is outstanding. */
    amount: z
      .number({ message: 'Please enter a valid amount' })
      .int({ message: 'must be a whole number of kobo' })
      .min(1, { message: 'Please enter a valid amount' })
      .max(MAX_AMOUNT_MINOR, { message: 'is too large' }),
  })
  .strict();
export type LoanRepaymentCreate = z.infer<typeof LoanRepaymentCreateSchema>;
export const LoanRepaymentResultSchema = z.object({
  repayment: LoanRepaymentSchema,
  loan: LoanSchema,
});
export type LoanRepaymentResult = z.infer<typeof LoanRepaymentResultSchema>;

export const REPAY_MESSAGES = {
  onlyDisbursed: 'Only a disbursed loan can be repaid',
  writtenOff: 'This loan was written off. Please contact support about it',
  alreadyRepaid: 'This loan is already fully repaid',
  tooMuch: (outstanding: string) => `You can repay at most ${outstanding}, what is outstanding`,
  insufficient: (balance: string, amount: string) =>
    `Insufficient balance. Current: ${balance}, Required: ${amount}`,
  successTitle: 'Repayment Successful',
  success: (amount: string) => `${amount} was paid towards your loan`,
} as const;

// The back office.

export const AdminLoansQuerySchema = LoansQuerySchema.extend({
  status: z.enum(LOAN_STATUSES).optional(),
  /** Part of the loan id, the applicant's or the business's name, or the user's e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminLoanSchema = LoanSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  reviewed_by_email: z.string().nullable(),
  /** The ledger credit of the disbursement, once disbursed. */
  disbursement_transaction_id: z.string().nullable(),
  /** The ledger posting of the write-off (loans -> loan_losses), once written off. */
  write_off_transaction_id: z.string().nullable(),
});
export type AdminLoan = z.infer<typeof AdminLoanSchema>;

export const LoanStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  under_review: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  disbursed: z.number().int(),
  repaid: z.number().int(),
  defaulted: z.number().int(),
  written_off: z.number().int(),
  /** Kobo asked for, over every application. */
  total_requested: z.number().int(),
  /** Kobo paid out, over every loan that was disbursed (also defaulted and written off). */
  total_disbursed: z.number().int(),
  /** Kobo repaid so far. */
  total_repaid: z.number().int(),
  /** Kobo still owed on disbursed and defaulted loans. */
  total_outstanding: z.number().int(),
  /** Kobo written off, over every written-off loan. */
  total_written_off: z.number().int(),
  /** Instalments past their due date and not fully paid. */
  overdue_instalments: z.number().int(),
});
export type LoanStats = z.infer<typeof LoanStatsSchema>;
export const AdminLoanPageSchema = z.object({
  items: z.array(AdminLoanSchema),
  next_cursor: z.string().nullable(),
  stats: LoanStatsSchema,
});
export type AdminLoanPage = z.infer<typeof AdminLoanPageSchema>;

export const LOAN_DECISIONS = ['under_review', 'approve', 'reject'] as const;
export type LoanDecisionKind = (typeof LOAN_DECISIONS)[number];

/**
 * Review: put under review, approve (fixes the amount, by default the amount
 * asked for, the month rate for it, and the schedule from today), or reject.
 */
export const LoanDecisionSchema = z
  .object({
    decision: z.enum(LOAN_DECISIONS, { message: 'must be under_review, approve or reject' }),
    /** On approve: kobo, within the same bounds and steps as the application. */
    amount_approved: LoanAmountSchema.optional(),
    /** Shown to the user (the reason, on a rejection). */
    note: userText({ max: 500, min: 0, multiline: true }).optional(),
  })
  .strict();
export type LoanDecision = z.infer<typeof LoanDecisionSchema>;

export const ADMIN_LOAN_MESSAGES = {
  loadFailed: 'Failed to load loans',
  reviewFailed: 'Failed to update loan',
  disburseFailed: 'Failed to disburse loan',
  done: {
    under_review: 'Loan marked under review',
    approve: 'Loan approved',
    reject: 'Loan rejected',
  } satisfies Record<LoanDecisionKind, string>,
  disbursed: 'Loan disbursed to the NGN wallet',
  alreadyDecided: (status: string) => `This loan is already ${status.replace('_', ' ')}`,
  durationTooLong: (months: number, maxMonths: number) =>
    `The application asks for ${months} months; the approved amount allows at most ${maxMonths}`,
  onlyApproved: 'Only an approved loan can be disbursed',
  rejectedNoDisburse: 'A rejected loan cannot be disbursed',
  alreadyDisbursed: 'This loan has already been disbursed',
} as const;
