import { LOAN_DOCUMENT_FIELDS, type LoanDocumentField } from '#shared/schemas/loans.ts';
import { isApiError } from '#web/lib/api.ts';

/**
 * The document a 4xx answer is about, and why, when the server refused one:
 * it words it "Bank Statement: Please upload PDF, JPG, JPEG or PNG files only".
 */
export function refusedDocument(
  error: unknown,
): { field: LoanDocumentField; message: string } | null {
  if (!isApiError(error) || error.status !== 400) return null;
  for (const [field, label] of Object.entries(LOAN_DOCUMENT_FIELDS))
    if (error.message.startsWith(`${label}: `))
      return {
        field: field as LoanDocumentField,
        message: error.message.slice(label.length + 2),
      };
  return null;
}

/** A 4xx message for a person: "application.loan_amount: Minimum …" reads as its sentence. */
export function refusalText(message: string): string {
  return /^application\.[\w.]+: (.+)$/.exec(message)?.[1] ?? message;
}
