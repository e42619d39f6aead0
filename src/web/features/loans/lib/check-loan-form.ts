import { maxDurationMonths } from '#shared/loans-schedule.ts';
import {
  LOAN_MESSAGES,
  type LoanApplication,
  LoanApplicationSchema,
} from '#shared/schemas/loans-application.ts';
import {
  LOAN_DOCUMENT_FIELDS,
  LOAN_FILE_MAX_BYTES,
  LOAN_FILE_TYPES,
  LOAN_MAX_ADDITIONAL_DOCUMENTS,
  REQUIRED_LOAN_DOCUMENTS,
} from '#shared/schemas/loans-documents.ts';
import { type LoanFormValues, stepOf, toApplicationInput } from './loan-form.ts';

/** Files the server refused, with its reason: they stay refused until another is chosen. */
export type Refusals = ReadonlyMap<File, string>;

const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/**
 * The browser's first look at a document: not empty, at most 10 MB, named and
 * typed as a PDF, JPG, JPEG or PNG. The server checks again, by its content.
 */
export function checkLoanFile(file: File, refusals?: Refusals): string | null {
  const refused = refusals?.get(file);
  if (refused) return refused;
  if (file.size === 0) return LOAN_MESSAGES.fileEmpty;
  if (file.size > LOAN_FILE_MAX_BYTES) return LOAN_MESSAGES.fileTooLarge;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (LOAN_FILE_TYPES as readonly string[]).includes(file.type);
  if (!EXTENSIONS.includes(extension) || !typeOk) return LOAN_MESSAGES.fileType;
  return null;
}

export type LoanCheck = {
  /** The first message for each field that is wrong, by its dotted name. */
  errors: Record<string, string>;
  /** The application as the API takes it, once every field is right. */
  application: LoanApplication | null;
};

function checkDocuments(v: LoanFormValues, refusals: Refusals | undefined) {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_LOAN_DOCUMENTS) {
    const file = v.documents[field];
    const problem = file
      ? checkLoanFile(file, refusals)
      : LOAN_MESSAGES.documentRequired(LOAN_DOCUMENT_FIELDS[field]);
    if (problem) errors[`documents.${field}`] = problem;
  }
  const extra = v.documents.additional_documents;
  if (extra.length > LOAN_MAX_ADDITIONAL_DOCUMENTS)
    errors['documents.additional_documents'] = LOAN_MESSAGES.tooManyAdditional;
  else
    for (const file of extra) {
      // The server's refusal does not say which of them it was.
      const refused = refusals?.get(file);
      const problem = refused ?? checkLoanFile(file);
      if (problem) {
        errors['documents.additional_documents'] = refused ?? `${file.name}: ${problem}`;
        break;
      }
    }
  return errors;
}

/** Every field of the three steps, with the shared schema's own messages. */
export function checkLoanForm(v: LoanFormValues, refusals?: Refusals): LoanCheck {
  const parsed = LoanApplicationSchema.safeParse(toApplicationInput(v));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  // The schema compares the duration with the amount only once the whole form is
  // right; step 1 needs to know before that.
  if (!errors.loan_amount && !errors.loan_duration && !parsed.success) {
    const amount = Number(toApplicationInput(v).loan_amount);
    const months = Number(v.loan_duration);
    const max = maxDurationMonths(amount);
    if (months > max) errors.loan_duration = LOAN_MESSAGES.durationTooLong(max);
  }
  Object.assign(errors, checkDocuments(v, refusals));
  const ok = parsed.success && Object.keys(errors).length === 0;
  return { errors, application: ok ? parsed.data : null };
}

/** Whether a step has nothing left to fix (its Next or Review button is enabled). */
export function stepReady(check: LoanCheck, step: 1 | 2 | 3): boolean {
  return !Object.keys(check.errors).some((path) => stepOf(path) === step);
}
