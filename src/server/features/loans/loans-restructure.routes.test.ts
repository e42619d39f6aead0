import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { addMonths } from '#shared/loans-schedule.ts';
import { createTestDatabase } from '#test/db.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import {
  applied,
  approvedLoan,
  type Client,
  decide,
  disburse,
  type LoansTest,
  loansApp,
  nairaOf,
  person,
  repay,
} from '#test/support/loans.ts';
import {
  asLoan,
  auditActions,
  defaultedLoan,
  errorOf,
  inDays,
  ownView,
  restructure,
  SMALL_LOAN,
  stored,
  writeOff,
} from '#test/support/loans-recovery.ts';

// POST /api/admin/loans/:id/restructure: the unpaid schedule replaced by a new
// one for exactly what is outstanding; no money moves; audited; the loan runs
// again, marked restructured; who may, and what is refused.

let t: LoansTest;
let admin: Client;
let admin2: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  t = loansApp(url);
  [admin, admin2] = await Promise.all([person(t, 0, true), person(t, 0, true)]);
});
afterAll(async () => {
  expect((await checkLedger(t.deps.pool)).ok).toBe(true);
});

const reason = 'Borrower lost a contract; agreed a longer plan';

describe('restructure', () => {
  it('replaces the unpaid schedule; the outstanding amount and the total stay exact', async () => {
    const who = await person(t, 1_000_000);
    const loan = await defaultedLoan(t, who, admin);
    // Part of the first instalment paid: that part stays, the rest is rescheduled.
    expect((await repay(t, who, loan.id, 1_234_567)).status).toBe(201);
    const before = await ownView(t, who, loan.id);
    const wallet = await nairaOf(t, who);
    const first = inDays(10);

    const res = await restructure(t, admin, loan.id, { months: 7, first_due_date: first, reason });
    expect(res.status).toBe(200);
    const after = await asLoan(res);
    expect(after.status).toBe('disbursed');
    expect(after.restructured_at).not.toBeNull();
    expect(after.defaulted_at).not.toBeNull();
    expect(after.total_repayment).toBe(before.total_repayment);
    expect(after.amount_repaid).toBe(1_234_567);
    expect(after.outstanding).toBe(before.outstanding);

    const [kept, ...fresh] = after.instalments;
    expect(kept).toEqual({
      number: 1,
      due_date: '2024-01-01',
      amount: 1_234_567,
      paid_amount: 1_234_567,
      status: 'paid',
    });
    expect(fresh).toHaveLength(7);
    expect(fresh.reduce((s, i) => s + i.amount, 0)).toBe(before.outstanding);
    expect(fresh.map((i) => i.number)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(fresh.map((i) => i.due_date)).toEqual(
      Array.from({ length: 7 }, (_, k) => addMonths(first, k)),
    );
    const amounts = fresh.map((i) => i.amount);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
    expect(fresh.every((i) => i.paid_amount === 0 && i.status === 'due')).toBe(true);
    expect(after.instalments.reduce((s, i) => s + i.amount, 0)).toBe(after.total_repayment);
    expect(after.next_instalment?.number).toBe(2);
    expect(after.days_overdue).toBeNull();

    // No money moved.
    expect(await nairaOf(t, who)).toBe(wallet);
    const audit = (await auditActions(t, loan.id)).at(-1)!;
    expect(audit.action).toBe('loan.restructure');
    expect(audit.actor_id).toBe(admin.userId);
    expect(audit.after).toMatchObject({ status: 'disbursed', reason });
    const { rows } = await t.deps.pool.query(
      `SELECT body FROM notifications WHERE user_id = $1 AND kind = 'loan_restructured'`,
      [who.userId],
    );
    expect(rows).toHaveLength(1);

    // The borrower sees it and can pay the new schedule to the end.
    const own = await ownView(t, who, loan.id);
    expect(own.restructured_at).not.toBeNull();
    expect((await repay(t, who, loan.id, own.outstanding!)).status).toBe(201);
    expect((await ownView(t, who, loan.id)).status).toBe('repaid');
  });

  it('two restructures at once both apply in turn, and the schedule still sums exactly', async () => {
    const who = await person(t);
    const loan = await defaultedLoan(t, who, admin);
    const [a, b] = await Promise.all([
      restructure(t, admin, loan.id, { months: 3, first_due_date: inDays(5), reason }),
      restructure(t, admin2, loan.id, { months: 5, first_due_date: inDays(20), reason }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = await ownView(t, who, loan.id);
    expect(now.instalments.reduce((s, i) => s + i.amount, 0)).toBe(loan.total_repayment);
    expect(now.outstanding).toBe(loan.total_repayment);
    expect([3, 5]).toContain(now.instalments.length);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const who = await person(t);
    const loan = await defaultedLoan(t, who, admin);
    const before = await stored(t, loan.id);
    const bodies: unknown[] = [
      { months: 0, first_due_date: inDays(10), reason },
      { months: 13, first_due_date: inDays(10), reason },
      { months: 2.5, first_due_date: inDays(10), reason },
      { months: '3', first_due_date: inDays(10), reason },
      { months: 3, first_due_date: inDays(0), reason },
      { months: 3, first_due_date: inDays(-3), reason },
      { months: 3, first_due_date: inDays(93), reason },
      { months: 3, first_due_date: '2030-02-30', reason },
      { months: 3, first_due_date: 'next week', reason },
      { months: 3, first_due_date: inDays(10) },
      { months: 3, first_due_date: inDays(10), reason: '   ' },
      { months: 3, first_due_date: inDays(10), reason: 'x'.repeat(501) },
      { months: 3, first_due_date: inDays(10), reason, amount: 5 },
    ];
    for (const body of bodies) {
      const res = await restructure(t, admin, loan.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe('VALIDATION_ERROR');
    }
    expect(await stored(t, loan.id)).toEqual(before);
    expect((await auditActions(t, loan.id)).map((a) => a.action)).toEqual([
      'loan.approve',
      'loan.disburse',
    ]);
  });

  it('follows the status: not before disbursement, not once written off or repaid', async () => {
    const who = await person(t, 1_000_000);
    const body = { months: 2, first_due_date: inDays(10), reason };

    const pending = await applied(t, who, { loan_amount: 50_000_000 });
    const early = await restructure(t, admin, pending.id, body);
    expect(early.status).toBe(422);
    expect((await errorOf(early)).code).toBe('BUSINESS_RULE');

    const lost = await defaultedLoan(t, who, admin);
    expect((await writeOff(t, admin, lost.id, { reason })).status).toBe(200);
    const late = await restructure(t, admin, lost.id, body);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('STATUS_CONFLICT');

    const done = await approvedLoan(t, who, admin, SMALL_LOAN);
    expect((await repay(t, who, done.id, done.total_repayment!)).status).toBe(201);
    const paid = await restructure(t, admin, done.id, body);
    expect(paid.status).toBe(409);
    expect((await restructure(t, admin, 'LN-2020-1', body)).status).toBe(404);
  });

  it('is for administrators only, and never on their own loan', async () => {
    const who = await person(t);
    const loan = await defaultedLoan(t, who, admin);
    const body = { months: 2, first_due_date: inDays(10), reason };
    expect((await restructure(t, who, loan.id, body)).status).toBe(403);
    expect((await restructure(t, null, loan.id, body)).status).toBe(401);
    const other = await person(t);
    expect((await restructure(t, other, loan.id, body)).status).toBe(403);

    // The administrator's own loan, approved and paid out by another.
    const mine = await applied(t, admin, { loan_amount: 50_000_000 });
    expect((await decide(t, admin2, mine.id, { decision: 'approve' })).status).toBe(200);
    expect((await disburse(t, admin2, mine.id)).status).toBe(200);
    const before = await stored(t, mine.id);
    const self = await restructure(t, admin, mine.id, body);
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual(SELF_ACTION_ERROR);
    expect(await stored(t, mine.id)).toEqual(before);
    expect((await selfActionAttempts(t.deps.pool, admin.userId)).at(-1)?.after.attempted).toBe(
      'loan.restructure',
    );
    expect((await stored(t, loan.id)).loan.status).toBe('defaulted');
  });
});
