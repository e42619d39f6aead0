/**
 * Money has one home: this file. Amounts are integers in minor units (kobo,
 * cent, fen); NGN, USD and CNY all have 2 decimals, so 150050 is ₦1,500.50.
 *
 * Representation, everywhere in JavaScript and JSON: a minor amount is a
 * `number` that is a safe integer (|x| < 2^53). Every amount Owo handles is far
 * below that, and `safeMinor` guards the boundary. `bigint` appears only at the
 * SQL layer (bigint columns, read back through `safeMinor`) and inside the
 * exact arithmetic below. No float ever holds a fraction of money: amounts are
 * parsed from text and rates are applied with bigint arithmetic, never
 * `parseFloat` or `*` on a decimal.
 *
 * Pure TypeScript, no Node or DOM: the web app uses it too.
 */
import { CURRENCY_INFO, type Currency, MAX_AMOUNT_MINOR } from './constants.ts';

export const MINOR_DIGITS = 2;
export const MINOR_PER_MAJOR = 100;
/** The largest integer `safeMinor` lets through (2^53 - 1); amounts are capped far lower. */
export const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/** Bad amount text or an amount out of range; the message is fit to show a user. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

const INTEGER_TEXT = /^-?\d+$/;

/**
 * The guard at every boundary: returns `x` as a number of minor units, or
 * throws when it is not an integer or lies beyond 2^53. Accepts the decimal
 * strings and bigints that PostgreSQL bigint columns come back as: every
 * bigint the server reads (amounts, balances, sums, counts, ids) goes through
 * it, never a bare `Number()`.
 */
export function safeMinor(x: number | bigint | string): number {
  if (typeof x === 'number') {
    if (!Number.isSafeInteger(x)) throw new MoneyError(`Not a safe integer amount: ${x}`);
    return x === 0 ? 0 : x; // no -0
  }
  if (typeof x === 'string') {
    if (!INTEGER_TEXT.test(x)) throw new MoneyError(`Not an integer amount: ${JSON.stringify(x)}`);
    return safeMinor(BigInt(x));
  }
  if (typeof x === 'bigint') {
    if (x > BigInt(MAX_MINOR) || x < -BigInt(MAX_MINOR)) {
      throw new MoneyError(`Amount beyond 2^53: ${x}`);
    }
    return Number(x);
  }
  throw new MoneyError('Not an amount');
}

const SYMBOLS: Record<string, Currency> = Object.fromEntries(
  Object.entries(CURRENCY_INFO).map(([code, info]) => [info.symbol, code as Currency]),
);

// An optional symbol, then digits grouped by commas in threes (or not grouped
// at all), then an optional point with at most two decimals.
const AMOUNT_TEXT = /^([₦$¥])?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/u;

/**
 * "1,500.50" -> 150050. Accepts an optional leading ₦ $ ¥ (which must match
 * `currency` when one is given), thousands separators in the right places and
 * up to two decimals ("12", "12.5", ".5", "12."). Rejects negatives, signs,
 * exponents, more than two decimals, anything else, and amounts beyond
 * MAX_AMOUNT_MINOR, with a MoneyError whose message suits a form.
 */
export function parseAmount(input: string, opts: { currency?: Currency } = {}): number {
  if (typeof input !== 'string') throw new MoneyError('Enter an amount');
  const text = input.trim();
  if (text === '') throw new MoneyError('Enter an amount');
  if (text.length > 40) throw new MoneyError('Amount is too large');
  if (/^[₦$¥]?\s*-/u.test(text)) throw new MoneyError('Amount cannot be negative');
  const m = AMOUNT_TEXT.exec(text);
  if (!m) throw new MoneyError('Enter an amount like 1,500.50');
  const [, symbol, whole = '', fraction] = m;
  if (fraction !== undefined && fraction.length > MINOR_DIGITS) {
    throw new MoneyError('Use at most 2 decimal places');
  }
  if (whole === '' && !fraction) throw new MoneyError('Enter an amount like 1,500.50');
  if (symbol && opts.currency && SYMBOLS[symbol] !== opts.currency) {
    throw new MoneyError(`Amount is not in ${opts.currency}`);
  }
  const minor =
    BigInt(whole.replaceAll(',', '') || '0') * BigInt(MINOR_PER_MAJOR) +
    BigInt((fraction ?? '').padEnd(MINOR_DIGITS, '0'));
  if (minor > BigInt(MAX_AMOUNT_MINOR)) throw new MoneyError('Amount is too large');
  return Number(minor);
}

