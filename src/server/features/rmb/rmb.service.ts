import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { currentRate } from '#server/features/rates/rates.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, badInput, notFound } from '#server/http/errors.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import { newReference, postWithin } from '#server/ledger/post.ts';
import { sniffFileType } from '#server/providers/storage/file-type.ts';
import { formatMoney } from '#shared/money.ts';
import { isRate, quoteRmb, type RmbQuote, sameRate } from '#shared/rmb-quote.ts';
import {
  RMB_MESSAGES,
  RMB_PLATFORM_NAMES,
  RMB_QR_MAX_BYTES,
  RMB_QR_TYPES,
  type RmbCreate,
  type RmbPage,
  type RmbPurchase,
} from '#shared/schemas/rmb.ts';
import {
  insertPurchase,
  insertQrFile,
  lockQrFile,
  type RmbRow,
  selectPurchaseByKey,
  selectPurchases,
  toPurchase,
} from './rmb.queries.ts';

export type RmbDeps = Pick<AppDeps, 'pool' | 'storage'>;

export const QR_TOO_LARGE = 'file: the QR code image must be at most 5MB';
const QR_EXTENSIONS: Record<(typeof RMB_QR_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
/** ₦100,000,000 in kobo: the request schema's cap, also on a price computed from RMB. */
const MAX_MINOR = 10_000_000_000;

/**
 * Stores a QR image privately, owned by the user, after checking it by its
 * content: a PNG or JPG of at most 5 MB, whatever its name or declared type.
 */
export async function uploadQr(
  deps: RmbDeps,
  userId: string,
  bytes: Uint8Array,
): Promise<{ qr_id: string }> {
  if (bytes.byteLength === 0) throw badInput('file', 'the file is empty');
  if (bytes.byteLength > RMB_QR_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', QR_TOO_LARGE, 'file');
  const mime = (await sniffFileType(bytes)) as (typeof RMB_QR_TYPES)[number] | undefined;
  if (!mime || !RMB_QR_TYPES.includes(mime))
    throw badInput('file', 'the QR code must be a PNG or JPG image');
  const key = `rmb-qr/${userId}/${randomUUID()}.${QR_EXTENSIONS[mime]}`;
  await deps.storage.put(key, bytes, mime);
  try {
    const id = await insertQrFile(deps.pool, {
      userId,
      storageKey: key,
      contentType: mime,
      size: bytes.byteLength,
    });
    return { qr_id: id };
  } catch (e) {
    await deps.storage.remove(key).catch(() => {});
    throw e;
  }
}

/** Prices the request at `rate` (see quoteRmb for the rounding), or 400 naming the amount given. */
function price(input: RmbCreate, rate: string): RmbQuote {
  const field = input.naira_amount !== undefined ? 'naira_amount' : 'rmb_amount';
  const quote = quoteRmb(
    input.naira_amount !== undefined
      ? { naira_amount: input.naira_amount }
      : { rmb_amount: input.rmb_amount ?? 0 },
    rate,
  );
  if (quote.rmb_amount < 1) throw badInput(field, 'is too small to buy any RMB');
  if (quote.naira_amount > MAX_MINOR || quote.rmb_amount > MAX_MINOR)
    throw badInput(field, 'is too large');
  return quote;
}

function sameRequest<T extends RmbRow & { request_hash: string }>(row: T, hash: string): T {
  if (row.request_hash !== hash)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return row;
}

/** Thrown inside the hold's transaction when its key was already used: roll back, answer that purchase. */
class Replayed extends Error {}

/**
 * Buys RMB: prices the request with the server's own current NGN to CNY rate,
 * then in one database transaction holds the naira from the NGN wallet (into
 * the `pending` system account), records the purchase (pending) and tells the
 * user. An administrator later completes (settles) or fails (refunds) it.
 * The rate the user saw, when sent, must still be the current one: otherwise
 * 409 RATE_CHANGED with the new figures, and nothing is held. The same
 * Idempotency-Key answers the same purchase, also when two requests arrive
 * together (the ledger's key makes the second wait for the first).
 */
export async function buyRmb(
  deps: RmbDeps,
  userId: string,
  input: RmbCreate,
  idempotencyKey: string,
): Promise<RmbPurchase> {
  const hash = requestHash({ rmb: input });
  const earlier = await selectPurchaseByKey(deps.pool, userId, idempotencyKey);
  if (earlier) return toPurchase(sameRequest(earlier, hash));

  if (input.exchange_rate !== undefined && !isRate(input.exchange_rate))
    throw badInput('exchange_rate', 'is not a decimal rate');
  const rate = await currentRate(deps.pool, 'NGN', 'CNY');
  if (!rate) throw new AppError('BUSINESS_RULE', 'There is no NGN to CNY rate at the moment');
  const quote = price(input, rate);
  if (input.exchange_rate !== undefined && !sameRate(input.exchange_rate, rate))
    throw new AppError('RATE_CHANGED', RMB_MESSAGES.rateChanged(`₦1 = ¥${rate}`), 'exchange_rate', {
      exchange_rate: rate,
      ...quote,
    });

  const platform = RMB_PLATFORM_NAMES[input.platform];
  const rmb = formatMoney(quote.rmb_amount, 'CNY');
  const description = `Buy RMB: ${rmb} via ${platform}`;
  const reference = newReference('RMB');
  try {
    const row = await inTransaction(deps.pool, async (client) => {
      const posting = await postWithin(client, {
        kind: 'payment',
        category: 'rmb',
        description,
        userId,
        actorId: userId,
        idempotencyKey,
        request: { rmb: input },
        status: 'pending',
        reference,
        metadata: { rmb_reference: reference, rate, rmb_amount: quote.rmb_amount },
        legs: [
          { account: { userId, currency: 'NGN' }, amount: -quote.naira_amount, description },
          { account: { system: 'pending', currency: 'NGN' }, amount: quote.naira_amount },
        ],
      });
      if (posting.replayed) throw new Replayed();
      // After the hold: a twin with the same key has waited on the ledger's key
      // and answered above, so only a different purchase can find the image used.
      if (input.qr_id) {
        const qr = await lockQrFile(client, input.qr_id, userId);
        if (!qr) throw notFound('QR image');
        if (qr.used) throw badInput('qr_id', 'this QR image belongs to another purchase');
      }
      const purchase = await insertPurchase(client, {
        userId,
        platform: input.platform,
        alipayType: input.platform === 'alipay' ? (input.alipay_type ?? null) : null,
        nairaAmount: quote.naira_amount,
        rmbAmount: quote.rmb_amount,
        exchangeRate: rate,
        reference,
        idempotencyKey,
        requestHash: hash,
        transactionId: posting.transaction.id,
        recipientId: input.recipient_id,
        fullName: input.full_name,
        qrId: input.qr_id ?? null,
      });
      await notify(client, {
        userId,
        kind: 'rmb',
        title: `Buying ${rmb} for ${input.full_name}`,
        body: `${formatMoney(quote.naira_amount, 'NGN')} is held for ${rmb} via ${platform}. ${RMB_MESSAGES.processingNote}`,
        transactionId: posting.transaction.id,
      });
      return purchase;
    });
    return toPurchase(row);
  } catch (e) {
    if (e instanceof Replayed) {
      const twin = await selectPurchaseByKey(deps.pool, userId, idempotencyKey);
      if (twin) return toPurchase(sameRequest(twin, hash));
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used with a different request',
      );
    }
    if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS', RMB_MESSAGES.insufficient);
    throw e;
  }
}

export async function listPurchases(
  pool: pg.Pool,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<RmbPage> {
  const { rows, more } = await selectPurchases(pool, userId, page);
  return { items: rows.map(toPurchase), next_cursor: nextCursor(rows, more) };
}
