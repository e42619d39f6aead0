import { LOAN_DOCUMENT_FIELDS, type LoanDocumentField } from '#shared/schemas/loans-documents.ts';
import { isApiError } from '#web/lib/api.ts';

const isDocumentField = (field: string | undefined): field is LoanDocumentField =>
  field !== undefined && Object.hasOwn(LOAN_DOCUMENT_FIELDS, field);

/**
 * The document a 400 answer is about, and why, when the server refused one:
 * the answer's `field` names it, and its message starts with the document's
 * label ("Bank Statement: Please upload PDF, JPG, JPEG or PNG files only").
 */
export function refusedDocument(
  error: unknown,
): { field: LoanDocumentField; message: string } | null {
  if (!isApiError(error) || error.status !== 400 || !isDocumentField(error.field)) return null;
  const prefix = `${LOAN_DOCUMENT_FIELDS[error.field]}: `;
  const message = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return { field: error.field, message };
}

/** A 4xx message for a person: "application.loan_amount: Minimum …" reads as its sentence. */
export function refusalText(message: string): string {
  return /^application\.[\w.]+: (.+)$/.exec(message)?.[1] ?? message;
}
