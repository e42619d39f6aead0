import { formatLagosRelativeDate } from '#shared/lagos-time.ts';

const MINUTE = 60_000;

/** "Active now", "5 minutes ago", "3 hours ago", then "Yesterday" or "Nov 3" (Lagos days). */
export function lastSeenText(when: string, now = Date.now()): string {
  const ago = now - Date.parse(when);
  if (Number.isNaN(ago)) return '';
  if (ago < 2 * MINUTE) return 'Active now';
  const minutes = Math.floor(ago / MINUTE);
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `Last used ${formatLagosRelativeDate(when, now).replace(/^Yesterday$/, 'yesterday')}`;
}
