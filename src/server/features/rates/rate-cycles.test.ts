import { describe, expect, it } from 'vitest';
import { checkRoundTrips, type PairRate, roundTripMessage, tripsThrough } from './rate-cycles.ts';

const table = (rows: Record<string, string>): PairRate[] =>
  Object.entries(rows).map(([pair, rate]) => {
    const [from = '', to = ''] = pair.split('-');
    return { from, to, rate };
  });

/** Cross rates that are exact inverses: every trip multiplies to exactly 1. */
const EVEN = table({
  'USD-NGN': '2000',
  'NGN-USD': '0.0005',
  'CNY-NGN': '250',
  'NGN-CNY': '0.004',
  'USD-CNY': '8',
  'CNY-USD': '0.125',
});

describe('tripsThrough', () => {
  it('goes straight back and through the third currency', () => {
    expect(tripsThrough(EVEN, 'NGN', 'CNY').map((t) => t.path)).toEqual([
      ['NGN', 'CNY', 'NGN'],
      ['NGN', 'CNY', 'USD', 'NGN'],
    ]);
    const missing = EVEN.filter((r) => !(r.from === 'CNY' && r.to === 'USD'));
    expect(tripsThrough(missing, 'NGN', 'CNY').map((t) => t.path)).toEqual([['NGN', 'CNY', 'NGN']]);
  });
});

describe('checkRoundTrips', () => {
  it('accepts a product of exactly 1, on the reverse pair and around all three', () => {
    expect(checkRoundTrips(EVEN, 'USD', 'NGN', '2000')).toEqual({ ok: true });
    expect(checkRoundTrips(EVEN, 'USD', 'NGN', '2000.00000')).toEqual({ ok: true });
    expect(checkRoundTrips(EVEN, 'CNY', 'USD', '0.125')).toEqual({ ok: true });
  });

  it('refuses the smallest step above 1, naming the reverse pair and the most allowed', () => {
    const check = checkRoundTrips(EVEN, 'USD', 'NGN', '2000.00001');
    expect(check).toMatchObject({
      ok: false,
      maxRate: '2000',
      trip: { path: ['USD', 'NGN', 'USD'], others: [{ from: 'NGN', to: 'USD', rate: '0.0005' }] },
    });
    if (check.ok) throw new Error('expected a refusal');
    expect(roundTripMessage({ from: 'USD', to: 'NGN', rate: '2000.00001' }, check)).toBe(
      'USD → NGN at 2000.00001 with the reverse rate NGN → USD at 0.0005 would let a customer convert there and back at a profit. The highest USD → NGN rate allowed is 2000.',
    );
  });

  it('refuses a 3-leg trip when the pair and its reverse are fine', () => {
    // NGN -> USD lowered: USD -> NGN may now be 2500 against its reverse, not around.
    const rates = EVEN.map((r) =>
      r.from === 'NGN' && r.to === 'USD' ? { ...r, rate: '0.0004' } : r,
    );
    const check = checkRoundTrips(rates, 'USD', 'NGN', '2500');
    expect(check).toMatchObject({
      ok: false,
      maxRate: '2000',
      trip: { path: ['USD', 'NGN', 'CNY', 'USD'] },
    });
    if (check.ok) throw new Error('expected a refusal');
    expect(roundTripMessage({ from: 'USD', to: 'NGN', rate: '2500' }, check)).toBe(
      'USD → NGN at 2500 with NGN → CNY at 0.004 and CNY → USD at 0.125 would let a customer convert USD → NGN → CNY → USD at a profit. The highest USD → NGN rate allowed is 2000.',
    );
    expect(checkRoundTrips(rates, 'USD', 'NGN', '2000')).toEqual({ ok: true });
  });

  it('floors the most allowed to 5 decimals, exactly: 1 / 212.76595 is 0.0047000007...', () => {
    const rates = table({ 'CNY-NGN': '212.76595', 'NGN-CNY': '0.0047' });
    expect(checkRoundTrips(rates, 'NGN', 'CNY', '0.0047')).toEqual({ ok: true });
    expect(checkRoundTrips(rates, 'NGN', 'CNY', '0.00471')).toMatchObject({
      ok: false,
      maxRate: '0.0047',
    });
    // 1 / 3 = 0.333333...: 0.33333 is allowed, 0.33334 is not.
    const third = table({ 'B-A': '3' });
    expect(checkRoundTrips(third, 'A', 'B', '0.33333')).toEqual({ ok: true });
    expect(checkRoundTrips(third, 'A', 'B', '0.33334')).toMatchObject({ maxRate: '0.33333' });
  });

  it('says when no rate at all is allowed until another is lowered', () => {
    const check = checkRoundTrips(table({ 'B-A': '9999999999' }), 'A', 'B', '0.00001');
    expect(check).toMatchObject({ ok: false, maxRate: '0' });
    if (check.ok) throw new Error('expected a refusal');
    expect(roundTripMessage({ from: 'A', to: 'B', rate: '0.00001' }, check)).toMatch(
      /No A → B rate is allowed until one of the other rates is lowered\.$/,
    );
  });
});
