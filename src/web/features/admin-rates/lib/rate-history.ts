import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { RateChange } from '#shared/schemas/rates.ts';
import { formatRate } from './rate-examples.ts';

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** One history entry as the Rate history card lists it. */
export function describeRateChange(change: RateChange) {
  const to = change.to_currency;
  const rate = (value: string) => (isCurrency(to) ? formatRate(value, to) : value);
  const name = change.changed_by_name?.trim();
  const email = change.changed_by_email;
  return {
    pair: `${change.from_currency} → ${to}`,
    change: `${rate(change.before)} → ${rate(change.after)}`,
    who: change.changed_by === null ? 'System' : name || email || 'Unknown administrator',
    /** The e-mail beside a name, when there are both. */
    email: name && email ? email : null,
    when: formatLagosDateTime(change.changed_at),
  };
}
