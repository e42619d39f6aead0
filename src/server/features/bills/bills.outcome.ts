import type { PoolClient } from 'pg';
import { inTransaction, withRetry } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { refundWithin, settleError, settleExpr } from '#server/ledger/holds.ts';
import { noted } from '#server/ledger/observe.ts';
import type { Queryable } from '#server/ledger/post-types.ts';
import type { VtpassOutcome } from '#server/providers/vtpass/client.ts';
import { vtpassFor } from '#server/providers/vtpass/vtpass.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import type { BillsDeps } from './bills.deps.ts';
import { type BillRow, selectBill } from './bills.queries.ts';
import {
  deliverBillWithSettle,
  finishBill,
  notePending,
  type ProviderFacts,
} from './bills-outcome.queries.ts';

// What VTpass's answers do to a bill and its held money. Delivered settles the
// hold into `bills`; failed (016), not processed (091) or reversed (040)
// refunds it; anything unclear leaves it pending for the requery job. Every
// step is safe to repeat: the ledger settles or refunds a hold at most once,
// and a bill row only moves forward.

/** Longest wait between two requeries of one bill. */
const MAX_BACKOFF_S = 3600;
/**
 * VTpass has no record of a bill's `pay`: after this long it never will (the
 * client gives up on a call long before), and since a bill is never sent
 * twice, nothing can be delivered any more.
 */
const NOT_FOUND_GRACE_S = 300;

export type RequeryTrigger = 'pay' | 'job' | 'webhook' | 'admin';

/** Runs inside the transaction that settles or refunds a bill (an administrator's audit row). */
export type OnFinal = (client: PoolClient, bill: BillRow) => Promise<void>;

function facts(o: VtpassOutcome): ProviderFacts {
  const base = { code: o.code, status: o.kind, response: o.raw ?? null };
  if (o.kind !== 'delivered') return base;
  return {
    ...base,
    vtpassTransactionId: o.transactionId,
    token: o.token,
    customerName: o.customerName,
    customerAddress: o.customerAddress,
  };
}

/** Seconds until the next requery: BILLS_REQUERY_S, doubling with each one, at most an hour. */
export function backoffSeconds(firstS: number, requeries: number): number {
  return Math.min(firstS * 2 ** Math.min(requeries, 20), MAX_BACKOFF_S);
}

/**
 * The bill as another caller left it: a requery, VTpass's webhook and an
 * administrator's Process can hear the same final answer at once, and only
 * one of them moves the bill; the others answer what it now is, not the
 * pending row they read before.
 */
async function asItStands(deps: BillsDeps, bill: BillRow): Promise<BillRow> {
  return (await selectBill(deps.pool, bill.id)) ?? bill;
}

/**
 * Settles the hold into `bills` and marks the bill delivered: one statement,
 * or, with an `onFinal` (an administrator's audit row), a transaction that
 * also writes that.
 */
async function deliver(deps: BillsDeps, bill: BillRow, outcome: VtpassOutcome, onFinal?: OnFinal) {
  const settle = settleExpr(bill.transaction_id, {
    to: 'bills',
    reason: `VTpass delivered (${outcome.code ?? 'no code'})`,
  });
  const run = async (q: Queryable) => {
    const delivered = deliverBillWithSettle(q, bill.id, facts(outcome), settle).catch((e) =>
      Promise.reject(settleError(e)),
    );
    const unchanged = (r: { settlement: unknown }) =>
      (r.settlement as { changed?: boolean }).changed === false;
    return (await noted(q, 'settlement', delivered, unchanged)).row;
  };
  const done = onFinal
    ? await inTransaction(deps.pool, async (client) => {
        const row = await run(client);
        if (row) await onFinal(client, row);
        return row;
      })
    : await withRetry(() => run(deps.pool));
  return done ?? asItStands(deps, bill);
}

/** Gives the held (or settled) money back and marks the bill refunded, in one transaction. */
async function giveBack(
  deps: BillsDeps,
  bill: BillRow,
  reason: string,
  f: ProviderFacts,
  onFinal?: OnFinal,
) {
  const done = await inTransaction(deps.pool, async (client) => {
    await refundWithin(client, bill.transaction_id, { reason, status: 'refunded' });
    const row = await finishBill(client, bill.id, 'refunded', { ...f, failureReason: reason });
    if (row && onFinal) await onFinal(client, row);
    if (row)
      await notify(client, {
        userId: bill.user_id,
        kind: 'bill',
        title: `${bill.title} refunded`,
        body: `${formatMoney(safeMinor(bill.amount), 'NGN')} is back in your NGN wallet: ${reason}`,
        transactionId: bill.transaction_id,
      });
    return row;
  });
  return done ?? asItStands(deps, bill);
}

