import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './format-dates.ts';

describe('formatRelativeDate', () => {
  const now = new Date(2026, 10, 15, 9, 30);

  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(formatRelativeDate(new Date(2026, 10, 15, 0, 1).toISOString(), now)).toBe('Today');
    expect(formatRelativeDate(new Date(2026, 10, 14, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatRelativeDate(new Date(2026, 10, 14, 0, 0).toISOString(), now)).toBe('Yesterday');
  });

  it('gives the short month and day otherwise', () => {
    expect(formatRelativeDate(new Date(2026, 10, 13, 12).toISOString(), now)).toBe('Nov 13');
    expect(formatRelativeDate(new Date(2025, 0, 2, 12).toISOString(), now)).toBe('Jan 2');
  });
});
