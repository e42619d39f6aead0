import { parseRate, safeMinor, tryParseAmount } from '#shared/money.ts';
import { quoteRmb } from '#shared/rmb-quote.ts';

/** Which of the two linked inputs the user typed in last: the other one follows it. */
export type AmountSide = 'ngn' | 'rmb';

export interface AmountInput {
  side: AmountSide;
  text: string;
}

export interface Figures {
  /** Kobo the user pays. */
  naira: number;
  /** Fen the recipient gets. */
  rmb: number;
}

/**
 * Both amounts from the one typed, priced as the server prices them (naira to
 * RMB floored, RMB to naira rounded up), or null while the text is not an
 * amount or no rate is known.
 */
export function figuresOf(input: AmountInput, rate: string | null): Figures | null {
  if (!rate) return null;
  const typed = tryParseAmount(input.text, { currency: input.side === 'ngn' ? 'NGN' : 'CNY' });
  if (typed === null) return null;
  const quote = quoteRmb(
    input.side === 'ngn' ? { naira_amount: typed } : { rmb_amount: typed },
    rate,
  );
  return { naira: quote.naira_amount, rmb: quote.rmb_amount };
}

/** Kobo that one yuan costs at `rate` (NGN to CNY), rounded to the nearest kobo: for showing the rate. */
export function koboPerYuan(rate: string): number {
  const { numerator, scale } = parseRate(rate);
  return safeMinor((scale * 200n + numerator) / (2n * numerator));
}
