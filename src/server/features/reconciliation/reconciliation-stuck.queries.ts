import { sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { StuckItem } from '#shared/schemas/reconciliation.ts';

// Everything still waiting on an outside party (or on an administrator)
// longer than it should: pending bills, withdrawals, card payments, bank
// deposits not yet confirmed, RMB purchases and airtime-to-cash requests.

const kind = (k: StuckItem['kind']) => sql<StuckItem['kind']>`${k}::text`.as('kind');
const text = (s: string) => sql<string>`${s}::text`.as('currency');

function stuckQuery(before: Date) {
  return qb
    .selectFrom('bills')
    .select([
      kind('bill'),
      sql<string>`id::text`.as('id'),
      'request_id as reference',
      'status',
      'amount',
      text('NGN'),
      'created_at',
    ])
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .unionAll(
      qb
        .selectFrom('withdrawals')
        .select([
          kind('withdrawal'),
          sql<string>`id::text`.as('id'),
          'reference',
          'status',
          'amount',
          text('NGN'),
          'created_at',
        ])
        .where('status', 'in', ['pending', 'processing'])
        .where('created_at', '<', before),
    )
    .unionAll(
      qb
        .selectFrom('card_fundings')
        .select([
          kind('card_funding'),
          sql<string>`id::text`.as('id'),
          'reference',
          'status',
          'amount',
          'currency',
          'created_at',
        ])
        .where('status', '=', 'initialized')
        .where('created_at', '<', before),
    )
    .unionAll(
      qb
        .selectFrom('bank_deposits')
        .select([
          kind('bank_deposit'),
          'reference as id',
          'reference',
          'status',
          'amount',
          text('NGN'),
          'created_at',
        ])
        .where('status', '=', 'received')
        .where('created_at', '<', before),
    )
    .unionAll(
      qb
        .selectFrom('rmb_purchases')
        .select([
          kind('rmb'),
          sql<string>`id::text`.as('id'),
          'reference',
          'status',
          'naira_amount as amount',
          text('NGN'),
          'created_at',
        ])
        .where('status', 'in', ['pending', 'processing'])
        .where('created_at', '<', before),
    )
    .unionAll(
      qb
        .selectFrom('airtime_cash_requests')
        .select([
          kind('airtime_cash'),
          sql<string>`id::text`.as('id'),
          sql<string>`id::text`.as('reference'),
          'status',
          'amount',
          text('NGN'),
          'created_at',
        ])
        .where('status', '=', 'pending')
        .where('created_at', '<', before),
    );
}

/** The oldest `limit` items pending since before `before`, and how many there are in all. */
export async function selectStuck(db: Queryable, before: Date, limit: number, now = new Date()) {
  const inner = stuckQuery(before);
  const [rows, count] = await Promise.all([
    all(db, qb.selectFrom(inner.as('s')).selectAll().orderBy('created_at').limit(limit)),
    first(
      db,
      qb.selectFrom(inner.as('s')).select((eb) => eb.fn.countAll<string>().as('n')),
    ),
  ]);
  const items: StuckItem[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    reference: r.reference,
    status: r.status,
    amount: safeMinor(r.amount),
    currency: r.currency,
    created_at: new Date(r.created_at).toISOString(),
    age_minutes: Math.floor((now.getTime() - new Date(r.created_at).getTime()) / 60_000),
  }));
  return { items, total: Number(count?.n ?? 0) };
}
