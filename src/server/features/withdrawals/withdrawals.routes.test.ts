import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { signWebhook } from '#server/providers/paystack/signature.ts';
import { nuban, SIM_ACCOUNTS, simAccountName } from '#server/providers/paystack/sim-banks.ts';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  Bank,
  Withdrawal,
  WithdrawalPage,
} from '#shared/schemas/withdrawals.ts';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  type Client,
  PIN,
  serveWithdrawalsApp,
  waitForStatus,
  withdrawer,
} from '#test/support/withdrawals.ts';
import { verifyWithdrawal } from './withdrawals.payout.ts';
import { markProcessing } from './withdrawals.queries.ts';

// Withdrawals end to end against the Paystack simulator: the hold, the
// administrator's decision, every transfer outcome, webhooks (signed, then
// confirmed by verify), concurrency, and what another user may see.

let deps: AppDeps;
let close: () => Promise<void>;
let call: Awaited<ReturnType<typeof serveWithdrawalsApp>>['call'];
let base: string;
let admin: Client;
let admin2: Client;
let app: Awaited<ReturnType<typeof serveWithdrawalsApp>>['app'];

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  const served = await serveWithdrawalsApp(url);
  ({ deps, close, call, app } = served);
  base = served.publicUrl;
  admin = await withdrawer(served.app, deps, 0, true);
  admin2 = await withdrawer(served.app, deps, 0, true);
});
afterAll(async () => {
  expect((await checkLedger(deps.pool)).ok).toBe(true);
  await close?.();
});

const newUser = (naira: number) => withdrawer(app, deps, naira);

function withdraw(who: Client, body: Record<string, unknown>, key: string = randomUUID()) {
  return call(who, '/api/withdrawals', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': key, 'x-transaction-pin': PIN },
  });
}

async function created(who: Client, accountNumber: string, amount = 100_000): Promise<Withdrawal> {
  const res = await withdraw(who, { amount, bank_code: '058', account_number: accountNumber });
  expect(res.status).toBe(201);
  return (await res.json()) as Withdrawal;
}

function decide(who: Client, id: string, body: Record<string, unknown>) {
  return call(who, `/api/admin/withdrawals/${id}`, { method: 'POST', body: JSON.stringify(body) });
}

const naira = (who: Client) => balanceOf(deps.pool, who.userId, 'NGN');

