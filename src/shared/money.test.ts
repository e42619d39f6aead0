import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, MAX_AMOUNT_MINOR } from './constants.ts';
import {
  convertMinor,
  formatAmount,
  formatMoney,
  MAX_MINOR,
  MoneyError,
  parseAmount,
  parseRate,
  safeMinor,
  toMajorString,
  tryConvertMinor,
  tryParseAmount,
} from './money.ts';

/** What a form may type: parseAmount refuses more than MAX_AMOUNT_MINOR. */
const typable = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR });
const currency = fc.constantFrom(...CURRENCIES);
const rateText = fc
  .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10 }), fc.nat())
  .map(([whole, scale, frac]) =>
    scale === 0 ? String(whole) : `${whole}.${String(frac % 10 ** scale).padStart(scale, '0')}`,
  )
  .filter((r) => /[1-9]/.test(r));

describe('safeMinor', () => {
  it('accepts safe integers, integer strings and bigints', () => {
    expect(safeMinor(150050)).toBe(150050);
    expect(safeMinor('150050')).toBe(150050);
    expect(safeMinor('-5')).toBe(-5);
    expect(safeMinor(42n)).toBe(42);
    expect(Object.is(safeMinor(-0), 0)).toBe(true);
    expect(safeMinor(MAX_MINOR)).toBe(MAX_MINOR);
  });

  it('throws on fractions, non-numbers and anything beyond 2^53', () => {
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53), 1e300]) {
      expect(() => safeMinor(bad)).toThrow(MoneyError);
    }
    for (const bad of ['1.5', '', ' 1', '1e3', '9007199254740992', 'abc']) {
      expect(() => safeMinor(bad)).toThrow(MoneyError);
    }
    expect(() => safeMinor(2n ** 53n)).toThrow(MoneyError);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,500.50', 150050],
    ['1500.50', 150050],
    ['1500.5', 150050],
    ['1500', 150000],
    ['1,500', 150000],
    ['1,000,000', 100000000],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    ['  250.00 ', 25000],
    ['₦1,500.50', 150050],
    ['$ 20', 2000],
    ['¥7.25', 725],
    ['10,000,000,000.00', MAX_AMOUNT_MINOR],
  ])('%j -> %d', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['-5', 'Amount cannot be negative'],
    ['₦-5', 'Amount cannot be negative'],
    ['1.005', 'Use at most 2 decimal places'],
    ['1.500', 'Use at most 2 decimal places'],
    ['10,000,000,000.01', 'Amount is too large'],
    ['90071992547409.91', 'Amount is too large'],
    ['1e5', 'Enter an amount like 1,500.50'],
    ['+5', 'Enter an amount like 1,500.50'],
    ['1,50', 'Enter an amount like 1,500.50'],
    ['15,00.00', 'Enter an amount like 1,500.50'],
    ['1500,000', 'Enter an amount like 1,500.50'],
    [',500', 'Enter an amount like 1,500.50'],
    ['.', 'Enter an amount like 1,500.50'],
    ['1.2.3', 'Enter an amount like 1,500.50'],
    ['NaN', 'Enter an amount like 1,500.50'],
    ['Infinity', 'Enter an amount like 1,500.50'],
    ['0x10', 'Enter an amount like 1,500.50'],
    ['١٢٣', 'Enter an amount like 1,500.50'],
    ['12 34', 'Enter an amount like 1,500.50'],
    ['€5', 'Enter an amount like 1,500.50'],
  ])('rejects %j', (text, message) => {
    expect(() => parseAmount(text)).toThrow(new MoneyError(message));
    expect(tryParseAmount(text)).toBeNull();
  });

  it('checks the symbol against the currency when one is given', () => {
    expect(parseAmount('₦5', { currency: 'NGN' })).toBe(500);
    expect(parseAmount('5', { currency: 'USD' })).toBe(500);
    expect(() => parseAmount('₦5', { currency: 'USD' })).toThrow('Amount is not in USD');
  });

  it('never throws anything but MoneyError and only returns safe non-negative integers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        try {
          const v = parseAmount(text);
          return Number.isSafeInteger(v) && v >= 0;
        } catch (e) {
          return e instanceof MoneyError;
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatMoney', () => {
  it('formats with symbol, grouping and two decimals', () => {
    expect(formatMoney(150050, 'NGN')).toBe('₦1,500.50');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'CNY')).toBe('¥0.00');
    expect(formatMoney(123456789012, 'CNY')).toBe('¥1,234,567,890.12');
    expect(formatMoney(-150050, 'NGN')).toBe('-₦1,500.50');
  });

  it('has a signed variant for money in and out', () => {
    expect(formatMoney(150050, 'NGN', { signed: true })).toBe('+₦1,500.50');
    expect(formatMoney(-150050, 'NGN', { signed: true })).toBe('-₦1,500.50');
    expect(formatMoney(0, 'NGN', { signed: true })).toBe('₦0.00');
  });

  it('has a whole-number variant, rounding half away from zero', () => {
    expect(formatMoney(150050, 'NGN', { whole: true })).toBe('₦1,501');
    expect(formatMoney(150049, 'NGN', { whole: true })).toBe('₦1,500');
    expect(formatMoney(-150050, 'NGN', { whole: true })).toBe('-₦1,501');
    expect(formatMoney(-49, 'NGN', { whole: true, signed: true })).toBe('₦0');
    expect(formatMoney(100000000, 'USD', { whole: true })).toBe('$1,000,000');
  });

  it('refuses non-integer amounts instead of rounding them', () => {
    expect(() => formatMoney(1.5, 'NGN')).toThrow(MoneyError);
  });

  it('round-trips: parseAmount(formatMoney(x)) === x', () => {
    fc.assert(
      fc.property(
        typable,
        currency,
        (x, c) => parseAmount(formatMoney(x, c), { currency: c }) === x,
      ),
      { numRuns: 2000 },
    );
  });

  it('round-trips the whole variant to the rounded major unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (x) => {
        const back = parseAmount(formatAmount(x, { whole: true }));
        return back % 100 === 0 && Math.abs(back - x) <= 50;
      }),
    );
  });
});

