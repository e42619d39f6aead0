const DAY_MS = 86_400_000;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

const shortMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Today", "Yesterday", or the short month and day ("Nov 3"), in local time. */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return shortMonthDay.format(date);
}

/** en-US, short month, with hour and minute ("Nov 3, 2026, 4:05 PM"). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