async function systemBalance(code: string) {
  const { rows } = await deps.pool.query<{ b: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE code = $1 AND currency = 'NGN'`,
    [code],
  );
  return Number(rows[0]?.b);
}

describe('banks and account look-up', () => {
  it("lists the banks with Paystack's codes, digital banks included", async () => {
    const user = await newUser(0);
    const res = await call(user, '/api/banks');
    expect(res.status).toBe(200);
    const banks = (await res.json()) as Bank[];
    const code = (name: string) => banks.find((b) => b.name.startsWith(name))?.code;
    expect(code('Guaranty Trust')).toBe('058');
    expect(code('Kuda')).toBe('50211');
    expect(code('Moniepoint')).toBe('50515');
    expect(code('OPay')).toBe('999992');
    expect(code('PalmPay')).toBe('999991');
    expect(banks.length).toBeGreaterThanOrEqual(21);
  });

  it('resolves a name; a wrong check digit is a 400 naming account_number; an unknown account a 422', async () => {
    const user = await newUser(0);
    const ok = await call(
      user,
      `/api/banks/resolve?bank_code=058&account_number=${SIM_ACCOUNTS.succeeds}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      account_number: SIM_ACCOUNTS.succeeds,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+ [A-Z]+$/),
    });
    const wrong = `${SIM_ACCOUNTS.succeeds.slice(0, 9)}${(Number(SIM_ACCOUNTS.succeeds[9]) + 1) % 10}`;
    const bad = await call(user, `/api/banks/resolve?bank_code=058&account_number=${wrong}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('account_number');
    const unknown = await call(
      user,
      `/api/banks/resolve?bank_code=058&account_number=${SIM_ACCOUNTS.unknown}`,
    );
    expect(unknown.status).toBe(422);
    const kuda = nuban('50211', '123456789');
    const digital = await call(user, `/api/banks/resolve?bank_code=50211&account_number=${kuda}`);
    expect(digital.status).toBe(200);
    const nobank = await call(
      user,
      `/api/banks/resolve?bank_code=999&account_number=${nuban('999', '123456789')}`,
    );
    expect(nobank.status).toBe(400);
  });
});

describe('asking for a withdrawal', () => {
  it('holds amount plus the ₦50 fee at once, lists it, and answers the same Idempotency-Key with it', async () => {
    const user = await newUser(5_000);
    const key = randomUUID();
    const body = { amount: 100_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    const [a, b] = await Promise.all([withdraw(user, body, key), withdraw(user, body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const w = (await a.json()) as Withdrawal;
    expect(((await b.json()) as Withdrawal).id).toBe(w.id);
    expect(w).toMatchObject({ status: 'pending', amount: 100_000, fee: 5_000, total: 105_000 });
    expect(w.reference).toMatch(/^[a-z0-9_]{16,50}$/);
    expect(w.account_name).toMatch(/[A-Z]/);
    expect(await naira(user)).toBe(500_000 - 105_000);
    const list = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(list.items.map((x) => x.id)).toEqual([w.id]);
    const conflict = await withdraw(user, { ...body, amount: 200_000 }, key);
    expect(conflict.status).toBe(409);
  });

  it('stores only the bank’s name: a typed name is never stored or shown', async () => {
    const user = await newUser(5_000);
    const bankName = simAccountName(SIM_ACCOUNTS.succeeds, '058');
    const body = { amount: 50_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    // A name that reads "Admin Support" on screen is refused outright.
    const spoof = await withdraw(user, { ...body, account_name: 'Admin\u202EtroppuS' });
    expect(spoof.status).toBe(400);
    // A plain one is ignored: the bank is asked, and its answer is the name.
    const res = await withdraw(user, { ...body, account_name: 'Ada Obi' });
    expect(res.status).toBe(201);
    const w = (await res.json()) as Withdrawal;
    expect(w.account_name).toBe(bankName);
    const { rows } = await deps.pool.query(
      'SELECT account_name, name_resolved FROM withdrawals WHERE user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ account_name: bankName, name_resolved: true }]);
    const list = (await (
      await call(admin, `/api/admin/withdrawals?q=${w.reference}`)
    ).json()) as AdminWithdrawalPage;
    expect(list.items.map((x) => x.account_name)).toEqual([bankName]);
    const rejected = (await (
      await decide(admin, w.id, { decision: 'reject' })
    ).json()) as AdminWithdrawal;
    expect(rejected.account_name).toBe(bankName);
  });

  it('refuses an account the bank cannot name (422), holding nothing, whatever name is typed', async () => {
    const user = await newUser(5_000);
    const res = await withdraw(user, {
      amount: 50_000,
      bank_code: '058',
      account_number: SIM_ACCOUNTS.unknown,
      account_name: 'Ada Obi',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      WITHDRAW_MESSAGES.verifyFailed,
    );
    expect(await naira(user)).toBe(500_000);
    const { rows } = await deps.pool.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('never shows a name typed before names were only the bank’s', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    await deps.pool.query(
      `UPDATE withdrawals SET account_name = 'Admin\u202EtroppuS', name_resolved = false WHERE id = $1`,
      [w.id],
    );
    const mine = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(mine.items[0]?.account_name).toBeNull();
    const list = (await (
      await call(admin, `/api/admin/withdrawals?q=${w.reference}`)
    ).json()) as AdminWithdrawalPage;
    expect(list.items[0]?.account_name).toBeNull();
    expect((await decide(admin, w.id, { decision: 'reject' })).status).toBe(200);
  });

  it('refuses without the PIN, beyond the balance, and bad input, moving nothing', async () => {
    const user = await newUser(1_000);
    const body = { amount: 100_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    const noPin = await call(user, '/api/withdrawals', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noPin.status).toBe(400);
    const wrongPin = await call(user, '/api/withdrawals', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': '0000' },
    });
    expect(wrongPin.status).toBe(403);
    // ₦1,000 exactly, but the fee makes it ₦1,050.
    const short = await withdraw(user, body);
    expect(short.status).toBe(422);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'You need ₦1,050.00 (including ₦50 fee) but only have ₦1,000.00.',
    );
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: -5 },
      { ...body, amount: 1.5 },
      { ...body, amount: 2 ** 53 },
      { ...body, account_number: '012345678' },
      { ...body, account_number: `${SIM_ACCOUNTS.succeeds.slice(0, 9)}x` },
      { ...body, bank_code: '12' },
      { ...body, account_name: 'Ada\u0000' },
      { ...body, account_name: 'A'.repeat(10_000) },
    ]) {
      const res = await withdraw(user, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await naira(user)).toBe(100_000);
    const { rows } = await deps.pool.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('never overdraws under concurrent requests', async () => {
    const user = await newUser(2_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        withdraw(user, { amount: 50_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    // ₦2,000 holds three ₦550 withdrawals (₦1,650), not four.
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await naira(user)).toBe(200_000 - 3 * 55_000);
  });

  it('another user sees none of it and cannot decide', async () => {
    const owner = await newUser(2_000);
    const other = await newUser(0);
    const w = await created(owner, SIM_ACCOUNTS.succeeds);
    const list = (await (await call(other, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(list.items).toEqual([]);
    expect((await call(other, '/api/admin/withdrawals')).status).toBe(403);
    expect((await decide(other, w.id, { decision: 'reject' })).status).toBe(403);
  });
});

describe('the administrator decides', () => {
  it('reject gives amount and fee back, with the reason shown to the user, once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const pendingNow = async () =>
      (
        (await (await call(admin, '/api/admin/stats')).json()) as {
          pending: { withdrawals: number };
        }
      ).pending.withdrawals;
    const waiting = await pendingNow();
    expect(waiting).toBeGreaterThanOrEqual(1);
    const res = await decide(admin, w.id, {
      decision: 'reject',
      admin_notes: 'name mismatch',
      failure_reason: 'The account name does not match your profile',
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminWithdrawal;
    expect(after).toMatchObject({
      status: 'failed',
      admin_notes: 'name mismatch',
      failure_reason: 'The account name does not match your profile',
      processed_by_email: admin.email,
    });
    expect(await naira(user)).toBe(200_000);
    expect(await pendingNow()).toBe(waiting - 1);
    const again = await decide(admin, w.id, { decision: 'approve' });
    expect(again.status).toBe(422);
    expect((await again.json()).error).toEqual({
      code: 'ALREADY_DECIDED',
      message: 'Only pending withdrawals can be processed',
    });
    const mine = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(mine.items[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'The account name does not match your profile',
    });
    const { rows } = await deps.pool.query(`SELECT action FROM audit_log WHERE target_id = $1`, [
      w.id,
    ]);
    expect(rows).toEqual([{ action: 'withdrawal.reject' }]);
  });

  it('approve pays out: processing, then completed on the confirmed webhook; the fee goes to fees', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const fees = await systemBalance('fees');
    const payouts = await systemBalance('payouts');
    const res = await decide(admin, w.id, { decision: 'approve', admin_notes: 'ok' });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminWithdrawal;
    expect(['processing', 'completed']).toContain(after.status);
    await waitForStatus(deps, w.id, 'completed');
    expect(await naira(user)).toBe(200_000 - 105_000);
    expect((await systemBalance('fees')) - fees).toBe(5_000);
    expect((await systemBalance('payouts')) - payouts).toBe(100_000);
    const page = (await (
      await call(admin, `/api/admin/withdrawals?q=${w.reference}`)
    ).json()) as AdminWithdrawalPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      status: 'completed',
      transfer_code: expect.stringMatching(/^TRF_/),
    });
    expect(page.stats.completed_withdrawals).toBeGreaterThanOrEqual(1);
  });

  it('a failed transfer gives amount and fee back', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.fails);
    expect((await decide(admin, w.id, { decision: 'approve' })).status).toBe(200);
    await waitForStatus(deps, w.id, 'failed');
    expect(await naira(user)).toBe(200_000);
    const mine = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(mine.items[0]?.failure_reason).toBeTruthy();
  });

  it('a transfer paid and then reversed by the bank gives amount and fee back once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.reversed);
    expect((await decide(admin, w.id, { decision: 'approve' })).status).toBe(200);
    await waitForStatus(deps, w.id, 'reversed');
    expect(await naira(user)).toBe(200_000);
  });

  it('a transfer that stays pending stays processing, verified again later, the money held', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    expect((await decide(admin, w.id, { decision: 'approve' })).status).toBe(200);
    const checked = await verifyWithdrawal(deps, w.reference, 'job');
    expect(checked?.status).toBe('processing');
    expect(checked?.verify_count).toBe(1);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });

  it('two administrators approving at once pay once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const [a, b] = await Promise.all([
      decide(admin, w.id, { decision: 'approve' }),
      decide(admin2, w.id, { decision: 'approve' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    await waitForStatus(deps, w.id, 'completed');
    const { rows } = await deps.pool.query(
      `SELECT 1 FROM paystack_sim_records WHERE kind = 'transfer' AND reference = $1`,
      [w.reference],
    );
    expect(rows).toHaveLength(1);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });

  it('an approval whose transfer was never sent (the process died) is sent by the verify job, once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    // What an approval leaves behind when the process stops before calling Paystack.
    await markProcessing(deps.pool, w.id, admin.userId, null, 0);
    await verifyWithdrawal(deps, w.reference, 'job');
    await waitForStatus(deps, w.id, 'completed');
    // A second verification finds it final and changes nothing.
    await verifyWithdrawal(deps, w.reference, 'job');
    const { rows } = await deps.pool.query(
      `SELECT 1 FROM paystack_sim_records WHERE kind = 'transfer' AND reference = $1`,
      [w.reference],
    );
    expect(rows).toHaveLength(1);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });
});

describe('an administrator’s own withdrawal', () => {
  const auditOf = async (actorId: string) =>
    (
      await deps.pool.query<{ action: string; target_id: string; after: Record<string, unknown> }>(
        `SELECT action, target_id, after FROM audit_log WHERE actor_id = $1 ORDER BY id`,
        [actorId],
      )
    ).rows;

  it.each(['approve', 'reject'] as const)(
    'cannot %s it (403 SELF_ACTION, audited, nothing changed); another administrator can',
    async (decision) => {
      const self = await withdrawer(app, deps, 2_000, true);
      const w = await created(self, SIM_ACCOUNTS.succeeds);
      const res = await decide(self, w.id, { decision });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'SELF_ACTION', message: 'Administrators cannot act on their own account.' },
      });
      const { rows } = await deps.pool.query(
        'SELECT status, processed_by FROM withdrawals WHERE id = $1',
        [w.id],
      );
      expect(rows).toEqual([{ status: 'pending', processed_by: null }]);
      expect(await naira(self)).toBe(200_000 - 105_000);
      expect(await auditOf(self.userId)).toEqual([
        {
          action: 'self_action.refused',
          target_id: self.userId,
          after: {
            attempted: `withdrawal.${decision}`,
            method: 'POST',
            path: `/api/admin/withdrawals/${w.id}`,
          },
        },
      ]);
      // No transfer was started for it.
      const sent = await deps.pool.query(
        `SELECT 1 FROM paystack_sim_records WHERE kind = 'transfer' AND reference = $1`,
        [w.reference],
      );
      expect(sent.rows).toEqual([]);

      expect((await decide(admin, w.id, { decision })).status).toBe(200);
      if (decision === 'approve') await waitForStatus(deps, w.id, 'completed');
      else expect(await naira(self)).toBe(200_000);
    },
  );
});

describe('the Paystack webhook for transfers', () => {
  const post = (body: string, signature: string) =>
    fetch(`${base}/api/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });

  it('refuses a bad signature and moves nothing', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    await decide(admin, w.id, { decision: 'approve' });
    const body = JSON.stringify({ event: 'transfer.failed', data: { reference: w.reference } });
    const res = await post(body, signWebhook(body, 'not-the-secret-at-all-0123456789'));
    expect(res.status).toBe(401);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });

  it('a forged-looking but signed event moves money only on what verify says; a replay moves nothing twice', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    await decide(admin, w.id, { decision: 'approve' });
    const secret = deps.config.PAYSTACK_SIMULATOR_SECRET;
    // Says failed, but Paystack's verify says pending: nothing moves.
    const lie = JSON.stringify({ event: 'transfer.failed', data: { reference: w.reference } });
    expect((await post(lie, signWebhook(lie, secret))).status).toBe(200);
    expect(await naira(user)).toBe(200_000 - 105_000);

    const ok = await created(user, SIM_ACCOUNTS.succeeds, 50_000);
    await decide(admin, ok.id, { decision: 'approve' });
    await waitForStatus(deps, ok.id, 'completed');
    const fees = await systemBalance('fees');
    const success = JSON.stringify({
      event: 'transfer.success',
      data: { reference: ok.reference },
    });
    for (let i = 0; i < 3; i++)
      expect((await post(success, signWebhook(success, secret))).status).toBe(200);
    expect(await systemBalance('fees')).toBe(fees);
    expect(await naira(user)).toBe(200_000 - 105_000 - 55_000);
    const { rows } = await deps.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [
        `settle:${(await deps.pool.query<{ transaction_id: string }>('SELECT transaction_id FROM withdrawals WHERE id = $1', [ok.id])).rows[0]?.transaction_id}`,
      ],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('sending to another user', () => {
  it('names the recipient before the transfer; refuses oneself and unknown addresses', async () => {
    const sender = await newUser(1_000);
    const receiver = await newUser(0);
    const res = await call(
      sender,
      `/api/transfers/recipient?email=${encodeURIComponent(receiver.email.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: receiver.email, name: expect.any(String) });
    expect(
      (await call(sender, `/api/transfers/recipient?email=${encodeURIComponent(sender.email)}`))
        .status,
    ).toBe(422);
    expect((await call(sender, '/api/transfers/recipient?email=nobody%40example.com')).status).toBe(
      404,
    );
    expect((await call(sender, '/api/transfers/recipient?email=not-an-email')).status).toBe(400);
  });
});
