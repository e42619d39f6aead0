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

/** A KYC submission an administrator can decide (reject, at least): pending, with a document sent. */
export const canDecideKyc = (u: Pick<AdminUser, 'kyc_status' | 'kyc_documents'>) =>
  u.kyc_status === 'pending' && !!u.kyc_documents?.id_document;

type Approvable = Pick<AdminUser, 'kyc_status' | 'kyc_documents' | 'tier'>;

/**
 * Why a decidable submission cannot be approved (tier 3 needs a verified BVN,
 * tier 2, and a proof of address; the server refuses it too), or null.
 */
export function approveBlocker(u: Approvable): string | null {
  if (u.tier < 2) return 'Approving needs a verified BVN (tier 2) first.';
  if (!u.kyc_documents?.proof_of_address)
    return 'Approving needs a proof of address: reject the submission so the user sends one.';
  return null;
}

/** A submission an administrator can approve (tier 3). */
export const canApproveKyc = (u: Approvable) => canDecideKyc(u) && approveBlocker(u) === null;
