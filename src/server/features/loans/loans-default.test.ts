import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  approvedLoan,
  type Client,
  type LoansTest,
  loansApp,
  person,
  repay,
} from '#test/support/loans.ts';
import { markDefaultedLoans, startLoanDefaultJobs } from './loans-default.ts';

// The default job: a disbursed loan with an instalment unpaid LOAN_DEFAULT_DAYS
// (30) Lagos days after its due date becomes defaulted, once, even when two
// runs meet; the borrower gets one notice and one e-mail; the audit log says
// the system did it; the loan can still be repaid.

let t: LoansTest;
let admin: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  t = loansApp(url);
  admin = await person(t, 0, true);
});

const SMALL = { over: { loan_amount: 50_000_000 }, disbursed: true } as const;

/** Sets the due date of one instalment (the others keep theirs, later). */
const dueOn = (loanId: string, number: number, date: string) =>
  t.deps.pool.query(
    'UPDATE loan_instalments SET due_date = $3::date WHERE loan_id = $1 AND number = $2',
    [loanId, number, date],
  );
const loanOf = async (who: Client, id: string) =>
  (await (await t.call(who, `/api/loans/${id}`)).json()) as Loan;
const noticesOf = async (userId: string) =>
  (
    await t.deps.pool.query<{ body: string }>(
      `SELECT body FROM notifications WHERE user_id = $1 AND kind = 'loan_defaulted'`,
      [userId],
    )
  ).rows.map((r) => r.body);
const mailsTo = async (email: string) =>
  (
    await t.deps.pool.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%in default%'`,
      [email],
    )
  ).rows;
const auditOf = async (loanId: string) =>
  (
    await t.deps.pool.query<{ actor_id: string; after: Record<string, unknown> }>(
      `SELECT actor_id, after FROM audit_log WHERE action = 'loan.default' AND target_id = $1`,
      [loanId],
    )
  ).rows;

/** A Lagos wall-clock time (UTC+1) as an instant. */
const lagos = (dateTime: string) => new Date(Date.parse(`${dateTime}+01:00`));

describe('markDefaultedLoans', () => {
  it('defaults on the 30th Lagos day after the due date, not a minute earlier, and tells once', async () => {
    const who = await person(t);
    const loan = await approvedLoan(t, who, admin, SMALL);
    await dueOn(loan.id, 1, '2026-01-01');

    // 29 days late until midnight in Lagos (23:00 UTC): nothing yet.
    expect(await markDefaultedLoans(t.deps, lagos('2026-01-30T23:59:59'))).toBe(0);
    expect((await loanOf(who, loan.id)).status).toBe('disbursed');
    expect(await noticesOf(who.userId)).toEqual([]);

    // Midnight in Lagos: 30 days.
    expect(await markDefaultedLoans(t.deps, lagos('2026-01-31T00:00:00'))).toBe(1);
    const defaulted = await loanOf(who, loan.id);
    expect(defaulted.status).toBe('defaulted');
    expect(defaulted.defaulted_at).not.toBeNull();
    const notices = await noticesOf(who.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`Instalment 1 of loan ${loan.id}`);
    expect(notices[0]).toContain('30 days overdue');
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Owo loan ${loan.id} is in default`);
    expect(mails[0]!.text).toContain('You can still repay');
    expect(await auditOf(loan.id)).toEqual([
      {
        actor_id: 'system',
        after: expect.objectContaining({ status: 'defaulted', instalment: 1, days_overdue: 30 }),
      },
    ]);

    // Later runs change nothing and tell nobody again.
    expect(await markDefaultedLoans(t.deps, lagos('2026-02-15T12:00:00'))).toBe(0);
    expect(await noticesOf(who.userId)).toHaveLength(1);
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  it('defaults once when two runs meet: one notice, one mail, one audit row', async () => {
    const who = await person(t);
    const loan = await approvedLoan(t, who, admin, SMALL);
    // Earlier than any other loan of this file, so only this one qualifies.
    await dueOn(loan.id, 1, '2025-06-01');
    const now = lagos('2025-07-20T09:00:00');
    const runs = await Promise.all([
      markDefaultedLoans(t.deps, now),
      markDefaultedLoans(t.deps, now),
      markDefaultedLoans(t.deps, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await loanOf(who, loan.id)).status).toBe('defaulted');
    expect(await noticesOf(who.userId)).toHaveLength(1);
    expect(await mailsTo(who.email)).toHaveLength(1);
    expect(await auditOf(loan.id)).toHaveLength(1);
  });

  it('leaves alone loans paid up or not disbursed', async () => {
    const paidUp = await person(t, 1_000_000);
    const a = await approvedLoan(t, paidUp, admin, SMALL);
    const first = a.instalments[0]!.amount;
    expect((await repay(t, paidUp, a.id, first)).status).toBe(201);
    await dueOn(a.id, 1, '2024-01-01');

    const idle = await person(t);
    const b = await approvedLoan(t, idle, admin, { over: { loan_amount: 50_000_000 } });
    await dueOn(b.id, 1, '2024-01-01');

    await markDefaultedLoans(t.deps, lagos('2024-03-01T12:00:00'));
    expect((await loanOf(paidUp, a.id)).status).toBe('disbursed');
    expect((await loanOf(idle, b.id)).status).toBe('approved');
  });

  it('a defaulted loan can still be repaid: partly (still defaulted), then fully (repaid)', async () => {
    const who = await person(t, 1_000_000);
    const loan = await approvedLoan(t, who, admin, SMALL);
    await dueOn(loan.id, 1, '2023-01-01');
    await markDefaultedLoans(t.deps, lagos('2023-03-01T12:00:00'));
    const defaulted = await loanOf(who, loan.id);
    expect(defaulted.status).toBe('defaulted');
    expect(defaulted.days_overdue).toBeGreaterThan(30);

    expect((await repay(t, who, loan.id, 1_000)).status).toBe(201);
    expect((await loanOf(who, loan.id)).status).toBe('defaulted');
    const rest = defaulted.outstanding! - 1_000;
    const res = await repay(t, who, loan.id, rest);
    expect(res.status).toBe(201);
    const repaid = await loanOf(who, loan.id);
    expect(repaid.status).toBe('repaid');
    expect(repaid.outstanding).toBe(0);
    expect((await checkLedger(t.deps.pool)).ok).toBe(true);
  });

  it('runs as a pg-boss job queued by its sweep', async () => {
    const who = await person(t);
    const loan = await approvedLoan(t, who, admin, SMALL);
    // Far enough back to be late by the real clock the job uses.
    await dueOn(loan.id, 1, '2022-01-01');
    const boss = new PgBoss({
      db: { executeSql: (text, values) => t.deps.pool.query(text, values ?? []) },
      schedule: false,
    });
    await boss.start();
    const stop = await startLoanDefaultJobs(boss, t.deps);
    try {
      const until = Date.now() + 20_000;
      while ((await loanOf(who, loan.id)).status !== 'defaulted' && Date.now() < until)
        await new Promise((ok) => setTimeout(ok, 250));
      expect((await loanOf(who, loan.id)).status).toBe('defaulted');
      expect(await noticesOf(who.userId)).toHaveLength(1);
    } finally {
      stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    }
  });
});
