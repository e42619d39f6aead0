import { convertMinor, parseRate, safeMinor, tryParseAmount } from '#shared/money.ts';

/** Which of the two linked inputs the user typed in last: the other one follows it. */
export type AmountSide = 'ngn' | 'rmb';

export interface AmountInput {
  side: AmountSide;
  text: string;
}

/** Fen the recipient gets for `kobo`, floored like every conversion of ours. */
export const rmbFor = (kobo: number, rate: string) => convertMinor(kobo, rate);

/**
 * The fewest kobo that buy `fen`: rounded up, so that rmbFor(nairaFor(fen)) is
 * exactly `fen` (the rate is below one fen per kobo, so no larger amount fits).
 */
export function nairaFor(fen: number, rate: string): number {
  const { numerator, scale } = parseRate(rate);
  return safeMinor((BigInt(safeMinor(fen)) * scale + numerator - 1n) / numerator);
}

export interface Figures {
  /** Kobo the user pays. */
  naira: number;
  /** Fen the recipient gets. */
  rmb: number;
}

/** Both amounts from the one typed, or null while it is not a valid amount or no rate is known. */
export function figuresOf(input: AmountInput, rate: string | null): Figures | null {
  if (!rate) return null;
  const typed = tryParseAmount(input.text, { currency: input.side === 'ngn' ? 'NGN' : 'CNY' });
  if (typed === null) return null;
  return input.side === 'ngn'
    ? { naira: typed, rmb: rmbFor(typed, rate) }
    : { naira: nairaFor(typed, rate), rmb: typed };
}

/** Kobo that one yuan costs at `rate` (NGN to CNY), rounded to the nearest kobo: for showing the rate. */
export function koboPerYuan(rate: string): number {
  const { numerator, scale } = parseRate(rate);
  return safeMinor((scale * 200n + numerator) / (2n * numerator));
}
