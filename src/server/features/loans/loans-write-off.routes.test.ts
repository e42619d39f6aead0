import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemBalance } from '#server/ledger/accounts.ts';
import { checkLedger } from '#server/ledger/check.ts';
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
  ownView,
  SMALL_LOAN,
  stored,
  writeOff,
} from '#test/support/loans-recovery.ts';

// POST /api/admin/loans/:id/write-off: what is outstanding leaves the `loans`
// account for `loan_losses` in one ledger posting, once (two at once: one 200,
// one 409); audited; who may, and what is refused.

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

const reason = 'Business closed; no recovery expected';
const balances = async () => ({
  loans: await systemBalance(t.deps.pool, 'loans', 'NGN'),
  losses: await systemBalance(t.deps.pool, 'loan_losses', 'NGN'),
});

describe('write-off', () => {
  it('posts the outstanding amount from loan_losses to loans, once, and closes the loan', async () => {
    const who = await person(t, 1_000_000);
    const loan = await defaultedLoan(t, who, admin);
    expect((await repay(t, who, loan.id, 5_000_000)).status).toBe(201);
    const outstanding = loan.total_repayment! - 5_000_000;
    const wallet = await nairaOf(t, who);
    const before = await balances();

    const res = await writeOff(t, admin, loan.id, { reason });
    expect(res.status).toBe(200);
    const after = await asLoan(res);
    expect(after.status).toBe('written_off');
    expect(after.written_off_amount).toBe(outstanding);
    expect(after.written_off_at).not.toBeNull();
    expect(after.write_off_transaction_id).not.toBeNull();
    expect(after.outstanding).toBe(outstanding);
    expect(after.next_instalment).toBeNull();

    expect(await balances()).toEqual({
      loans: before.loans + outstanding,
      losses: before.losses - outstanding,
    });
    expect(await nairaOf(t, who)).toBe(wallet);
    const { rows: entries } = await t.deps.pool.query<{ code: string; amount: string }>(
      `SELECT a.code, e.amount::text FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = $1 ORDER BY e.amount`,
      [after.write_off_transaction_id],
    );
    expect(entries).toEqual([
      { code: 'loan_losses', amount: String(-outstanding) },
      { code: 'loans', amount: String(outstanding) },
    ]);
    const { rows: tx } = await t.deps.pool.query(
      'SELECT kind, category, actor_id, user_id FROM ledger_transactions WHERE id = $1',
      [after.write_off_transaction_id],
    );
    expect(tx).toEqual([
      { kind: 'adjustment', category: 'loan', actor_id: 'system', user_id: who.userId },
    ]);
    const audit = (await auditActions(t, loan.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'loan.write_off',
      actor_id: admin.userId,
      after: { status: 'written_off', amount: outstanding, reason },
    });
    expect((await checkLedger(t.deps.pool)).ok).toBe(true);

    // The borrower sees it; repaying is refused and moves nothing.
    const own = await ownView(t, who, loan.id);
    expect(own.status).toBe('written_off');
    expect(own.written_off_amount).toBe(outstanding);
    const late = await repay(t, who, loan.id, 1_000);
    expect(late.status).toBe(422);
    expect(await nairaOf(t, who)).toBe(wallet);
    const { rows: told } = await t.deps.pool.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'loan_written_off'`,
      [who.userId],
    );
    expect(told).toHaveLength(1);
  });

  it('two write-offs at once: one succeeds, the other is 409, one posting', async () => {
    const who = await person(t);
    const loan = await approvedLoan(t, who, admin, SMALL_LOAN); // still disbursed, not defaulted
    const before = await balances();
    const answers = await Promise.all([
      writeOff(t, admin, loan.id, { reason }),
      writeOff(t, admin2, loan.id, { reason }),
      writeOff(t, admin, loan.id, { reason }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).code).toBe('STATUS_CONFLICT');
    expect(await balances()).toEqual({
      loans: before.loans + loan.total_repayment!,
      losses: before.losses - loan.total_repayment!,
    });
    const { rows } = await t.deps.pool.query(
      `SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`,
      [`loan-write-off:${loan.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(
      (await auditActions(t, loan.id)).filter((a) => a.action === 'loan.write_off'),
    ).toHaveLength(1);
  });

  it('follows the status: not a repaid loan, not before disbursement', async () => {
    const who = await person(t, 1_000_000);
    const done = await approvedLoan(t, who, admin, SMALL_LOAN);
    expect((await repay(t, who, done.id, done.total_repayment!)).status).toBe(201);
    const before = await balances();
    const repaid = await writeOff(t, admin, done.id, { reason });
    expect(repaid.status).toBe(409);
    expect((await errorOf(repaid)).code).toBe('STATUS_CONFLICT');

    const pending = await applied(t, who, { loan_amount: 50_000_000 });
    const early = await writeOff(t, admin, pending.id, { reason });
    expect(early.status).toBe(422);
    expect((await errorOf(early)).code).toBe('BUSINESS_RULE');
    expect((await writeOff(t, admin, 'LN-2020-1', { reason })).status).toBe(404);
    expect(await balances()).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const who = await person(t);
    const loan = await defaultedLoan(t, who, admin);
    const before = { stored: await stored(t, loan.id), balances: await balances() };
    for (const body of [{}, { reason: '' }, { reason: ' \n ' }, { reason, amount: 1 }, 'x']) {
      const res = await writeOff(t, admin, loan.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect({ stored: await stored(t, loan.id), balances: await balances() }).toEqual(before);
  });

  it('is for administrators only, and never on their own loan', async () => {
    const who = await person(t);
    const loan = await defaultedLoan(t, who, admin);
    const other = await person(t);
    let before = await balances();
    expect((await writeOff(t, who, loan.id, { reason })).status).toBe(403);
    expect((await writeOff(t, other, loan.id, { reason })).status).toBe(403);
    expect((await writeOff(t, null, loan.id, { reason })).status).toBe(401);
    expect(await balances()).toEqual(before);

    const mine = await applied(t, admin, { loan_amount: 50_000_000 });
    expect((await decide(t, admin2, mine.id, { decision: 'approve' })).status).toBe(200);
    expect((await disburse(t, admin2, mine.id)).status).toBe(200);
    const mineBefore = await stored(t, mine.id);
    before = await balances();
    const self = await writeOff(t, admin, mine.id, { reason });
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual(SELF_ACTION_ERROR);
    expect(await stored(t, mine.id)).toEqual(mineBefore);
    expect((await selfActionAttempts(t.deps.pool, admin.userId)).at(-1)?.after.attempted).toBe(
      'loan.write_off',
    );
    expect(await balances()).toEqual(before);
    expect((await stored(t, loan.id)).loan.status).toBe('defaulted');
  });
});
