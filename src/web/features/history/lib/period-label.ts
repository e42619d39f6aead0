const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit' });

function parse(period: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, 1) : null;
}

/** "2026-11" -> "November 2026"; a year stays as it is. */
export function periodLabel(period: string): string {
  const date = parse(period);
  return date ? monthYear.format(date) : period;
}

/** "2026-11" -> "Nov 26", for chart axes. */
export function shortPeriodLabel(period: string): string {
  const date = parse(period);
  return date ? shortMonth.format(date) : period;
}
