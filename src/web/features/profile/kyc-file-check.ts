import { KYC_FILE_TYPES, UPLOAD_LIMIT_BYTES } from '#shared/constants.ts';
import type { KycDocuments } from '#shared/schemas/kyc.ts';
import type { ApiErrorCode } from '#web/lib/api.ts';

export interface KycProblem {
  title: string;
  message: string;
}

// The upload rules' messages, word for word. The server checks again, by the file's content.
export const KYC_MESSAGES = {
  tooLarge: { title: 'File Too Large', message: 'File Size must be less than 5MB' },
  badType: { title: 'Invalid File Type', message: 'Please upload JPG, PNG, or PDF files only' },
  missing: {
    title: 'Missing Information',
    message: 'Please select ID type and upload your ID document',
  },
  missingProof: {
    title: 'Missing Information',
    message: 'Please upload your proof of address (a utility bill from the last 3 months)',
  },
  failed: { title: 'Error', message: 'Failed to upload ID document. Please try again.' },
} as const satisfies Record<string, KycProblem>;

export const ID_TYPE_LABELS = {
  nin: 'National Identification Number (NIN)',
  passport: 'International Passport',
} as const;

export const KYC_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The browser's quick check before anything is sent. */
export function checkKycFile(file: File): KycProblem | null {
  if (file.size > UPLOAD_LIMIT_BYTES) return KYC_MESSAGES.tooLarge;
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type)) return KYC_MESSAGES.badType;
  return null;
}

/** The title of the server's refusal of an upload, by its code. */
const TITLES: Partial<Record<ApiErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: KYC_MESSAGES.tooLarge.title,
  FILE_TYPE_NOT_ALLOWED: KYC_MESSAGES.badType.title,
  DOCUMENT_REQUIRED: KYC_MESSAGES.missing.title,
};

/** The title the server's answer to a rejected upload is shown under. */
export function titleFor(code: ApiErrorCode): string {
  return TITLES[code] ?? 'Upload failed';
}

/** "12 B", "3.4 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function kycDocumentsOf(value: unknown): KycDocuments | null {
  if (!value || typeof value !== 'object' || !('id_document' in value)) return null;
  return value as KycDocuments;
}