describe('toMajorString', () => {
  it('gives form-input text', () => {
    expect(toMajorString(150050)).toBe('1500.50');
    expect(toMajorString(7)).toBe('0.07');
    expect(toMajorString(-7)).toBe('-0.07');
  });

  it('round-trips through parseAmount', () => {
    fc.assert(fc.property(typable, (x) => parseAmount(toMajorString(x)) === x));
  });
});

describe('convertMinor', () => {
  it('applies a decimal rate and floors', () => {
    expect(convertMinor(100000, '0.00065')).toBe(65); // ₦1,000 -> $0.65
    expect(convertMinor(100, '1538.46')).toBe(153846); // $1 -> ₦1,538.46
    expect(convertMinor(1, '0.0047')).toBe(0); // 1 kobo is worth no fen
    expect(convertMinor(999, '0.1383')).toBe(138); // 138.1617 floors
    expect(convertMinor(100, '1538.4600000000')).toBe(153846); // numeric(20,10) text
    expect(convertMinor(-999, '0.1383')).toBe(-139); // floor, not truncation
  });

  it('rejects rates that are not plain positive decimals', () => {
    for (const bad of ['0', '0.000', '-1', '1e3', 'abc', '', '1.2.3', ' ']) {
      expect(() => convertMinor(100, bad)).toThrow(MoneyError);
    }
    expect(() => convertMinor(0.5, '1')).toThrow(MoneyError);
  });

  it('never exceeds the exact value and is within one minor unit of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), rateText, (x, r) => {
        const got = BigInt(convertMinor(x, r));
        const { numerator, scale } = parseRate(r);
        const exact = BigInt(x) * numerator; // times scale
        return got * scale <= exact && exact < (got + 1n) * scale;
      }),
      { numRuns: 2000 },
    );
  });

  it('tryConvertMinor refuses a result above the largest single amount instead of overflowing', () => {
    expect(tryConvertMinor(MAX_AMOUNT_MINOR, '1')).toBe(MAX_AMOUNT_MINOR);
    expect(tryConvertMinor(MAX_AMOUNT_MINOR, '1.01')).toBeNull();
    expect(tryConvertMinor(MAX_MINOR, '1538.46')).toBeNull();
    expect(() => convertMinor(MAX_MINOR, '1538.46')).toThrow(MoneyError);
    expect(tryConvertMinor(100, '1538.46')).toBe(153846);
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.nat(10 ** 6), rateText, (x, d, r) => {
        return convertMinor(x, r) <= convertMinor(x + d, r);
      }),
    );
  });
});
