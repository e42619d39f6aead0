import { CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { convertMinor, formatMoney } from '#shared/money.ts';
import { AIRTIME_EXAMPLE_NAIRA } from '#shared/schemas/rates.ts';

/** "1538.46" -> "₦1,538.46"; "0.00065" -> "$0.00065": every decimal kept, at least two. */
export function formatRate(rate: string, to: Currency): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${CURRENCY_INFO[to].symbol}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** What one unit and a hundred units of `from` convert to, as a conversion would pay them. */
export function exchangeExamples(from: Currency, to: Currency, rate: string) {
  return {
    one: `1 ${from} = ${formatRate(rate, to)}`,
    hundred: `100 ${from} = ${formatMoney(convertMinor(100 * 100, rate), to)}`,
  };
}

/** The fee as typed: 20 -> "20%", 17.5 -> "17.5%". */
export const formatFee = (fee: number) => `${fee}%`;

/** What a user receives for ₦1,000 of airtime: 100 minus the fee percent of it, exactly. */
export function airtimeExample(fee: number): string {
  const exampleKobo = AIRTIME_EXAMPLE_NAIRA * 100;
  // The fee has at most 2 decimals: basis points keep the arithmetic in integers.
  const receivedKobo = (exampleKobo * (10_000 - Math.round(fee * 100))) / 10_000;
  const show = (kobo: number) => formatMoney(kobo, 'NGN', { whole: kobo % 100 === 0 });
  return `Example: ${show(exampleKobo)} airtime → user receives ${show(receivedKobo)} (${formatFee(fee)} fee)`;
}
