import type pg from 'pg';
import type { Queryable } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';

// SQL of repayments and of the instalments they pay, and the overdue sweep.

export async function selectRepaymentByKey(q: Queryable, userId: string, key: string) {
  const { rows } = await q.query<{
    id: string;
    loan_id: string;
    amount: string;
    transaction_id: string;
    created_at: Date;
  }>(
    `SELECT id, loan_id, amount::text AS amount, transaction_id, created_at
       FROM loan_repayments WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}
export type RepaymentRow = NonNullable<Awaited<ReturnType<typeof selectRepaymentByKey>>>;

export async function insertRepayment(
  client: pg.PoolClient,
  r: { loanId: string; userId: string; amount: number; transactionId: string; key: string },
): Promise<RepaymentRow> {
  const { rows } = await client.query<RepaymentRow>(
    `INSERT INTO loan_repayments (loan_id, user_id, amount, transaction_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, loan_id, amount::text AS amount, transaction_id, created_at`,
    [r.loanId, r.userId, r.amount, r.transactionId, r.key],
  );
  return rows[0]!;
}

/**
 * Spreads `amount` over the loan's unpaid instalments, oldest first: each takes
 * what it still lacks until the amount runs out; one paid in full is `paid`.
 */
export async function payInstalments(client: pg.PoolClient, loanId: string, amount: number) {
  await client.query(
    `WITH owed AS (
       SELECT id, amount - paid_amount AS lacking,
              sum(amount - paid_amount) OVER (ORDER BY number) - (amount - paid_amount) AS before
         FROM loan_instalments WHERE loan_id = $1 AND paid_amount < amount
     ), share AS (
       SELECT id, lacking, least(lacking, $2::bigint - before) AS pay FROM owed WHERE before < $2::bigint
     )
     UPDATE loan_instalments i SET paid_amount = i.paid_amount + s.pay,
         status = CASE WHEN s.pay = s.lacking THEN 'paid' ELSE i.status END, updated_at = now()
       FROM share s WHERE i.id = s.id`,
    [loanId, amount],
  );
}

/** Adds a repayment to the loan's total; fully paid, the loan is `repaid`. Returns the new status. */
export async function addRepaid(client: pg.PoolClient, loanId: string, amount: number) {
  const { rows } = await client.query<{ status: string }>(
    `UPDATE loan_applications SET amount_repaid = amount_repaid + $2,
        status = CASE WHEN amount_repaid + $2 >= total_repayment THEN 'repaid' ELSE status END,
        updated_at = now()
      WHERE id = $1 RETURNING status`,
    [loanId, amount],
  );
  return rows[0]!.status;
}

/**
 * Marks the unpaid instalments of disbursed loans whose due date (a Lagos
 * date) has passed `overdue`, and tells each borrower; once only, since only
 * `due` instalments are taken. Returns how many it marked.
 */
export async function markOverdue(q: Queryable, today: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `WITH marked AS (
       UPDATE loan_instalments i SET status = 'overdue', updated_at = now()
         FROM loan_applications l
        WHERE l.id = i.loan_id AND l.status = 'disbursed'
          AND i.status = 'due' AND i.due_date < $1::date AND i.paid_amount < i.amount
       RETURNING i.loan_id, i.number, i.due_date, l.user_id
     ), told AS (
       INSERT INTO notifications (user_id, kind, title, body)
       SELECT user_id, 'loan_overdue', 'Loan repayment overdue',
              'Instalment ' || number || ' of loan ' || loan_id || ', due on '
                || to_char(due_date, 'DD/MM/YYYY') || ', is overdue. Please repay from your NGN wallet.'
         FROM marked
       RETURNING 1
     )
     SELECT count(*)::text AS n FROM marked`,
    [today],
  );
  return safeMinor(rows[0]?.n ?? '0');
}