/** Applies one answer of VTpass to the bill; returns the bill as it now stands. */
export async function applyOutcome(
  deps: BillsDeps,
  bill: BillRow,
  outcome: VtpassOutcome,
  trigger: RequeryTrigger,
  onFinal?: OnFinal,
): Promise<BillRow> {
  switch (outcome.kind) {
    case 'delivered':
      if (bill.status !== 'pending') return bill;
      return deliver(deps, bill, outcome, onFinal);
    case 'failed':
      if (bill.status !== 'pending') return bill;
      return giveBack(
        deps,
        bill,
        outcome.message || 'The provider could not deliver it',
        facts(outcome),
        onFinal,
      );
    case 'reversed':
      // A delivered bill can still be reversed by VTpass: the money comes back then too.
      if (bill.status === 'refunded') return bill;
      return giveBack(
        deps,
        bill,
        outcome.message || 'The provider reversed it',
        facts(outcome),
        onFinal,
      );
    case 'not_found': {
      const sentAgoS = bill.pay_sent_at ? (Date.now() - bill.pay_sent_at.getTime()) / 1000 : 0;
      if (bill.status === 'pending' && bill.pay_sent_at && sentAgoS > NOT_FOUND_GRACE_S)
        return giveBack(deps, bill, 'The provider never received it', facts(outcome), onFinal);
      break;
    }
    case 'pending':
      break;
  }
  if (bill.status !== 'pending') return bill;
  const next = backoffSeconds(deps.config.BILLS_REQUERY_S, bill.requery_count);
  await notePending(deps.pool, bill.id, facts(outcome), next, trigger !== 'pay');
  if (trigger === 'pay')
    deps.log.info({ bill: bill.id, code: outcome.code }, 'bill pending at VTpass');
  return (await selectBill(deps.pool, bill.id)) ?? bill;
}

/**
 * Sends the one `pay` of a bill, and applies the answer. Only the request that
 * recorded the bill calls this (a repeat of its Idempotency-Key answers the
 * bill as it stands), so no bill is ever sent twice; every later question is
 * a requery.
 */
export async function sendPay(deps: BillsDeps, bill: BillRow): Promise<BillRow> {
  const { client } = vtpassFor(deps.config, deps.log);
  const amountNaira = safeMinor(bill.amount) / 100;
  const outcome = await client.pay({
    request_id: bill.request_id,
    serviceID: bill.service_id,
    phone: bill.phone ?? '08011111111',
    ...(bill.service === 'airtime' ? { amount: amountNaira } : {}),
    ...(bill.service === 'data'
      ? { billersCode: bill.phone ?? '', variation_code: bill.variation_code ?? '' }
      : {}),
    ...(bill.service === 'electricity'
      ? {
          billersCode: bill.meter_number ?? '',
          variation_code: bill.variation_code ?? 'prepaid',
          amount: amountNaira,
        }
      : {}),
    ...(bill.service === 'cable'
      ? {
          billersCode: bill.smartcard ?? '',
          variation_code: bill.variation_code ?? '',
          ...(bill.provider === 'dstv' || bill.provider === 'gotv'
            ? { subscription_type: 'change' as const }
            : {}),
        }
      : {}),
  });
  return applyOutcome(deps, bill, outcome, 'pay');
}

/**
 * Asks VTpass about a bill, with its own request_id, and applies the answer.
 * A bill VTpass has no record of is refunded once that has lasted long enough
 * (the server stopped between the hold and the call, or the call was lost).
 */
export async function requeryBill(
  deps: BillsDeps,
  billId: string,
  trigger: RequeryTrigger,
  onFinal?: OnFinal,
): Promise<BillRow | null> {
  const bill = await selectBill(deps.pool, billId);
  if (!bill) return null;
  // A delivered bill is asked about again only when someone says it changed
  // (VTpass's webhook, an administrator): VTpass may still reverse it.
  if (bill.status === 'refunded') return bill;
  if (bill.status === 'delivered' && (trigger === 'job' || trigger === 'pay')) return bill;
  const { client } = vtpassFor(deps.config, deps.log);
  const outcome = await client.requery(bill.request_id);
  return applyOutcome(deps, bill, outcome, trigger, onFinal);
}
