// Dates on the money screens are formatted en-NG, as the spec's bill and loan screens are.
const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** "23 Nov 2026, 18:00". */
export const formatWithdrawalDate = (iso: string) => dateTime.format(new Date(iso));
