import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarLongDate,
  formatCalendarMonth,
  formatCalendarMonthDay,
  formatCalendarShortMonth,
  formatLagosDate,
  formatLagosDateTime,
  formatLagosDateTimeUs,
  formatLagosDateTimeWat,
  formatLagosFullDateTime,
  formatLagosLongDate,
  formatLagosMonthDay,
  formatLagosMonthDayTime,
  formatLagosRelativeDate,
  formatLagosShortDate,
  formatLagosTime,
  lagosDay,
  lagosHour,
} from './lagos-time.ts';

// 23:30 UTC on 23 Nov is already 00:30 on 24 Nov in Lagos (UTC+1, no summer time).
const LATE_UTC = '2026-11-23T23:30:00.000Z';

describe('Lagos time', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows a UTC time near midnight on Lagos's date, in every shape", () => {
    expect(formatLagosDateTime(LATE_UTC)).toBe('24 Nov 2026, 00:30');
    expect(formatLagosDate(LATE_UTC)).toBe('24 Nov 2026');
    expect(formatLagosTime(LATE_UTC)).toBe('00:30');
    expect(formatLagosDateTimeUs(LATE_UTC)).toBe('Nov 24, 2026, 12:30 AM');
    expect(formatLagosShortDate(LATE_UTC)).toBe('Nov 24, 2026');
    expect(formatLagosMonthDayTime(LATE_UTC)).toBe('Nov 24, 12:30 AM');
    expect(formatLagosMonthDay(LATE_UTC)).toBe('Nov 24');
    expect(formatLagosLongDate(LATE_UTC)).toBe('November 24, 2026');
    expect(formatLagosFullDateTime(LATE_UTC)).toBe('Tuesday, November 24, 2026 at 12:30 AM');
    expect(formatLagosDateTimeWat(LATE_UTC)).toBe('24 Nov 2026, 00:30 WAT');
    expect(lagosDay(LATE_UTC)).toBe('2026-11-24');
    expect(lagosHour(LATE_UTC)).toBe(0);
    // The year turns in Lagos an hour before it does in UTC.
    expect(formatLagosDateTime('2026-12-31T23:30:00.000Z')).toBe('1 Jan 2027, 00:30');
  });

  it('gives one instant the same text, whatever its form and whatever zone the device is in', () => {
    const forms = [LATE_UTC, '2026-11-24T00:30:00+01:00', new Date(LATE_UTC), Date.parse(LATE_UTC)];
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Africa/Lagos']) {
      vi.stubEnv('TZ', tz);
      for (const when of forms) {
        expect(formatLagosDateTime(when)).toBe('24 Nov 2026, 00:30');
        expect(formatLagosDateTimeUs(when)).toBe('Nov 24, 2026, 12:30 AM');
      }
    }
  });

  it('says N/A for a missing or unreadable time instead of throwing', () => {
    for (const when of [null, undefined, '', 'not a date']) {
      expect(formatLagosDateTime(when)).toBe('N/A');
      expect(formatLagosShortDate(when)).toBe('N/A');
      expect(formatLagosDateTimeWat(when)).toBe('N/A');
    }
    expect(formatLagosRelativeDate('not a date')).toBe('N/A');
    expect(() => lagosDay('not a date')).toThrow(RangeError);
  });

  it('says Today and Yesterday by the Lagos calendar day, not by 24 hours', () => {
    const now = '2026-11-24T08:00:00.000Z'; // 09:00 in Lagos
    // 00:30 in Lagos today, though it is still the 23rd in UTC.
    expect(formatLagosRelativeDate(LATE_UTC, now)).toBe('Today');
    expect(formatLagosRelativeDate('2026-11-23T22:59:00.000Z', now)).toBe('Yesterday');
    expect(formatLagosRelativeDate('2026-11-22T23:00:00.000Z', now)).toBe('Yesterday');
    expect(formatLagosRelativeDate('2026-11-22T22:59:00.000Z', now)).toBe('Nov 22');
    expect(formatLagosRelativeDate('2025-01-02T12:00:00.000Z', now)).toBe('Jan 2');
  });

  it('reads the hour on the Lagos clock', () => {
    expect(lagosHour('2026-11-23T10:59:00.000Z')).toBe(11);
    expect(lagosHour('2026-11-23T22:59:00.000Z')).toBe(23);
  });

  it('shows a calendar day as written, never shifted by a zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatCalendarDate('2026-12-26')).toBe('26 Dec 2026');
    expect(formatCalendarLongDate('1990-05-01')).toBe('May 1, 1990');
    expect(formatCalendarMonthDay('2026-11-23')).toBe('Nov 23');
    expect(formatCalendarMonth('2026-11')).toBe('November 2026');
    expect(formatCalendarShortMonth('2026-01')).toBe('Jan 26');
    // Not a day (or a month): shown as it is.
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarMonth('2026')).toBe('2026');
  });
});

/** Every source file under `dir` (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

// Ways of writing a date or time in the device's (or the server's) own zone.
const OWN_ZONE = [
  /Intl\.DateTimeFormat/,
  /toLocale(Date|Time)String/,
  /toLocaleString\([^)]*\{[^}]*\b(hour|minute|day|month|year|weekday)\b/s,
  /\.get(Hours|Minutes|Date|Day|Month|FullYear)\(\)/,
];
// The VTpass request id is Lagos time by VTpass's rule, not something shown;
// the landing page's copyright year is no record's time (and that signed-out
// page stays free of the formatters' chunk).
const ALLOWED = new Set([
  'src/server/providers/vtpass/client.ts',
  'src/web/features/landing/landing-page.tsx',
]);

describe('one time zone', () => {
  it('nothing but this module formats a time, on any screen or in any server text', () => {
    const root = join(import.meta.dirname, '../..');
    const offenders = ['src/web', 'src/server', 'src/shared']
      .flatMap((dir) => sources(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => file !== 'src/shared/lagos-time.ts' && !ALLOWED.has(file))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return OWN_ZONE.some((pattern) => pattern.test(text));
      });
    expect(offenders).toEqual([]);
  });
});
