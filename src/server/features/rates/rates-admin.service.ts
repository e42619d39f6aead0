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
  AirtimeRate,
  RateUpdate,
} from '#shared/schemas/rates.ts';
import { checkRoundTrips, roundTripMessage } from './rate-cycles.ts';
import { insertRateChange } from './rate-history.queries.ts';
import {
  lockAirtimeRate,
  lockRates,
  selectAdminRates,
  selectAirtimeRates,
  toAirtime,
  toRate,
  updateAirtimeRow,
  updateRateRow,
} from './rates.queries.ts';

/** Every exchange rate with who set it last: the pairs into naira first, then by pair. */
export async function listAdminRates(pool: Pool): Promise<AdminRate[]> {
  return (await selectAdminRates(pool)).map(toRate);
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
    const locked = await lockRates(client);
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
    const updated = toRate(await updateRateRow(client, row.id, rate, actorId));
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
  return (await selectAirtimeRates(pool)).map(toAirtime);
}

/** Sets one network's fee; the network is matched whatever its case ("mtn", "MTN"). */
export async function updateAirtimeRate(
  pool: Pool,
  actorId: string,
  network: string,
  feePercentage: number,
): Promise<AdminAirtimeRate> {
  return inTransaction(pool, async (client) => {
    const row = await lockAirtimeRate(client, network);
    if (!row) throw notFound(`Airtime network ${network}`);
    const updated = toAirtime(
      await updateAirtimeRow(client, row.id, feePercentage.toFixed(2), actorId),
    );
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
