import { describe, expect, it } from 'vitest';
import { lastSeenText } from './last-seen.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('lastSeenText', () => {
  it('says how long ago, in words', () => {
    expect(lastSeenText(ago(30_000), NOW)).toBe('Active now');
    expect(lastSeenText(ago(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(lastSeenText(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(lastSeenText(ago(5 * 3_600_000), NOW)).toBe('5 hours ago');
    expect(lastSeenText(ago(30 * 3_600_000), NOW)).toBe('Last used yesterday');
    expect(lastSeenText('2026-11-03T10:00:00Z', NOW)).toBe('Last used Nov 3');
  });

  it('says nothing for a time it cannot read, and "Active now" for a clock a little ahead', () => {
    expect(lastSeenText('not a date', NOW)).toBe('');
    expect(lastSeenText(new Date(NOW + 20_000).toISOString(), NOW)).toBe('Active now');
  });
});
