// How far an administrator's new exchange rate moves from the current one.
// Exact: both rates are decimal text, compared as bigint fractions, so the
// server's refusal and the back office's dialog always agree on the figure.
import { parseRate } from './money.ts';

/** A change of more than this many percent must be confirmed before it applies. */
export const RATE_CONFIRM_PERCENT = 10;

/** (after - before) / before as a fraction num / den, den > 0. */
function relativeChange(before: string, after: string) {
  const b = parseRate(before);
  const a = parseRate(after);
  return { num: a.numerator * b.scale - b.numerator * a.scale, den: a.scale * b.numerator };
}

/** Whether going from `before` to `after` moves the rate by more than RATE_CONFIRM_PERCENT. */
export function needsRateConfirmation(before: string, after: string): boolean {
  const { num, den } = relativeChange(before, after);
  const size = num < 0n ? -num : num;
  return size * 100n > BigInt(RATE_CONFIRM_PERCENT) * den;
}

/** The change in tenths of a percent, rounded half away from zero: 1538.46 -> 153846 is 99000. */
export function rateChangeTenths(before: string, after: string): bigint {
  const { num, den } = relativeChange(before, after);
  const size = ((num < 0n ? -num : num) * 2000n + den) / (2n * den);
  return num < 0n ? -size : size;
}

/** "+9,900%", "-4.8%", "0%": the change as the dialog and the refusal state it. */
export function formatRateChange(before: string, after: string): string {
  const tenths = rateChangeTenths(before, after);
  const size = tenths < 0n ? -tenths : tenths;
  const whole = (size / 10n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = size % 10n === 0n ? '' : `.${size % 10n}`;
  const sign = tenths > 0n ? '+' : tenths < 0n ? '-' : '';
  return `${sign}${whole}${fraction}%`;
}