/** parseAmount that answers null instead of throwing. */
export function tryParseAmount(input: string, opts: { currency?: Currency } = {}): number | null {
  try {
    return parseAmount(input, opts);
  } catch {
    return null;
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Splits |minor| into major digits and the two minor digits, exactly. */
function parts(minor: number): { major: string; cents: string } {
  const abs = BigInt(Math.abs(minor));
  const hundred = BigInt(MINOR_PER_MAJOR);
  return { major: (abs / hundred).toString(), cents: (abs % hundred).toString().padStart(2, '0') };
}

export type FormatOptions = {
  /** "+₦1,500.50" for money in, "-₦1,500.50" for money out (zero has no sign). */
  signed?: boolean;
  /** Whole major units, rounded half away from zero: "₦1,501" (bill and RMB records). */
  whole?: boolean;
};

/** "1,500.50" with no symbol; a minus for negative amounts. */
export function formatAmount(minor: number, opts: FormatOptions = {}): string {
  const value = safeMinor(minor);
  let body: string;
  let isZero: boolean;
  if (opts.whole) {
    const { major, cents } = parts(value);
    const rounded = BigInt(major) + (Number(cents) >= 50 ? 1n : 0n);
    body = groupThousands(rounded.toString());
    isZero = rounded === 0n;
  } else {
    const { major, cents } = parts(value);
    body = `${groupThousands(major)}.${cents}`;
    isZero = value === 0;
  }
  const sign = isZero ? '' : value < 0 ? '-' : opts.signed ? '+' : '';
  return `${sign}${body}`;
}

/** formatMoney(150050, 'NGN') -> "₦1,500.50"; -150050 -> "-₦1,500.50"; see FormatOptions. */
export function formatMoney(minor: number, currency: Currency, opts: FormatOptions = {}): string {
  const text = formatAmount(minor, opts);
  const symbol = CURRENCY_INFO[currency].symbol;
  return /^[+-]/.test(text) ? `${text[0]}${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** For form inputs: 150050 -> "1500.50" (no grouping, no symbol, always two decimals). */
export function toMajorString(minor: number): string {
  const value = safeMinor(minor);
  const { major, cents } = parts(value);
  return `${value < 0 ? '-' : ''}${major}.${cents}`;
}

const RATE_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** A decimal rate as an exact fraction numerator / 10^scale. */
export function parseRate(rate: string): { numerator: bigint; scale: bigint } {
  const m = RATE_TEXT.exec(typeof rate === 'string' ? rate.trim() : '');
  if (!m) throw new MoneyError(`Not a decimal rate: ${JSON.stringify(rate)}`);
  const fraction = m[2] ?? '';
  const numerator = BigInt(`${m[1]}${fraction}`);
  if (numerator === 0n) throw new MoneyError('A rate must be greater than zero');
  return { numerator, scale: 10n ** BigInt(fraction.length) };
}

/**
 * Applies a decimal rate to a minor amount and FLOORS the result (the house
 * keeps the fraction). Both sides have 2 decimals, so minor * rate is the
 * target's minor amount. Exact: `rate` is the decimal text (PostgreSQL numeric),
 * never a float. convertMinor(100000, "0.00065") -> 65.
 */
export function convertMinor(amountMinor: number, rate: string): number {
  return safeMinor(convertMinorExact(amountMinor, rate));
}

/**
 * convertMinor, or null when the result would be more than the largest single
 * amount (MAX_AMOUNT_MINOR): such a conversion is refused before anything is
 * computed from it.
 */
export function tryConvertMinor(amountMinor: number, rate: string): number | null {
  const exact = convertMinorExact(amountMinor, rate);
  return exact > BigInt(MAX_AMOUNT_MINOR) ? null : safeMinor(exact);
}

/** convertMinor's exact result as a bigint: never overflows, whatever the rate. */
export function convertMinorExact(amountMinor: number, rate: string): bigint {
  const amount = BigInt(safeMinor(amountMinor));
  const { numerator, scale } = parseRate(rate);
  const product = amount * numerator;
  let quotient = product / scale; // truncates toward zero
  if (product % scale !== 0n && product < 0n) quotient -= 1n; // floor for negatives
  return quotient;
}
