// Whether a set of exchange rates lets a customer convert around and come back
// with more than they started with. Exact: rates are decimal text, multiplied
// as bigint fractions (never floats), so a product of exactly 1 is exactly 1.
import { parseRate } from '#shared/money.ts';
import { RATE_MAX_DECIMALS } from '#shared/schemas/rates.ts';

export interface PairRate {
  from: string;
  to: string;
  rate: string;
}

/** One conversion trip through the edited pair, back to where it started, and its other legs. */
export interface RoundTrip {
  /** The currencies in order, ending where it began: ['NGN', 'CNY', 'NGN']. */
  path: string[];
  /** The legs after the edited one, with their current rates. */
  others: PairRate[];
}

export type RoundTripCheck =
  | { ok: true }
  | {
      ok: false;
      /** The first trip the new rate makes profitable: the pair's reverse before a 3-leg trip. */
      trip: RoundTrip;
      /** The largest rate (at most 5 decimals) that keeps every trip through the pair at a loss or even. */
      maxRate: string;
    };

const RATE_UNIT = 10n ** BigInt(RATE_MAX_DECIMALS);

/**
 * The trips that start with from -> to: straight back (to -> from), and
 * through each third currency (to -> c -> from). A trip with a leg that has no
 * rate cannot be made, so it is left out.
 */
export function tripsThrough(rates: readonly PairRate[], from: string, to: string): RoundTrip[] {
  const rateOf = (a: string, b: string) => rates.find((r) => r.from === a && r.to === b);
  const currencies = [...new Set(rates.flatMap((r) => [r.from, r.to]))];
  const paths = [
    [from, to, from],
    ...currencies.filter((c) => c !== from && c !== to).map((c) => [from, to, c, from]),
  ];
  const trips: RoundTrip[] = [];
  for (const path of paths) {
    const others = path.slice(1, -1).map((a, i) => rateOf(a, path[i + 2] as string));
    if (others.every((r) => r !== undefined)) trips.push({ path, others: others as PairRate[] });
  }
  return trips;
}

/** The product of the other legs' rates as a fraction num / den. */
function othersProduct(trip: RoundTrip) {
  return trip.others.reduce(
    (acc, leg) => {
      const { numerator, scale } = parseRate(leg.rate);
      return { num: acc.num * numerator, den: acc.den * scale };
    },
    { num: 1n, den: 1n },
  );
}

/** 123456n units of 1e-5 -> "1.23456"; trailing zeros dropped. */
function fromUnits(units: bigint): string {
  const whole = units / RATE_UNIT;
  const fraction = (units % RATE_UNIT)
    .toString()
    .padStart(RATE_MAX_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * Refuses a new rate for from -> to when any trip through it multiplies to
 * more than 1 (a product of exactly 1 gives back what went in, and flooring
 * each leg keeps the house whole). The largest allowed rate is the smallest
 * 1 / (other legs) over all trips, floored to what an administrator can type.
 */
export function checkRoundTrips(
  rates: readonly PairRate[],
  from: string,
  to: string,
  rate: string,
): RoundTripCheck {
  const { numerator, scale } = parseRate(rate);
  let broken: RoundTrip | undefined;
  let maxUnits: bigint | undefined;
  for (const trip of tripsThrough(rates, from, to)) {
    const others = othersProduct(trip);
    // rate * others > 1, as integers: numerator * others.num > scale * others.den.
    if (!broken && numerator * others.num > scale * others.den) broken = trip;
    const units = (RATE_UNIT * others.den) / others.num;
    if (maxUnits === undefined || units < maxUnits) maxUnits = units;
  }
  if (!broken) return { ok: true };
  return { ok: false, trip: broken, maxRate: fromUnits(maxUnits ?? 0n) };
}

const leg = (r: PairRate) => `${r.from} → ${r.to} at ${r.rate}`;

/** What the refusal says: the new rate, the rates it would round-trip with, and the most allowed. */
export function roundTripMessage(
  edited: PairRate,
  check: Extract<RoundTripCheck, { ok: false }>,
): string {
  const { trip, maxRate } = check;
  const pair = `${edited.from} → ${edited.to}`;
  const how =
    trip.others.length === 1
      ? `${leg(edited)} with the reverse rate ${leg(trip.others[0] as PairRate)} would let a customer convert there and back at a profit.`
      : `${leg(edited)} with ${trip.others.map(leg).join(' and ')} would let a customer convert ${trip.path.join(' → ')} at a profit.`;
  const most =
    maxRate === '0'
      ? `No ${pair} rate is allowed until one of the other rates is lowered.`
      : `The highest ${pair} rate allowed is ${maxRate}.`;
  return `${how} ${most}`;
}
