import type { AdminUser } from '#shared/schemas/admin-users.ts';

/** Bytes as megabytes with two decimals: 1572864 -> "1.50 MB"; 'N/A' when missing. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return 'N/A';
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export const ID_TYPE_LABEL = { nin: 'NIN', passport: 'Passport' } as const;

/** Name for headings and labels: the full name, else the e-mail. */
export const displayName = (u: Pick<AdminUser, 'full_name' | 'email'>) =>
  u.full_name?.trim() || u.email;

/** "Lagos, Lagos, Nigeria" from what is known; 'N/A' when nothing is. */
export function formatLocation(u: Pick<AdminUser, 'city' | 'state' | 'country'>): string {
  const parts = [u.city, u.state, u.country].filter((p): p is string => !!p?.trim());
  return parts.length ? parts.join(', ') : 'N/A';
}

/** A KYC submission an administrator can decide: pending, with a document sent. */
export const canDecideKyc = (u: Pick<AdminUser, 'kyc_status' | 'kyc_documents'>) =>
  u.kyc_status === 'pending' && !!u.kyc_documents?.id_document;
