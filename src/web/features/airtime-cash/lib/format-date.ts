// Dates on these screens are formatted en-NG, as the bill screens do.
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** "23 Nov 2026, 18:00". */
export const formatAirtimeDate = (iso: string) => dateTime.format(new Date(iso));
