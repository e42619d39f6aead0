import { sql } from 'kysely';
import type pg from 'pg';
import { all, first, qb, run } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { NewInstalment } from '#shared/schemas/loans-recovery.ts';

// SQL of a restructure (the unpaid schedule replaced, no money moves) and of a
// write-off's status change. Callers hold the loan's row lock.

/** The instalments not fully paid, as the audit row records them before a restructure. */
export async function unpaidInstalments(client: pg.PoolClient, loanId: string) {
  const query = qb
    .selectFrom('loan_instalments')
    .select([
      'number',
      sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
      'amount',
      'paid_amount',
      'status',
    ])
    .where('loan_id', '=', loanId)
    .whereRef('paid_amount', '<', 'amount')
    .orderBy('number');
  return (await all(client, query)).map((i) => ({
    ...i,
    amount: safeMinor(i.amount),
    paid_amount: safeMinor(i.paid_amount),
  }));
}

/**
 * Replaces what is unpaid of the schedule: instalments with nothing paid go,
 * a partly paid one keeps what was paid (and is paid), and `next` is added,
 * numbered after what is left. The paid part plus `next` is the new schedule.
 */
export async function replaceUnpaid(
  client: pg.PoolClient,
  loanId: string,
  build: (firstNumber: number) => NewInstalment[],
): Promise<NewInstalment[]> {
  await run(
    client,
    qb.deleteFrom('loan_instalments').where('loan_id', '=', loanId).where('paid_amount', '=', '0'),
  );
  await run(
    client,
    qb
      .updateTable('loan_instalments')
      .set((eb) => ({
        amount: eb.ref('paid_amount'),
        status: 'paid',
        updated_at: sql<Date>`now()`,
      }))
      .where('loan_id', '=', loanId)
      .whereRef('paid_amount', '<', 'amount'),
  );
  const last = await first(
    client,
    qb
      .selectFrom('loan_instalments')
      .select(sql<number>`coalesce(max(number), 0)::int`.as('n'))
      .where('loan_id', '=', loanId),
  );
  const next = build((last?.n ?? 0) + 1);
  await run(
    client,
    qb
      .insertInto('loan_instalments')
      .columns(['loan_id', 'number', 'due_date', 'amount'])
      .expression(
        sql`SELECT ${loanId}, * FROM unnest(${next.map((i) => i.number)}::int[], ${next.map((i) => i.due_date)}::date[], ${next.map((i) => i.amount)}::bigint[])`,
      ),
  );
  return next;
}

/** The schedule's total and what it records as paid: they must equal the loan's total and repaid. */
export async function scheduleSums(client: pg.PoolClient, loanId: string) {
  const row = await first(
    client,
    qb
      .selectFrom('loan_instalments')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'),
        eb.fn.coalesce(eb.fn.sum<string>('paid_amount'), sql<string>`0`).as('paid'),
      ])
      .where('loan_id', '=', loanId),
  );
  return { total: safeMinor(row?.total ?? '0'), paid: safeMinor(row?.paid ?? '0') };
}

/** Defaulted (or disbursed) -> disbursed, marked restructured now. */
export async function setRestructured(client: pg.PoolClient, loanId: string) {
  await run(
    client,
    qb
      .updateTable('loan_applications')
      .set({
        status: 'disbursed',
        restructured_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', loanId)
      .where('status', 'in', ['disbursed', 'defaulted']),
  );
}

/** Disbursed or defaulted -> written_off, with the amount and its ledger posting; once. */
export async function setWrittenOff(
  client: pg.PoolClient,
  loanId: string,
  amount: number,
  transactionId: string,
): Promise<boolean> {
  const query = qb
    .updateTable('loan_applications')
    .set({
      status: 'written_off',
      written_off_at: sql<Date>`now()`,
      written_off_amount: amount,
      write_off_transaction_id: transactionId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', loanId)
    .where('status', 'in', ['disbursed', 'defaulted'])
    .returning('id');
  return (await first(client, query)) !== undefined;
}
