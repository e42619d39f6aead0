import type { AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';

export const STATUS_LABELS: Record<AirtimeCashStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  completed: 'Completed',
};
