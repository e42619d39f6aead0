import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import { BILL_COLUMNS, type BillRow } from './bills.queries.ts';

// What VTpass answered about a bill: still pending, delivered (with the hold
// settled in the same statement) or refunded, and the sweeps that decide when
// to ask again.

export type ProviderFacts = {
  code: string | null;
  status: string | null;
  response: unknown;
  vtpassTransactionId?: string | null;
  token?: string | null;
  customerName?: string | null;
  customerAddress?: string | null;
};

const providerAnswer = (facts: ProviderFacts) => ({
  provider_code: facts.code,
  provider_status: facts.status,
  provider_response: JSON.stringify(facts.response ?? null),
});

/** What a final answer may fill in that the bill did not know yet. */
const finalFacts = (eb: ExpressionBuilder<DB & { b: DB['bills'] }, 'b'>, facts: ProviderFacts) => ({
  ...providerAnswer(facts),
  vtpass_transaction_id: eb.fn.coalesce(
    eb.val(facts.vtpassTransactionId ?? null),
    eb.ref('b.vtpass_transaction_id'),
  ),
  token: eb.fn.coalesce(eb.val(facts.token ?? null), eb.ref('b.token')),
  customer_name: eb.fn.coalesce(eb.val(facts.customerName ?? null), eb.ref('b.customer_name')),
  customer_address: eb.fn.coalesce(
    eb.val(facts.customerAddress ?? null),
    eb.ref('b.customer_address'),
  ),
  next_requery_at: null,
  finished_at: sql<Date>`now()`,
  updated_at: sql<Date>`now()`,
});

/** Still pending: note VTpass's answer and when to ask again (`requeried`: it was a requery). */
export async function notePending(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  nextInS: number,
  requeried: boolean,
): Promise<void> {
  await run(
    q,
    qb
      .updateTable('bills')
      .set((eb) => ({
        ...providerAnswer(facts),
        requery_count: requeried ? eb('requery_count', '+', 1) : eb.ref('requery_count'),
        next_requery_at: sql<Date>`now() + make_interval(secs => ${nextInS})`,
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/**
 * Settles the bill's hold (`settle`, an owo_settle call) and marks the bill
 * delivered, in ONE statement. The settlement runs whatever the bill's row
 * says, and first (the ledger's row is locked before the bill's, as a refund
 * does), so two deliveries at once settle once and the second changes no row.
 * `row` is null when the bill was no longer pending.
 */
export async function deliverBillWithSettle(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  settle: RawBuilder<unknown>,
): Promise<{ settlement: unknown; row: BillRow | null }> {
  const query = qb
    .with(
      (w) => w('s').materialized(),
      (db) => db.selectNoFrom(settle.as('result')),
    )
    .with('upd', (db) =>
      db
        .updateTable('bills as b')
        .set((eb) => ({ status: 'delivered', failure_reason: null, ...finalFacts(eb, facts) }))
        .where('b.id', '=', id)
        .where('b.status', '=', 'pending')
        .where(sql<boolean>`(SELECT s.result FROM s) IS NOT NULL`)
        .returning(BILL_COLUMNS),
    )
    .selectFrom('s')
    .leftJoin('upd', (join) => join.onTrue())
    .select('s.result as settlement')
    .selectAll('upd');
  const { settlement, ...row } = (await first(q, query, 'bills_deliver_with_settle'))!;
  return { settlement, row: row.id ? (row as BillRow) : null };
}

/** pending -> delivered or refunded (a delivered bill may still become refunded: a reversal). */
export async function finishBill(
  q: Queryable,
  id: string,
  status: 'delivered' | 'refunded',
  facts: ProviderFacts & { failureReason?: string | null },
) {
  const query = qb
    .updateTable('bills as b')
    .set((eb) => ({
      status,
      failure_reason: facts.failureReason ?? null,
      ...finalFacts(eb, facts),
    }))
    .where('b.id', '=', id)
    .where((eb) =>
      status === 'refunded'
        ? eb('b.status', 'in', ['pending', 'delivered'])
        : eb('b.status', '=', 'pending'),
    )
    .returning(BILL_COLUMNS);
  return (await first(q, query)) ?? null;
}

/**
 * Claims pending bills whose time to be asked about has come, oldest first:
 * their next time moves `claimS` seconds on, so no other sweep takes them
 * meanwhile; the requery then sets the real next time.
 */
export async function claimDueBills(
  q: Queryable,
  limit: number,
  claimS: number,
): Promise<string[]> {
  const rows = await all(
    q,
    qb
      .updateTable('bills')
      .set({ next_requery_at: sql<Date>`now() + make_interval(secs => ${claimS})` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('bills')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_requery_at', '<=', sql<Date>`now()`)
          .orderBy('next_requery_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id'),
  );
  return rows.map((r) => r.id);
}

/**
 * A VTpass webhook's claim to requery a bill now. The webhook is unsigned, so
 * anyone can post it: only a pending bill is asked about (or a delivered one
 * the post says was reversed, as VTpass may still reverse it), at most once a
 * minute per bill (one UPDATE, so of concurrent posts exactly one wins). The
 * bill's id, or null when nothing is to be asked.
 */
export async function claimWebhookRequery(
  q: Queryable,
  requestId: string,
  saysReversed: boolean,
): Promise<string | null> {
  const row = await first(
    q,
    qb
      .updateTable('bills')
      .set({ webhook_requery_at: sql<Date>`now()` })
      .where('request_id', '=', requestId)
      .where((eb) =>
        saysReversed ? eb('status', 'in', ['pending', 'delivered']) : eb('status', '=', 'pending'),
      )
      .where((eb) =>
        eb.or([
          eb('webhook_requery_at', 'is', null),
          eb('webhook_requery_at', '<=', sql<Date>`now() - interval '1 minute'`),
        ]),
      )
      .returning('id'),
  );
  return row?.id ?? null;
}
