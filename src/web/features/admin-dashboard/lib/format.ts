const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Short month, day, year ("Nov 23, 2026"); 'N/A' when missing. */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDate.format(date);
}

/** "conversion" -> "Conversion", "transfer_in" -> "Transfer in". */
export function humanize(text: string): string {
  const words = text.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A Lagos calendar day "2026-11-23" as "Nov 23" (the date itself, whatever the viewer's zone). */
export function formatDay(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}
