import { tryParseAmount } from '#shared/money.ts';
import type { LoanApplicationInput } from '#shared/schemas/loans-application.ts';
import { LOAN_DOCUMENT_FIELDS, type LoanDocumentField } from '#shared/schemas/loans-documents.ts';

// The loan form as the user types it: naira text and plain strings, in the
// shape of the shared application schema, so each schema issue's path is the
// name of the field it is about. The documents ride along as File objects.

export type LoanDocuments = {
  bank_statement: File | null;
  proof_of_address: File | null;
  identification: File | null;
  additional_documents: File[];
};

export type LoanFormValues = {
  loan_type: string;
  /** Naira, as typed. */
  loan_amount: string;
  /** '1' to '6', or '' before a choice. */
  loan_duration: string;
  use_of_funds: string;
  personal_info: { full_name: string; bvn: string; state: string };
  business_info: {
    business_name: string;
    business_type: string;
    cac_number: string;
    industry_sector: string;
    year_established: string;
    /** Naira, as typed. */
    monthly_revenue: string;
    monthly_expenses: string;
    business_address: string;
    existing_loan: string;
    willing_to_provide_guarantor: string;
    willing_to_provide_collateral: string;
  };
  documents: LoanDocuments;
  declaration: { information_accurate: boolean; agree_to_terms: boolean };
};

export const emptyLoanForm = (): LoanFormValues => ({
  loan_type: '',
  loan_amount: '',
  loan_duration: '',
  use_of_funds: '',
  personal_info: { full_name: '', bvn: '', state: '' },
  business_info: {
    business_name: '',
    business_type: '',
    cac_number: '',
    industry_sector: '',
    year_established: '',
    monthly_revenue: '',
    monthly_expenses: '',
    business_address: '',
    existing_loan: '',
    willing_to_provide_guarantor: '',
    willing_to_provide_collateral: '',
  },
  documents: {
    bank_statement: null,
    proof_of_address: null,
    identification: null,
    additional_documents: [],
  },
  declaration: { information_accurate: false, agree_to_terms: false },
});

/** Naira text as kobo; nothing typed is "missing", unreadable text is NaN (both refused by the schema). */
export function koboOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return tryParseAmount(text, { currency: 'NGN' }) ?? Number.NaN;
}

const wholeNumber = (text: string) =>
  text.trim() === '' ? undefined : /^\d{1,6}$/.test(text.trim()) ? Number(text) : Number.NaN;

/** An unchosen select is absent, so the schema says it is required. */
const chosen = (value: string) => (value === '' ? undefined : value);

/** What the schema is asked about: the form's values in the API's units (kobo, numbers). */
export function toApplicationInput(v: LoanFormValues): LoanApplicationInput {
  const b = v.business_info;
  // The schema reports wrong values itself; the casts only let them through to it.
  return {
    loan_type: chosen(v.loan_type),
    loan_amount: koboOf(v.loan_amount),
    loan_duration: wholeNumber(v.loan_duration),
    use_of_funds: v.use_of_funds,
    personal_info: { ...v.personal_info, state: chosen(v.personal_info.state) },
    business_info: {
      business_name: b.business_name,
      business_type: chosen(b.business_type),
      cac_number: b.cac_number,
      industry_sector: chosen(b.industry_sector),
      year_established: wholeNumber(b.year_established),
      monthly_revenue: koboOf(b.monthly_revenue),
      monthly_expenses: koboOf(b.monthly_expenses),
      business_address: b.business_address,
      existing_loan: chosen(b.existing_loan),
      willing_to_provide_guarantor: chosen(b.willing_to_provide_guarantor),
      willing_to_provide_collateral: chosen(b.willing_to_provide_collateral),
    },
    declaration: v.declaration,
  } as LoanApplicationInput;
}

/** Which of the three steps a field (a dotted path) belongs to. */
export function stepOf(path: string): 1 | 2 | 3 {
  if (path.startsWith('personal_info') || path.startsWith('business_info')) return 2;
  if (path.startsWith('documents') || path.startsWith('declaration')) return 3;
  return 1;
}

export const DOCUMENT_FIELDS = Object.keys(LOAN_DOCUMENT_FIELDS) as LoanDocumentField[];

/** The files to send, each under its multipart field name. */
export function documentParts(d: LoanDocuments): { field: LoanDocumentField; file: File }[] {
  const parts: { field: LoanDocumentField; file: File }[] = [];
  for (const field of ['bank_statement', 'proof_of_address', 'identification'] as const) {
    const file = d[field];
    if (file) parts.push({ field, file });
  }
  for (const file of d.additional_documents) parts.push({ field: 'additional_documents', file });
  return parts;
}
