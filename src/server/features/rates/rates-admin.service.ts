import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import {
  formatRateChange,
  needsRateConfirmation,
  RATE_CONFIRM_PERCENT,
} from '#shared/rate-change.ts';
import type {
  AdminAirtimeRate,
  AdminRate,
  AirtimeNetwork,
  AirtimeRate,
  RateUpdate,
} from '#shared/schemas/rates.ts';
import { checkRoundTrips, type PairRate, roundTripMessage } from './rate-cycles.ts';
import { insertRateChange } from './rate-history.queries.ts';

type RateRow = Omit<AdminRate, 'updated_at'> & { updated_at: Date };
type AirtimeRow = Omit<AdminAirtimeRate, 'updated_at' | 'fee_percentage'> & {
  fee_percentage: string;
  updated_at: Date;
};

const RATE_COLUMNS = `r.from_currency, r.to_currency, trim_scale(r.rate)::text AS rate, r.provider,
  r.updated_at, r.updated_by, u.email AS updated_by_email`;
const AIRTIME_COLUMNS = `a.network, trim_scale(a.fee_percentage)::text AS fee_percentage,
  a.updated_at, a.updated_by, u.email AS updated_by_email`;

const toRate = (r: RateRow): AdminRate => ({ ...r, updated_at: r.updated_at.toISOString() });
/** A fee has at most 2 decimals: a plain number carries it exactly enough to show and compare. */
const toAirtime = (r: AirtimeRow): AdminAirtimeRate => ({
  ...r,
  fee_percentage: Number.parseFloat(r.fee_percentage),
  updated_at: r.updated_at.toISOString(),
});

/** Every exchange rate with who set it last: the pairs into naira first, then by pair. */
export async function listAdminRates(pool: Pool): Promise<AdminRate[]> {
  const { rows } = await pool.query<RateRow>(
    `SELECT ${RATE_COLUMNS} FROM exchange_rates r LEFT JOIN users u ON u.id = r.updated_by
      ORDER BY r.to_currency <> 'NGN', r.from_currency, r.to_currency`,
  );
  return rows.map(toRate);
}

/**
 * Sets one pair's rate. Conversions read exchange_rates on every call, so the
 * new rate applies from the next conversion on. Refused (nothing changes) when
 * it would let a customer convert around at a profit (RATE_ROUND_TRIP), and,
 * unless confirmed, when it moves the rate by more than 10%
 * (CONFIRMATION_REQUIRED). Every rate is locked, in id order, until the
 * commit: two edits of different pairs, each fine alone, cannot both pass a
 * check against the other's old rate. The history row and the audit row are
 * written in the same transaction.
 */
export async function updateRate(
  pool: Pool,
  actorId: string,
  { from, to, rate, confirm }: RateUpdate,
): Promise<AdminRate> {
  return inTransaction(pool, async (client) => {
    const { rows: locked } = await client.query<PairRate & { id: number }>(
      `SELECT id, from_currency AS "from", to_currency AS "to", trim_scale(rate)::text AS rate
         FROM exchange_rates ORDER BY id FOR UPDATE`,
    );
    const row = locked.find((r) => r.from === from && r.to === to);
    if (!row) throw notFound(`Exchange rate ${from} to ${to}`);
    const trips = checkRoundTrips(locked, from, to, rate);
    if (!trips.ok) {
      throw new AppError('RATE_ROUND_TRIP', roundTripMessage({ from, to, rate }, trips), 'rate', {
        max_rate: trips.maxRate,
        round_trip: trips.trip.path,
      });
    }
    if (!confirm && needsRateConfirmation(row.rate, rate)) {
      const change = formatRateChange(row.rate, rate);
      throw new AppError(
        'CONFIRMATION_REQUIRED',
        `Changing ${from} → ${to} from ${row.rate} to ${rate} is a change of ${change}, more than ${RATE_CONFIRM_PERCENT}%. Confirm the change to apply it.`,
        'rate',
        { current_rate: row.rate, new_rate: rate, change_percent: change },
      );
    }
    const { rows } = await client.query<RateRow>(
      `WITH r AS (
         UPDATE exchange_rates SET rate = $2::numeric, provider = 'admin', updated_by = $3,
                updated_at = now()
          WHERE id = $1 RETURNING *)
       SELECT ${RATE_COLUMNS} FROM r LEFT JOIN users u ON u.id = r.updated_by`,
      [row.id, rate, actorId],
    );
    const updated = toRate(rows[0] as RateRow);
    await insertRateChange(client, { from, to, before: row.rate, after: updated.rate, actorId });
    await appendAudit(client, {
      actorId,
      action: 'exchange_rate.update',
      targetType: 'exchange_rate',
      targetId: `${from}-${to}`,
      before: { from, to, rate: row.rate },
      after: { from, to, rate: updated.rate },
    });
    return updated;
  });
}

/** The airtime-to-cash fee of every network, as users see them. */
export async function listAirtimeRates(pool: Pool): Promise<AirtimeRate[]> {
  return (await listAdminAirtimeRates(pool)).map(({ network, fee_percentage }) => ({
    network,
    fee_percentage,
  }));
}

export async function listAdminAirtimeRates(pool: Pool): Promise<AdminAirtimeRate[]> {
  const { rows } = await pool.query<AirtimeRow>(
    `SELECT ${AIRTIME_COLUMNS} FROM airtime_rates a LEFT JOIN users u ON u.id = a.updated_by
      ORDER BY a.id`,
  );
  return rows.map(toAirtime);
}

/** Sets one network's fee; the network is matched whatever its case ("mtn", "MTN"). */
export async function updateAirtimeRate(
  pool: Pool,
  actorId: string,
  network: string,
  feePercentage: number,
): Promise<AdminAirtimeRate> {
  return inTransaction(pool, async (client) => {
    const before = await client.query<{ id: number; network: AirtimeNetwork; fee: string }>(
      `SELECT id, network, trim_scale(fee_percentage)::text AS fee FROM airtime_rates
        WHERE lower(network) = lower($1) FOR UPDATE`,
      [network],
    );
    const row = before.rows[0];
    if (!row) throw notFound(`Airtime network ${network}`);
    const { rows } = await client.query<AirtimeRow>(
      `WITH a AS (
         UPDATE airtime_rates SET fee_percentage = $2::numeric, updated_by = $3, updated_at = now()
          WHERE id = $1 RETURNING *)
       SELECT ${AIRTIME_COLUMNS} FROM a LEFT JOIN users u ON u.id = a.updated_by`,
      [row.id, feePercentage.toFixed(2), actorId],
    );
    const updated = toAirtime(rows[0] as AirtimeRow);
    await appendAudit(client, {
      actorId,
      action: 'airtime_rate.update',
      targetType: 'airtime_rate',
      targetId: row.network,
      before: { network: row.network, fee_percentage: Number.parseFloat(row.fee) },
      after: { network: row.network, fee_percentage: updated.fee_percentage },
    });
    return updated;
  });
}
