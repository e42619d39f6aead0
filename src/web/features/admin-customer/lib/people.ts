import type { Customer360 } from '#shared/schemas/customer-360.ts';

type Customer = Customer360['customer'];

/** Name for headings: the full name, else the e-mail. */
export const displayName = (c: Pick<Customer, 'full_name' | 'email'>) =>
  c.full_name?.trim() || c.email;

/** "Lagos, Lagos, Nigeria" from what is known; 'N/A' when nothing is. */
export function formatLocation(c: Pick<Customer, 'city' | 'state' | 'country'>): string {
  const parts = [c.city, c.state, c.country].filter((p): p is string => !!p?.trim());
  return parts.length ? parts.join(', ') : 'N/A';
}

/** Bytes as megabytes with two decimals, as the KYC review shows them. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return 'N/A';
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export const ID_TYPE_LABEL = { nin: 'NIN', passport: 'Passport' } as const;

/** "•••• 1234", or that the BVN was never checked. */
export const bvnText = (last4: string | null) => (last4 ? `•••• ${last4}` : 'Not verified');
