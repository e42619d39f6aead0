import type { Customer360 } from '#shared/schemas/customer-360.ts';
import { ADMIN_ROOT } from '#web/features/admin/admin-nav.ts';

/**
 * A back-office list searched for this customer: every list the customer page
 * links to searches by e-mail among other things, and starts from `?q=`.
 */
export const listFor = (path: string, data: Customer360) =>
  `${ADMIN_ROOT}/${path}?q=${encodeURIComponent(data.customer.email)}`;
