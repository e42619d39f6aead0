import { AppError } from '#server/http/errors.ts';
import { sniffFileType } from '#server/providers/storage/file-type.ts';
import { KYC_FILE_TYPES, UPLOAD_LIMIT_BYTES } from '#shared/constants.ts';

const EXTENSIONS: Record<(typeof KYC_FILE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** A file over 5 MB is refused with these words and the status every too-large body gets. */
export const kycFileTooLarge = (field = 'document') =>
  new AppError('PAYLOAD_TOO_LARGE', 'File Size must be less than 5MB', field);

/**
 * The upload rules, checked by content: at most 5 MB, and a JPEG, PNG
 * or PDF by its magic bytes (the declared type is not trusted). `field` is
 * the form's field, which a refusal names.
 */
export async function checkKycFile(bytes: Uint8Array, field = 'document') {
  if (bytes.byteLength === 0)
    throw new AppError('VALIDATION_ERROR', `${field}: the file is empty`, field);
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES) throw kycFileTooLarge(field);
  const mime = (await sniffFileType(bytes)) as (typeof KYC_FILE_TYPES)[number] | undefined;
  if (!mime || !KYC_FILE_TYPES.includes(mime))
    throw new AppError('FILE_TYPE_NOT_ALLOWED', 'Please upload JPG, PNG, or PDF files only', field);
  return { mime, extension: EXTENSIONS[mime] };
}
