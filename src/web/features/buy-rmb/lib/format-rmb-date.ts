/** Purchase dates read the Nigerian way (en-NG), in Lagos time: "23 Nov 2026, 5:04 pm". */
export function formatRmbDate(iso: string): string {
  return new Date(iso).toLocaleString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
  });
}
