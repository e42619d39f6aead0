import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '#server/http/errors.ts';
import { LOAN_MESSAGES } from '#shared/schemas/loans-application.ts';
import {
  LOAN_DOCUMENT_FIELDS,
  LOAN_FILE_MAX_BYTES,
  LOAN_FILE_TYPES,
  type LoanDocumentField,
} from '#shared/schemas/loans-documents.ts';

type LoanFileType = (typeof LOAN_FILE_TYPES)[number];

const EXTENSION: Record<LoanFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
/** The names a file of each type may carry. */
const NAMES: Record<string, LoanFileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const refuse = (field: LoanDocumentField, message: string) =>
  new AppError('VALIDATION_ERROR', `${LOAN_DOCUMENT_FIELDS[field]}: ${message}`, field);

/**
 * A loan document, checked by content: not empty, at most 10 MB, and a PDF,
 * JPEG or PNG by its magic bytes. Its name must not say otherwise: a text
 * file called statement.pdf, or a PNG called scan.pdf, is refused.
 */
export async function checkLoanFile(field: LoanDocumentField, fileName: string, bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw refuse(field, LOAN_MESSAGES.fileEmpty);
  if (bytes.byteLength > LOAN_FILE_MAX_BYTES) throw refuse(field, LOAN_MESSAGES.fileTooLarge);
  const detected = (await fileTypeFromBuffer(bytes))?.mime as LoanFileType | undefined;
  if (!detected || !LOAN_FILE_TYPES.includes(detected)) throw refuse(field, LOAN_MESSAGES.fileType);
  const named = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  if (named !== undefined && NAMES[named] !== detected) throw refuse(field, LOAN_MESSAGES.fileType);
  return { contentType: detected, extension: EXTENSION[detected] };
}
