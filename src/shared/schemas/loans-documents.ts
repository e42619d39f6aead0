import { z } from 'zod';

// Business loans: the documents uploaded with an application (the request's
// file parts) and how a stored one is shown.

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

export const LoanDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(LOAN_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type LoanDocument = z.infer<typeof LoanDocumentSchema>;
