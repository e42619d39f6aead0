import { sql } from 'kysely';
import type pg from 'pg';
import { first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';

// SQL of repayments and of the instalments they pay, and the overdue sweep.

const REPAYMENT_COLUMNS = ['id', 'loan_id', 'amount', 'transaction_id', 'created_at'] as const;

const repayments = () => qb.selectFrom('loan_repayments').select(REPAYMENT_COLUMNS);

export type RepaymentRow = Row<ReturnType<typeof repayments>>;

export async function selectRepaymentByKey(q: Queryable, userId: string, key: string) {
  const query = repayments().where('user_id', '=', userId).where('idempotency_key', '=', key);
  return (await first(q, query)) ?? null;
}

export async function insertRepayment(
  client: pg.PoolClient,
  r: { loanId: string; userId: string; amount: number; transactionId: string; key: string },
): Promise<RepaymentRow> {
  const query = qb
    .insertInto('loan_repayments')
    .values({
      loan_id: r.loanId,
      user_id: r.userId,
      amount: r.amount,
      transaction_id: r.transactionId,
      idempotency_key: r.key,
    })
    .returning(REPAYMENT_COLUMNS);
  return (await first(client, query))!;
}

/**
 * Spreads `amount` over the loan's unpaid instalments, oldest first: each takes
 * what it still lacks until the amount runs out; one paid in full is `paid`.
 */
export async function payInstalments(client: pg.PoolClient, loanId: string, amount: number) {
  const paying = sql<string>`${amount}::bigint`;
  const query = qb
    .with('owed', (db) =>
      db
        .selectFrom('loan_instalments')
        .select((eb) => {
          const lacking = eb('amount', '-', eb.ref('paid_amount'));
          return [
            'id',
            lacking.as('lacking'),
            sql<string>`${eb.fn.sum(lacking).over((ob) => ob.orderBy('number'))} - (${lacking})`.as(
              'before',
            ),
          ];
        })
        .where('loan_id', '=', loanId)
        .whereRef('paid_amount', '<', 'amount'),
    )
    .with('share', (db) =>
      db
        .selectFrom('owed')
        .select((eb) => [
          'id',
          'lacking',
          eb
            .fn<string>('least', ['lacking', sql<string>`${paying} - ${eb.ref('before')}`])
            .as('pay'),
        ])
        .where('before', '<', paying),
    )
    .updateTable('loan_instalments as i')
    .from('share as s')
    .set((eb) => ({
      paid_amount: eb('i.paid_amount', '+', eb.ref('s.pay')),
      status: eb
        .case()
        .when('s.pay', '=', eb.ref('s.lacking'))
        .then(sql.lit('paid'))
        .else(eb.ref('i.status'))
        .end(),
      updated_at: sql<Date>`now()`,
    }))
    .whereRef('i.id', '=', 's.id');
  await run(client, query);
}

/** Adds a repayment to the loan's total; fully paid, the loan is `repaid`. Returns the new status. */
export async function addRepaid(client: pg.PoolClient, loanId: string, amount: number) {
  const paid = String(amount); // a bigint's value, as the column reads
  const query = qb
    .updateTable('loan_applications')
    .set((eb) => ({
      amount_repaid: eb('amount_repaid', '+', paid),
      status: eb
        .case()
        .when(eb('amount_repaid', '+', paid), '>=', eb.ref('total_repayment'))
        .then(sql.lit('repaid'))
        .else(eb.ref('status'))
        .end(),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', loanId)
    .returning('status');
  return (await first(client, query))!.status;
}

/**
 * Marks the unpaid instalments of disbursed loans whose due date (a Lagos
 * date) has passed `overdue`, and tells each borrower; once only, since only
 * `due` instalments are taken. Returns how many it marked.
 */
export async function markOverdue(q: Queryable, today: string): Promise<number> {
  const query = qb
    .with('marked', (db) =>
      db
        .updateTable('loan_instalments as i')
        .from('loan_applications as l')
        .set({ status: 'overdue', updated_at: sql<Date>`now()` })
        .whereRef('l.id', '=', 'i.loan_id')
        .where('l.status', '=', 'disbursed')
        .where('i.status', '=', 'due')
        .where('i.due_date', '<', sql<Date>`${today}::date`)
        .whereRef('i.paid_amount', '<', 'i.amount')
        .returning(['i.loan_id', 'i.number', 'i.due_date', 'l.user_id']),
    )
    .with('told', (db) =>
      db
        .insertInto('notifications')
        .columns(['user_id', 'kind', 'title', 'body'])
        .expression((eb) =>
          eb.selectFrom('marked').select((m) => [
            'user_id',
            sql.lit('loan_overdue').as('kind'),
            sql.lit('Loan repayment overdue').as('title'),
            sql<string>`'Instalment ' || ${m.ref('number')} || ' of loan ' || ${m.ref('loan_id')} || ', due on '
                || to_char(${m.ref('due_date')}, 'DD/MM/YYYY') || ', is overdue. Please repay from your NGN wallet.'`.as(
              'body',
            ),
          ]),
        )
        .returning(sql<number>`1`.as('one')),
    )
    .selectFrom('marked')
    .select(sql<string>`count(*)::text`.as('n'));
  const row = await first(q, query);
  return safeMinor(row?.n ?? '0');
}
