// Every time the app shows, on every screen, in e-mails and receipts, is
// Lagos time (WAT), whatever the zone of the browser or the server: one
// record reads the same everywhere. Screens keep their own shapes (the
// customer's core screens read en-US, the bill, loan and money screens en-NG),
// but never their own zone. Nothing outside this file formats a time.

export const LAGOS_TIME_ZONE = 'Africa/Lagos';

/** An instant: an ISO string from the API, a Date, or milliseconds. */
export type Instant = string | number | Date;

const MISSING = 'N/A';

/** A formatter made on first use (making one is not free, and most screens use one or two). */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const lagos = (locale: string, options: Intl.DateTimeFormatOptions) =>
  lazyFormat(locale, { ...options, timeZone: LAGOS_TIME_ZONE });

const SHAPES = {
  dateTime: lagos('en-NG', { dateStyle: 'medium', timeStyle: 'short' }),
  date: lagos('en-NG', { dateStyle: 'medium' }),
  time: lagos('en-NG', { timeStyle: 'short' }),
  usDateTime: lagos('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  usDate: lagos('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  usMonthDayTime: lagos('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  usMonthDay: lagos('en-US', { month: 'short', day: 'numeric' }),
  usLongDate: lagos('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  usFullDateTime: lagos('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  parts: lagos('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }),
} as const;

/** The instant as a Date, or null when it is missing or unreadable. */
function toDate(when: Instant | null | undefined): Date | null {
  if (when === null || when === undefined || when === '') return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shape =
  (format: () => Intl.DateTimeFormat) =>
  (when: Instant | null | undefined): string => {
    const date = toDate(when);
    return date ? format().format(date) : MISSING;
  };

// Each formatter answers 'N/A' for a missing or unreadable time.

/** "23 Nov 2026, 14:53": the bill, loan and money screens, and the back office's detail. */
export const formatLagosDateTime = shape(SHAPES.dateTime);
/** "23 Nov 2026". */
export const formatLagosDate = shape(SHAPES.date);
/** "14:53". */
export const formatLagosTime = shape(SHAPES.time);
/** "Nov 23, 2026, 2:53 PM": the customer's core screens and the back office's lists. */
export const formatLagosDateTimeUs = shape(SHAPES.usDateTime);
/** "Nov 23, 2026": the back office's short dates. */
export const formatLagosShortDate = shape(SHAPES.usDate);
/** "Nov 23, 2:53 PM": the dashboard's recent transactions. */
export const formatLagosMonthDayTime = shape(SHAPES.usMonthDayTime);
/** "Nov 23". */
export const formatLagosMonthDay = shape(SHAPES.usMonthDay);
/** "November 23, 2026": Member Since. */
export const formatLagosLongDate = shape(SHAPES.usLongDate);
/** "Monday, November 23, 2026 at 2:53 PM": the rates dialog's "now". */
export const formatLagosFullDateTime = shape(SHAPES.usFullDateTime);

/** "23 Nov 2026, 14:53 WAT": where the zone must be said (a receipt read anywhere). */
export const formatLagosDateTimeWat = (when: Instant | null | undefined) => {
  const text = formatLagosDateTime(when);
  return text === MISSING ? text : `${text} WAT`;
};

function lagosParts(when: Instant) {
  const date = toDate(when);
  if (!date) throw new RangeError(`Not a time: ${String(when)}`);
  const parts = SHAPES.parts().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: Number(get('hour')) };
}

/** The Lagos calendar day of an instant, "2026-11-23" (the server groups days the same way). */
export function lagosDay(when: Instant = new Date()): string {
  const { year, month, day } = lagosParts(when);
  return `${year}-${month}-${day}`;
}

/** The hour (0–23) on a Lagos clock. */
export const lagosHour = (when: Instant = new Date()) => lagosParts(when).hour;

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;

/** "Today", "Yesterday" (by Lagos calendar day, not 24 hours), else "Nov 3". */
export function formatLagosRelativeDate(when: Instant, now: Instant = new Date()): string {
  if (!toDate(when)) return MISSING;
  const days = dayNumber(lagosDay(now)) - dayNumber(lagosDay(when));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatLagosMonthDay(when);
}

// A calendar day ("2026-12-26": a due date, a date of birth, a chart's day)
// is already a day, not an instant: it is shown as written, never shifted by
// a zone.

const CALENDAR = {
  date: lazyFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' }),
  longDate: lazyFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  monthDay: lazyFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  month: lazyFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  shortMonth: lazyFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
} as const;

const calendar = (format: () => Intl.DateTimeFormat) => (ymd: string) => {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? Date.parse(`${ymd}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(t) ? ymd : format().format(t);
};

/** "2026-12-26" -> "26 Dec 2026". */
export const formatCalendarDate = calendar(CALENDAR.date);
/** "1990-05-01" -> "May 1, 1990". */
export const formatCalendarLongDate = calendar(CALENDAR.longDate);
/** "2026-11-23" -> "Nov 23". */
export const formatCalendarMonthDay = calendar(CALENDAR.monthDay);

const calendarMonth = (format: () => Intl.DateTimeFormat) => (ym: string) =>
  /^\d{4}-\d{2}$/.test(ym) ? calendar(format)(`${ym}-01`) : ym;

/** A month "2026-11" -> "November 2026"; anything else stays as it is (a year). */
export const formatCalendarMonth = calendarMonth(CALENDAR.month);
/** "2026-11" -> "Nov 26", for chart axes. */
export const formatCalendarShortMonth = calendarMonth(CALENDAR.shortMonth);
