/** Bill dates read the Nigerian way (en-NG), in Lagos time: "23 Nov 2026, 5:04 pm". */
export function formatBillDate(iso: string, withTime = true): string {
  return new Date(iso).toLocaleString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: 'Africa/Lagos',
  });
}
