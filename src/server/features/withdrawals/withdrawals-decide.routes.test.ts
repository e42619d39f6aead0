import { describe, expect, it } from 'vitest';
import { signWebhook } from '#server/providers/paystack/signature.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  WithdrawalPage,
} from '#shared/schemas/withdrawals.ts';
import { waitForStatus, withdrawer } from '#test/support/withdrawals.ts';
import { verifyWithdrawal } from './withdrawals.payout.ts';
import { markProcessing } from './withdrawals.queries.ts';
import {
  admin,
  admin2,
  app,
  base,
  call,
  created,
  decide,
  deps,
  naira,
  newUser,
  systemBalance,
} from './withdrawals.test-support.ts';

describe('the administrator decides', () => {
  it('reject gives amount and fee back, with the reason shown to the user, once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const pendingNow = async () =>
      (
        (await (await call(admin(), '/api/admin/stats')).json()) as {
          pending: { withdrawals: number };
        }
      ).pending.withdrawals;
    const waiting = await pendingNow();
    expect(waiting).toBeGreaterThanOrEqual(1);
    const res = await decide(admin(), w.id, {
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
      processed_by_email: admin().email,
    });
    expect(await naira(user)).toBe(200_000);
    expect(await pendingNow()).toBe(waiting - 1);
    const again = await decide(admin(), w.id, { decision: 'approve' });
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
    const { rows } = await deps().pool.query(`SELECT action FROM audit_log WHERE target_id = $1`, [
      w.id,
    ]);
    expect(rows).toEqual([{ action: 'withdrawal.reject' }]);
  });

  it('approve pays out: processing, then completed on the confirmed webhook; the fee goes to fees', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const fees = await systemBalance('fees');
    const payouts = await systemBalance('payouts');
    const res = await decide(admin(), w.id, { decision: 'approve', admin_notes: 'ok' });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminWithdrawal;
    expect(['processing', 'completed']).toContain(after.status);
    await waitForStatus(deps(), w.id, 'completed');
    expect(await naira(user)).toBe(200_000 - 105_000);
    expect((await systemBalance('fees')) - fees).toBe(5_000);
    expect((await systemBalance('payouts')) - payouts).toBe(100_000);
    const page = (await (
      await call(admin(), `/api/admin/withdrawals?q=${w.reference}`)
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
    expect((await decide(admin(), w.id, { decision: 'approve' })).status).toBe(200);
    await waitForStatus(deps(), w.id, 'failed');
    expect(await naira(user)).toBe(200_000);
    const mine = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(mine.items[0]?.failure_reason).toBeTruthy();
  });

  it('a transfer paid and then reversed by the bank gives amount and fee back once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.reversed);
    expect((await decide(admin(), w.id, { decision: 'approve' })).status).toBe(200);
    await waitForStatus(deps(), w.id, 'reversed');
    expect(await naira(user)).toBe(200_000);
  });

  it('a transfer that stays pending stays processing, verified again later, the money held', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    expect((await decide(admin(), w.id, { decision: 'approve' })).status).toBe(200);
    const checked = await verifyWithdrawal(deps(), w.reference, 'job');
    expect(checked?.status).toBe('processing');
    expect(checked?.verify_count).toBe(1);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });

  it('two administrators approving at once pay once', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    const [a, b] = await Promise.all([
      decide(admin(), w.id, { decision: 'approve' }),
      decide(admin2(), w.id, { decision: 'approve' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    await waitForStatus(deps(), w.id, 'completed');
    const { rows } = await deps().pool.query(
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
    await markProcessing(deps().pool, w.id, admin().userId, null, 0);
    await verifyWithdrawal(deps(), w.reference, 'job');
    await waitForStatus(deps(), w.id, 'completed');
    // A second verification finds it final and changes nothing.
    await verifyWithdrawal(deps(), w.reference, 'job');
    const { rows } = await deps().pool.query(
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
      await deps().pool.query<{
        action: string;
        target_id: string;
        after: Record<string, unknown>;
      }>(`SELECT action, target_id, after FROM audit_log WHERE actor_id = $1 ORDER BY id`, [
        actorId,
      ])
    ).rows;

  it.each(['approve', 'reject'] as const)(
    'cannot %s it (403 SELF_ACTION, audited, nothing changed); another administrator can',
    async (decision) => {
      const self = await withdrawer(app(), deps(), 2_000, true);
      const w = await created(self, SIM_ACCOUNTS.succeeds);
      const res = await decide(self, w.id, { decision });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'SELF_ACTION', message: 'Administrators cannot act on their own account.' },
      });
      const { rows } = await deps().pool.query(
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
      const sent = await deps().pool.query(
        `SELECT 1 FROM paystack_sim_records WHERE kind = 'transfer' AND reference = $1`,
        [w.reference],
      );
      expect(sent.rows).toEqual([]);

      expect((await decide(admin(), w.id, { decision })).status).toBe(200);
      if (decision === 'approve') await waitForStatus(deps(), w.id, 'completed');
      else expect(await naira(self)).toBe(200_000);
    },
  );
});

describe('the Paystack webhook for transfers', () => {
  const post = (body: string, signature: string) =>
    fetch(`${base()}/api/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });

  it('refuses a bad signature and moves nothing', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    await decide(admin(), w.id, { decision: 'approve' });
    const body = JSON.stringify({ event: 'transfer.failed', data: { reference: w.reference } });
    const res = await post(body, signWebhook(body, 'not-the-secret-at-all-0123456789'));
    expect(res.status).toBe(401);
    expect(await naira(user)).toBe(200_000 - 105_000);
  });

  it('a forged-looking but signed event moves money only on what verify says; a replay moves nothing twice', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.staysPending);
    await decide(admin(), w.id, { decision: 'approve' });
    const secret = deps().config.PAYSTACK_SIMULATOR_SECRET;
    // Says failed, but Paystack's verify says pending: nothing moves.
    const lie = JSON.stringify({ event: 'transfer.failed', data: { reference: w.reference } });
    expect((await post(lie, signWebhook(lie, secret))).status).toBe(200);
    expect(await naira(user)).toBe(200_000 - 105_000);

    const ok = await created(user, SIM_ACCOUNTS.succeeds, 50_000);
    await decide(admin(), ok.id, { decision: 'approve' });
    await waitForStatus(deps(), ok.id, 'completed');
    const fees = await systemBalance('fees');
    const success = JSON.stringify({
      event: 'transfer.success',
      data: { reference: ok.reference },
    });
    for (let i = 0; i < 3; i++)
      expect((await post(success, signWebhook(success, secret))).status).toBe(200);
    expect(await systemBalance('fees')).toBe(fees);
    expect(await naira(user)).toBe(200_000 - 105_000 - 55_000);
    const { rows } = await deps().pool.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [
        `settle:${(await deps().pool.query<{ transaction_id: string }>('SELECT transaction_id FROM withdrawals WHERE id = $1', [ok.id])).rows[0]?.transaction_id}`,
      ],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});
