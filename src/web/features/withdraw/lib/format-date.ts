// Dates on the money screens read en-NG, in Lagos time, as the bill screens do.
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** "23 Nov 2026, 18:00". */
export const formatWithdrawalDate = (iso: string) => dateTime.format(new Date(iso));
