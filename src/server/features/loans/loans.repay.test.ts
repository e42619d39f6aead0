import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import type { LoanRepaymentResult } from '#shared/schemas/loans-repayment.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  approvedLoan,
  type Client,
  type LoansTest,
  loansApp,
  nairaOf,
  PIN,
  person,
  repay,
} from '#test/support/loans.ts';

// Repaying a loan from the NGN wallet: the PIN, the Idempotency-Key, never
// more than is outstanding (also when requests race), the instalments paid
// oldest first, and the ledger sound at the end.

let t: LoansTest;
let admin: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(12);
  t = loansApp(url);
  admin = await person(t, 0, true);
});
afterAll(async () => {
  expect((await checkLedger(t.deps.pool)).ok).toBe(true);
});

/** ₦1,000,000 over 3 months at 6%: ₦1,180,000 in all, ₦393,333.34 / 393,333.33 a month. */
const TOTAL = 118_000_000;

async function borrower(extraNaira = 500_000) {
  const who = await person(t, extraNaira);
  const loan = await approvedLoan(t, who, admin, { disbursed: true });
  return { who, loan };
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
const loansBalance = async () => {
  const { rows } = await t.deps.pool.query<{ b: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE code = 'loans' AND currency = 'NGN'`,
  );
  return Number(rows[0]?.b);
};

describe('POST /api/loans/:id/repayments', () => {
  it('needs the right PIN and an Idempotency-Key; nothing moves otherwise', async () => {
    const { who, loan } = await borrower();
    const before = await nairaOf(t, who);
    const wrong = await repay(t, who, loan.id, 1_000_000, randomUUID(), '1111');
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('PIN_INVALID');
    const noPin = await t.call(who, `/api/loans/${loan.id}/repayments`, {
      method: 'POST',
      body: JSON.stringify({ amount: 1_000_000 }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noPin.status).toBe(400);
    const noKey = await t.call(who, `/api/loans/${loan.id}/repayments`, {
      method: 'POST',
      body: JSON.stringify({ amount: 1_000_000 }),
      headers: { 'x-transaction-pin': PIN },
    });
    expect(noKey.status).toBe(400);
    for (const amount of [0, -5, 1.5, '100'])
      expect((await repay(t, who, loan.id, amount as number)).status).toBe(400);
    expect(await nairaOf(t, who)).toBe(before);
  });

  it('pays the oldest instalments first, and the loan is repaid when all is paid', async () => {
    const { who, loan } = await borrower();
    expect(loan.instalments.map((i) => i.amount)).toEqual([39_333_334, 39_333_333, 39_333_333]);
    const loansBefore = await loansBalance();
    const before = await nairaOf(t, who);

    const first = await repay(t, who, loan.id, 50_000_000);
    expect(first.status).toBe(201);
    const a = (await first.json()) as LoanRepaymentResult;
    expect(a.repayment.amount).toBe(50_000_000);
    expect(a.loan).toMatchObject({ status: 'disbursed', amount_repaid: 50_000_000 });
    expect(a.loan.outstanding).toBe(TOTAL - 50_000_000);
    expect(a.loan.instalments.map((i) => [i.paid_amount, i.status])).toEqual([
      [39_333_334, 'paid'],
      [10_666_666, 'due'],
      [0, 'due'],
    ]);
    expect(a.loan.next_instalment?.number).toBe(2);
    expect(await nairaOf(t, who)).toBe(before - 50_000_000);
    expect(await loansBalance()).toBe(loansBefore + 50_000_000);

    const rest = await repay(t, who, loan.id, TOTAL - 50_000_000);
    expect(rest.status).toBe(201);
    const b = (await rest.json()) as LoanRepaymentResult;
    expect(b.loan).toMatchObject({ status: 'repaid', amount_repaid: TOTAL, outstanding: 0 });
    expect(b.loan.instalments.every((i) => i.status === 'paid' && i.paid_amount === i.amount)).toBe(
      true,
    );
    expect(b.loan.next_instalment).toBeNull();
    expect(b.loan.repayments.map((r) => r.amount)).toEqual([50_000_000, TOTAL - 50_000_000]);

    const after = await repay(t, who, loan.id, 100);
    expect(after.status).toBe(422);
    expect((await errorOf(after)).message).toBe('This loan is already fully repaid');
    const { rows } = await t.deps.pool.query<{ kind: string }>(
      `SELECT kind FROM notifications WHERE user_id = $1 AND kind = 'loan_repaid'`,
      [who.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('pays one instalment in two partial repayments and then its rest', async () => {
    // The second part finds the first instalment partly paid: what it still
    // lacks is (amount - paid_amount), and only that much is taken from it.
    const { who, loan } = await borrower();
    const start = await nairaOf(t, who);
    const steps: [pay: number, instalments: [number, string][], next: number][] = [
      [
        10_000_000,
        [
          [10_000_000, 'due'],
          [0, 'due'],
          [0, 'due'],
        ],
        1,
      ],
      [
        15_000_000,
        [
          [25_000_000, 'due'],
          [0, 'due'],
          [0, 'due'],
        ],
        1,
      ],
      [
        14_333_334,
        [
          [39_333_334, 'paid'],
          [0, 'due'],
          [0, 'due'],
        ],
        2,
      ],
    ];
    let repaid = 0;
    for (const [pay, instalments, next] of steps) {
      const res = await repay(t, who, loan.id, pay);
      expect(res.status).toBe(201);
      const { repayment, loan: after } = (await res.json()) as LoanRepaymentResult;
      repaid += pay;
      expect(repayment.amount).toBe(pay);
      expect(after.instalments.map((i) => [i.paid_amount, i.status])).toEqual(instalments);
      expect(after).toMatchObject({ status: 'disbursed', amount_repaid: repaid });
      expect(after.outstanding).toBe(TOTAL - repaid);
      expect(after.next_instalment?.number).toBe(next);
      expect(await nairaOf(t, who)).toBe(start - repaid);
    }
  });

  it('refuses more than is outstanding, and money the wallet does not have', async () => {
    const { who, loan } = await borrower(0);
    // The disbursed ₦1,000,000 is all the wallet holds.
    const before = await nairaOf(t, who);
    const over = await repay(t, who, loan.id, TOTAL + 1);
    expect(over.status).toBe(422);
    expect(await errorOf(over)).toMatchObject({
      field: 'amount',
      message: 'You can repay at most ₦1,180,000.00, what is outstanding',
    });
    const broke = await repay(t, who, loan.id, TOTAL);
    expect(broke.status).toBe(422);
    expect(await errorOf(broke)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance. Current: ₦1,000,000.00, Required: ₦1,180,000.00',
    });
    expect(await nairaOf(t, who)).toBe(before);
  });

  it('refuses a loan that is not disbursed', async () => {
    const who = await person(t, 10_000);
    const loan = await approvedLoan(t, who, admin);
    const res = await repay(t, who, loan.id, 100);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Only a disbursed loan can be repaid');
  });

  it('answers a repeated key with the first repayment and moves the money once', async () => {
    const { who, loan } = await borrower();
    const before = await nairaOf(t, who);
    const key = randomUUID();
    const same = await Promise.all([1, 2, 3].map(() => repay(t, who, loan.id, 1_000_000, key)));
    expect(same.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = new Set(
      await Promise.all(
        same.map(async (r) => ((await r.json()) as LoanRepaymentResult).repayment.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await nairaOf(t, who)).toBe(before - 1_000_000);
    const other = await repay(t, who, loan.id, 2_000_000, key);
    expect(other.status).toBe(409);
    expect(await nairaOf(t, who)).toBe(before - 1_000_000);
  });

  it('never repays more than is outstanding when repayments race', async () => {
    const { who, loan } = await borrower(2_000_000);
    const before = await nairaOf(t, who);
    const part = 30_000_000; // three of these fit into ₦1,180,000, not four
    const results = await Promise.all(
      Array.from({ length: 10 }, () => repay(t, who, loan.id, part)),
    );
    const ok = results.filter((r) => r.status === 201).length;
    expect(ok).toBe(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    expect(await nairaOf(t, who)).toBe(before - ok * part);
    const { rows } = await t.deps.pool.query<{ repaid: string; paid: string; rows: string }>(
      `SELECT l.amount_repaid::text AS repaid,
              (SELECT sum(paid_amount) FROM loan_instalments WHERE loan_id = l.id)::text AS paid,
              (SELECT count(*) FROM loan_repayments WHERE loan_id = l.id)::text AS rows
         FROM loan_applications l WHERE l.id = $1`,
      [loan.id],
    );
    expect(rows[0]).toEqual({
      repaid: String(ok * part),
      paid: String(ok * part),
      rows: String(ok),
    });
  });
});
