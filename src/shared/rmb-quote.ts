import { convertMinorExact, MoneyError, parseRate } from './money.ts';

// Pricing a purchase of RMB at an NGN to CNY rate, exactly: the rate is the
// decimal text of exchange_rates (never a float), amounts are kobo and fen.
// The server prices every purchase with it; the web can show the same figures.

export type RmbQuote = { naira_amount: number; rmb_amount: number };

/**
 * From naira: fen = kobo x rate, FLOORED (the recipient never gets a fraction
 * of a fen more than the naira buys). From RMB: kobo = fen / rate, rounded UP:
 * the least naira whose floored conversion still buys every fen asked for, so
 * the user is never undercharged and pays at most one kobo over the exact price.
 * A result can be 0 (too little naira for one fen) or beyond any limit: the
 * caller decides.
 */
export function quoteRmb(
  amount: { naira_amount: number } | { rmb_amount: number },
  rate: string,
): RmbQuote {
  if ('naira_amount' in amount) {
    const fen = convertMinorExact(amount.naira_amount, rate);
    return { naira_amount: amount.naira_amount, rmb_amount: Number(fen) };
  }
  const { numerator, scale } = parseRate(rate);
  const fen = BigInt(amount.rmb_amount);
  const kobo = (fen * scale + numerator - 1n) / numerator;
  return { naira_amount: Number(kobo), rmb_amount: amount.rmb_amount };
}

/** Whether two decimal rates are the same number ("0.0047" and "0.00470" are). Throws MoneyError on text that is not a rate. */
export function sameRate(a: string, b: string): boolean {
  const x = parseRate(a);
  const y = parseRate(b);
  return x.numerator * y.scale === y.numerator * x.scale;
}

/** Whether `text` is a positive decimal rate. */
export function isRate(text: string): boolean {
  try {
    parseRate(text);
    return true;
  } catch (e) {
    if (e instanceof MoneyError) return false;
    throw e;
  }
}
