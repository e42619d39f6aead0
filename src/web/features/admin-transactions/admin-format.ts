const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 3, 2026, 4:05 PM" in local time; 'N/A' when missing. */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : 'N/A';
}

/** "completed" -> "Completed". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
