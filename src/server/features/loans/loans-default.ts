import { sql } from 'kysely';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { SYSTEM_ACTOR } from '#server/ledger/hold-state.ts';
import type { Logger } from '#server/log.ts';
import { loanDefaultedEmail } from '#server/providers/email/notices.ts';
import { type MailDeps, mailUser } from '#server/providers/email/send-later.ts';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import { lagosToday } from '#shared/loans-schedule.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';

// Loans that are not repaid: a disbursed loan with an instalment still unpaid
// LOAN_DEFAULT_DAYS (Lagos) days after its due date becomes `defaulted`, once;
// the borrower is told in the app and by e-mail, once; the audit log says the
// system did it. A defaulted loan can still be repaid (fully repaid, it is
// `repaid`), restructured or written off (loans-recovery.service.ts).

export const LOAN_DEFAULT_QUEUE = 'loan-default';

/** Hourly, like the overdue sweep: the rule is in days. */
const SWEEP_MS = 60 * 60 * 1000;

export type DefaultDeps = MailDeps & { config: Pick<Config, 'publicUrl' | 'LOAN_DEFAULT_DAYS'> };

/** The last due date (Lagos) an unpaid instalment may have for its loan to be defaulted today. */
const cutoff = (today: string, days: number) => sql<Date>`${today}::date - ${days}::int`;

/** Disbursed loans with an instalment unpaid since the cutoff or earlier. */
async function candidates(q: Queryable, today: string, days: number): Promise<string[]> {
  const query = qb
    .selectFrom('loan_applications as l')
    .select('l.id')
    .distinct()
    .innerJoin('loan_instalments as i', 'i.loan_id', 'l.id')
    .where('l.status', '=', 'disbursed')
    .whereRef('i.paid_amount', '<', 'i.amount')
    .where('i.due_date', '<=', cutoff(today, days));
  return (await all(q, query)).map((r) => r.id);
}

/** The loan's oldest instalment unpaid since the cutoff, read after the loan's row is locked. */
async function oldestLate(client: pg.PoolClient, loanId: string, today: string, days: number) {
  const query = qb
    .selectFrom('loan_instalments')
    .select([
      'number',
      sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due'),
      sql<number>`(${today}::date - due_date)`.as('late'),
    ])
    .where('loan_id', '=', loanId)
    .whereRef('paid_amount', '<', 'amount')
    .where('due_date', '<=', cutoff(today, days))
    .orderBy('number')
    .limit(1);
  return (await first(client, query)) ?? null;
}

/**
 * One loan, in one transaction: its row locked (a repayment or another run of
 * the job waits, or is waited for), the rule checked again on what has been
 * committed meanwhile, then the status, the notice, the mail and the audit row
 * together. Returns whether this call defaulted it.
 */
async function defaultLoan(deps: DefaultDeps, loanId: string, today: string): Promise<boolean> {
  const days = deps.config.LOAN_DEFAULT_DAYS;
  return inTransaction(deps.pool, async (client) => {
    const loan = await first(
      client,
      qb
        .selectFrom('loan_applications')
        .select(['user_id', 'status', 'total_repayment', 'amount_repaid'])
        .where('id', '=', loanId)
        .forUpdate(),
    );
    if (loan?.status !== 'disbursed') return false;
    const late = await oldestLate(client, loanId, today, days);
    if (!late) return false;
    await client.query(
      `UPDATE loan_applications SET status = 'defaulted', defaulted_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'disbursed'`,
      [loanId],
    );
    const outstanding = safeMinor(loan.total_repayment ?? 0) - safeMinor(loan.amount_repaid);
    const dueDate = late.due;
    const daysOverdue = Number(late.late);
    await appendAudit(client, {
      actorId: SYSTEM_ACTOR,
      action: 'loan.default',
      targetType: 'loan',
      targetId: loanId,
      before: { status: 'disbursed' },
      after: {
        status: 'defaulted',
        instalment: late.number,
        due_date: dueDate,
        days_overdue: daysOverdue,
        outstanding,
        default_days: days,
      },
    });
    await notify(client, {
      userId: loan.user_id,
      kind: 'loan_defaulted',
      title: 'Loan in default',
      body: `Instalment ${late.number} of loan ${loanId}, due on ${formatCalendarDate(dueDate)}, is ${daysOverdue} days overdue, so the loan is in default. ${formatMoney(outstanding, 'NGN')} is outstanding; you can still repay from your NGN wallet.`,
    });
    await mailUser(
      deps,
      { id: loan.user_id },
      (to, appUrl) =>
        loanDefaultedEmail(to, appUrl, {
          loanId,
          instalment: late.number,
          dueDate,
          daysOverdue,
          outstanding,
        }),
      client,
    );
    return true;
  });
}

/**
 * Marks defaulted every disbursed loan with an instalment unpaid
 * LOAN_DEFAULT_DAYS or more days after its due date (Lagos days: due on the
 * 1st with 30 days, it is defaulted on the 31st, not on the 30th). Safe to run
 * any number of times, also at once: each loan is defaulted and told once.
 * Returns how many loans this run defaulted.
 */
export async function markDefaultedLoans(deps: DefaultDeps, now = new Date()): Promise<number> {
  const today = lagosToday(now);
  let marked = 0;
  for (const id of await candidates(deps.pool, today, deps.config.LOAN_DEFAULT_DAYS))
    if (await defaultLoan(deps, id, today)) marked += 1;
  if (marked > 0) deps.outbox.wake();
  return marked;
}

/** The pg-boss queue and its hourly sweep (see startLoanJobs for the pattern). */
export async function startLoanDefaultJobs(
  boss: PgBoss,
  deps: DefaultDeps & { pool: Pool; log: Logger },
): Promise<() => void> {
  await boss.createQueue(LOAN_DEFAULT_QUEUE);
  await boss.work(LOAN_DEFAULT_QUEUE, async () => {
    const marked = await markDefaultedLoans(deps);
    if (marked > 0) deps.log.info({ marked }, 'loans marked defaulted');
  });
  const sweep = () =>
    boss
      .send(LOAN_DEFAULT_QUEUE, {}, { singletonKey: LOAN_DEFAULT_QUEUE, singletonHours: 1 })
      .catch((err) => deps.log.warn({ err }, 'loan default sweep failed'));
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
