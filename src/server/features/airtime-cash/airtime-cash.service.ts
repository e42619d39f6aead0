import type pg from 'pg';
import type { Config } from '#server/config.ts';
import { nextCursor } from '#server/db/paging.ts';
import { AppError } from '#server/http/errors.ts';
import { safeMinor } from '#shared/money.ts';
import {
  AIRTIME_CASH_MESSAGES,
  type AirtimeCashCreate,
  type AirtimeCashCreated,
  type AirtimeCashPage,
  type AirtimeCashQuery,
  type AirtimeNetwork,
  airtimeCashFee,
  FALLBACK_AIRTIME_FEES,
  UNAVAILABLE_NETWORK,
} from '#shared/schemas/airtime-cash.ts';
import {
  insertAirtimeCash,
  selectFeePercentage,
  selectUserAirtimeCash,
  toAirtimeCash,
} from './airtime-cash.queries.ts';
import { ussdCodes } from './airtime-cash.ussd.ts';

export type AirtimeCashDeps = { pool: pg.Pool; config: Config };

/** The fee in percent: the back office's rate for the network, else FALLBACK_AIRTIME_FEES. */
async function feePercentage(pool: pg.Pool, network: AirtimeNetwork): Promise<string> {
  return (await selectFeePercentage(pool, network)) ?? String(FALLBACK_AIRTIME_FEES[network]);
}

/**
 * Records a request and answers the code to dial. No money moves: the wallet
 * is credited only when an administrator sees the airtime arrive and approves.
 * The carrier PIN goes into the dial code of this one answer and nowhere else.
 */
export async function createAirtimeCash(
  deps: AirtimeCashDeps,
  userId: string,
  input: AirtimeCashCreate,
  idempotencyKey: string | null = null,
): Promise<AirtimeCashCreated> {
  const { network } = input;
  if (network === UNAVAILABLE_NETWORK)
    throw new AppError('NETWORK_UNAVAILABLE', AIRTIME_CASH_MESSAGES.unavailable, 'network');
  const percent = await feePercentage(deps.pool, network);
  const fee = airtimeCashFee(input.amount, Number(percent));
  const net = input.amount - fee;
  if (net <= 0) throw new AppError('BUSINESS_RULE', AIRTIME_CASH_MESSAGES.nothingLeft, 'network');
  const codes = ussdCodes(deps.config, network, input.amount / 100, input.transfer_pin);
  const { row, created } = await insertAirtimeCash(deps.pool, {
    userId,
    network,
    amount: input.amount,
    feePercentage: percent,
    feeAmount: fee,
    netAmount: net,
    phone: input.phone,
    ussdCode: codes.masked,
    idempotencyKey,
  });
  // A repeat of the same request (its answer was lost) gets the first request back, with the
  // code to dial built again from the PIN it carries; a key reused for another request is refused.
  if (
    !created &&
    (row.network !== network || safeMinor(row.amount) !== input.amount || row.phone !== input.phone)
  )
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return { ...toAirtimeCash(row), dial_code: codes.dial };
}

export async function listAirtimeCash(
  pool: pg.Pool,
  userId: string,
  query: AirtimeCashQuery,
): Promise<AirtimeCashPage> {
  const { rows, more } = await selectUserAirtimeCash(pool, userId, query);
  return { items: rows.map(toAirtimeCash), next_cursor: nextCursor(rows, more) };
}
