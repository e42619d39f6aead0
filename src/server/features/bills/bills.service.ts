import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { withRetry } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { walletBalances } from '#server/ledger/accounts.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import { noted } from '#server/ledger/observe.ts';
import { postingExpr } from '#server/ledger/post.ts';
import { toLedgerError } from '#server/ledger/post-errors.ts';
import { newRequestId } from '#server/providers/vtpass/client.ts';
import { formatMoney } from '#shared/money.ts';
import type { Bill, BillPage } from '#shared/schemas/bills.ts';
import {
  AIRTIME_SERVICE_IDS,
  DATA_SERVICE_IDS,
  NETWORK_NAMES,
} from '#shared/schemas/bills-networks.ts';
import { CABLE_PROVIDER_NAMES, DISCOS } from '#shared/schemas/bills-options.ts';
import { BILL_MESSAGES, type BillCreate } from '#shared/schemas/bills-requests.ts';
import { findVariation, verifyCustomer } from './bills.catalog.ts';
import type { BillsDeps } from './bills.deps.ts';
import { sendPay } from './bills.outcome.ts';
import {
  type BillRow,
  insertBillWithHold,
  type NewBill,
  selectBill,
  selectBillByKey,
  selectBills,
  toBill,
} from './bills.queries.ts';

type Product = Omit<
  NewBill,
  'userId' | 'requestId' | 'idempotencyKey' | 'requestHash' | 'transactionId' | 'requeryAfterS'
>;

const empty = {
  variationCode: null,
  phone: null,
  network: null,
  planId: null,
  planName: null,
  disco: null,
  meterNumber: null,
  meterType: null,
  provider: null,
  smartcard: null,
  packageId: null,
  packageName: null,
  customerName: null,
  customerAddress: null,
};

/** What is bought and for how much, from the request and VTpass's catalog; nothing is held yet. */
async function product(deps: BillsDeps, input: BillCreate): Promise<Product> {
  switch (input.service) {
    case 'airtime':
      return {
        ...empty,
        service: 'airtime',
        amount: input.amount,
        title: `${NETWORK_NAMES[input.network]} Airtime`,
        serviceId: AIRTIME_SERVICE_IDS[input.network],
        phone: input.phone,
        network: input.network,
      };
    case 'data': {
      const plan = await findVariation(
        deps,
        DATA_SERVICE_IDS[input.network],
        input.plan_id,
        'plan_id',
      );
      return {
        ...empty,
        service: 'data',
        amount: plan.amount,
        title: `${NETWORK_NAMES[input.network]} Data`,
        serviceId: DATA_SERVICE_IDS[input.network],
        variationCode: plan.code,
        phone: input.phone,
        network: input.network,
        planId: plan.code,
        planName: plan.name,
      };
    }
    case 'electricity': {
      const who = await verifyCustomer(deps, {
        service: 'electricity',
        disco: input.disco,
        meter_number: input.meter_number,
        meter_type: input.meter_type,
      });
      return {
        ...empty,
        service: 'electricity',
        amount: input.amount,
        title: `Electricity - ${input.disco.toUpperCase()}`,
        serviceId: DISCOS[input.disco].serviceId,
        variationCode: input.meter_type,
        phone: input.phone ?? null,
        disco: input.disco,
        meterNumber: input.meter_number,
        meterType: input.meter_type,
        customerName: who.customer_name,
        customerAddress: who.address,
      };
    }
    case 'cable': {
      const pkg = await findVariation(deps, input.provider, input.package_id, 'package_id');
      const who =
        input.provider === 'showmax'
          ? null
          : await verifyCustomer(deps, {
              service: 'cable',
              provider: input.provider,
              smartcard: input.smartcard,
            });
      return {
        ...empty,
        service: 'cable',
        amount: pkg.amount,
        title: `${CABLE_PROVIDER_NAMES[input.provider]} Subscription`,
        serviceId: input.provider,
        variationCode: pkg.code,
        phone: input.phone,
        provider: input.provider,
        smartcard: input.smartcard,
        packageId: pkg.code,
        packageName: pkg.name,
        customerName: who?.customer_name ?? null,
      };
    }
  }
}

function sameRequest(row: BillRow & { request_hash: string }, hash: string): BillRow {
  if (row.request_hash !== hash)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return row;
}

/**
 * Records the bill and holds its amount in the NGN wallet, in one statement
 * (so one commit), before VTpass hears of it. The same Idempotency-Key answers the
 * same bill, also when the two requests arrive together (the ledger's key
 * makes the second wait for the first, then answer what it wrote).
 * `created` is false when the key had already made this bill.
 */
export async function recordBill(
  deps: BillsDeps,
  userId: string,
  input: BillCreate,
  idempotencyKey: string,
): Promise<{ row: BillRow; created: boolean }> {
  const hash = requestHash({ bill: input });
  const earlier = await selectBillByKey(deps.pool, userId, idempotencyKey);
  if (earlier) return { row: sameRequest(earlier, hash), created: false };

  const what = await product(deps, input);
  const requestId = newRequestId();
  try {
    const hold = postingExpr({
      kind: 'payment',
      category: what.service,
      description: what.title,
      userId,
      actorId: userId,
      idempotencyKey,
      request: { bill: input },
      status: 'pending',
      reference: requestId,
      metadata: { bill_request_id: requestId, service: what.service },
      legs: [
        { account: { userId, currency: 'NGN' }, amount: -what.amount, description: what.title },
        { account: { system: 'pending', currency: 'NGN' }, amount: what.amount },
      ],
    });
    const inserted = withRetry(() =>
      insertBillWithHold(
        deps.pool,
        {
          ...what,
          userId,
          requestId,
          idempotencyKey,
          requestHash: hash,
          requeryAfterS: deps.config.BILLS_REQUERY_S,
        },
        hold,
      ).catch((e) => Promise.reject(toLedgerError(e, userId))),
    );
    const { row } = await noted(deps.pool, 'payment', inserted, (r) => r.posting.replayed);
    if (row) return { row, created: true };
    // The key had already made a bill (a twin request committed first): answer that one.
    const twin = await selectBillByKey(deps.pool, userId, idempotencyKey);
    if (twin) return { row: sameRequest(twin, hash), created: false };
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  } catch (e) {
    if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') {
      const { NGN } = await walletBalances(deps.pool, userId);
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        BILL_MESSAGES.insufficient(formatMoney(NGN, 'NGN'), formatMoney(what.amount, 'NGN')),
      );
    }
    throw e;
  }
}

/**
 * Pays a bill: records and holds it (`recordBill`), then sends VTpass its one
 * `pay` and applies the answer: delivered, refunded, or pending for the
 * requery job. A repeat of the request answers the bill as it now stands.
 */
export async function payBill(
  deps: BillsDeps,
  userId: string,
  input: BillCreate,
  idempotencyKey: string,
): Promise<Bill> {
  const { row, created } = await recordBill(deps, userId, input, idempotencyKey);
  if (!created) return toBill((await selectBill(deps.pool, row.id)) ?? row);
  return toBill(await sendPay(deps, row));
}

export async function getBill(pool: pg.Pool, userId: string, id: string): Promise<Bill> {
  const row = await selectBill(pool, id, userId);
  if (!row) throw notFound('Bill');
  return toBill(row);
}

export async function listBills(
  pool: pg.Pool,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<BillPage> {
  const { rows, more } = await selectBills(pool, userId, page);
  return { items: rows.map(toBill), next_cursor: nextCursor(rows, more) };
}

/** The back office's Process, for the reconciliation's requery. */
export { processBill } from './bills-admin.service.ts';
