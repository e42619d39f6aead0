import { RMB_QR_MAX_BYTES, RMB_QR_TYPES } from '#shared/schemas/rmb.ts';
import { isApiError } from '#web/lib/api.ts';

export const QR_ACCEPT = RMB_QR_TYPES.join(',');

export const QR_MESSAGES = {
  type: 'Please choose a PNG or JPG image',
  size: 'The image must be at most 5MB',
  failed: 'The QR code image could not be uploaded. Please try again.',
} as const;

/** A first check before uploading, by declared type and size; the server checks the content. */
export function checkQrFile(file: File): string | null {
  if (!(RMB_QR_TYPES as readonly string[]).includes(file.type)) return QR_MESSAGES.type;
  if (file.size > RMB_QR_MAX_BYTES) return QR_MESSAGES.size;
  return null;
}

/** Why the server refused an upload, in the screen's words: it checks the content, not the name. */
export function uploadProblem(error: unknown): string {
  if (!isApiError(error)) return QR_MESSAGES.failed;
  if (error.status === 400) return QR_MESSAGES.type;
  if (error.status === 413) return QR_MESSAGES.size;
  if (error.status === 429) return error.message;
  return QR_MESSAGES.failed;
}
