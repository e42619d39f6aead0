import type { AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';

export const STATUS_LABELS: Record<AirtimeCashStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  completed: 'Completed',
};

// Dates formatted en-NG, as elsewhere in the back office.
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const time = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** "23 Nov 2026, 18:00". */
export const formatDate = (iso: string) => dateTime.format(new Date(iso));
/** "23 Nov 2026". */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** "18:00". */
export const formatTime = (iso: string) => time.format(new Date(iso));
