import type { Context } from 'hono';
import { validationError } from '#server/http/error-handler.ts';
import { AppError, badInput } from '#server/http/errors.ts';
import {
  LOAN_MESSAGES,
  type LoanApplication,
  LoanApplicationSchema,
} from '#shared/schemas/loans-application.ts';
import {
  LOAN_DOCUMENT_FIELDS,
  LOAN_MAX_ADDITIONAL_DOCUMENTS,
  type LoanDocumentField,
  REQUIRED_LOAN_DOCUMENTS,
} from '#shared/schemas/loans-documents.ts';
import type { UploadedFile } from './loans.service.ts';

const FILE_FIELDS = Object.keys(LOAN_DOCUMENT_FIELDS) as LoanDocumentField[];

/**
 * Reads POST /api/loans: the `application` JSON, checked with the shared
 * schema, and the document parts. Each required document exactly once,
 * additional ones up to the limit, and nothing else.
 */
export async function readLoanForm(
  c: Context,
): Promise<{ application: LoanApplication; files: UploadedFile[] }> {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw badInput('body', 'must be multipart/form-data');
  });
  for (const name of Object.keys(form))
    if (name !== 'application' && !FILE_FIELDS.includes(name as LoanDocumentField))
      throw badInput(name, 'is not a field of a loan application');

  const raw = form.application;
  if (typeof raw !== 'string') throw badInput('application', 'must be one JSON text');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badInput('application', 'is not valid JSON');
  }
  const parsed = LoanApplicationSchema.safeParse(json);
  if (!parsed.success) {
    const e = validationError(parsed.error);
    throw new AppError('VALIDATION_ERROR', `application.${e.message}`, `application.${e.field}`);
  }

  const files: UploadedFile[] = [];
  for (const field of FILE_FIELDS) {
    const value = form[field];
    const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (parts.some((p) => !(p instanceof File))) throw badInput(field, 'must be a file');
    const label = LOAN_DOCUMENT_FIELDS[field];
    if ((REQUIRED_LOAN_DOCUMENTS as readonly string[]).includes(field)) {
      if (parts.length === 0)
        throw new AppError('VALIDATION_ERROR', LOAN_MESSAGES.documentRequired(label), field);
      if (parts.length > 1) throw badInput(field, 'only one file, please');
    } else if (parts.length > LOAN_MAX_ADDITIONAL_DOCUMENTS) {
      throw new AppError('VALIDATION_ERROR', LOAN_MESSAGES.tooManyAdditional, field);
    }
    for (const part of parts as File[])
      files.push({ field, fileName: part.name, bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return { application: parsed.data, files };
}
