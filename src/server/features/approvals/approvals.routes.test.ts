import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import type { Approval } from '#shared/schemas/approvals.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { SELF_ACTION_ERROR } from '#test/self-action.ts';

// Maker-checker on admin credits and debits: the threshold in naira at
// today's rate, the 202 that moves nothing, the second administrator's
// approval carried out once (also when two approve at once), rejection,
// and who may decide.

let f: Awaited<ReturnType<typeof apiFixture>>;
let checker: { cookie: string; userId: string };
let third: { cookie: string; userId: string };

beforeAll(async () => {
  f = await apiFixture();
  const admins = await Promise.all(
    ['checker', 'third'].map((n) =>
      signUpVerified(f.app, f.deps, `${n}-${randomUUID()}@example.com`),
    ),
  );
  [checker, third] = admins as [typeof checker, typeof third];
  for (const a of admins)
    await f.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [a.userId]);
  // Today's rates, fixed for the test: $1 = ₦1,500, ¥1 = ₦200.
  await f.pool.query(
    `UPDATE exchange_rates SET rate = CASE from_currency WHEN 'USD' THEN 1500 ELSE 200 END
      WHERE to_currency = 'NGN' AND from_currency IN ('USD', 'CNY')`,
  );
});
afterAll(async () => {
  expect((await checkLedger(f.pool)).ok).toBe(true);
});

const MILLION = 100_000_000; // ₦1,000,000 in kobo, the default threshold
const adjust = (dir: 'credit' | 'debit', userId: string, currency: string) =>
  `/api/admin/users/${userId}/wallets/${currency}/${dir}`;
const ask = (
  cookie: string,
  userId: string,
  currency: string,
  amount: number,
  dir: 'credit' | 'debit' = 'credit',
  key?: string,
) =>
  f.call('POST', adjust(dir, userId, currency), {
    cookie,
    body: { amount, description: 'Settlement' },
    key,
  });
const decide = (cookie: string, id: string, verb: 'approve' | 'reject', reason?: string) =>
  f.call('POST', `/api/admin/approvals/${id}/${verb}`, {
    cookie,
    body: verb === 'reject' ? { reason } : undefined,
    key: null,
  });
const auditOf = async (id: string) =>
  (
    await f.pool.query<{ action: string; actor_id: string }>(
      `SELECT action, actor_id FROM audit_log WHERE target_type = 'admin_approval' AND target_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;

describe('the threshold, in naira at today\u2019s rate', () => {
  it.each([
    ['NGN', MILLION, 200],
    ['NGN', MILLION + 1, 202],
    ['USD', 66_666, 200], // ₦999,990
    ['USD', 66_667, 202], // ₦1,000,005
    ['CNY', 500_000, 200], // exactly ₦1,000,000
    ['CNY', 500_001, 202],
  ])('a %s credit of %i minor units answers %i', async (currency, amount, status) => {
    const before = await f.balances(f.bola.userId);
    const res = await ask(f.admin.cookie, f.bola.userId, currency, amount);
    expect(res.status).toBe(status);
    const after = await f.balances(f.bola.userId);
    const cur = currency as keyof typeof after;
    if (status === 200) {
      expect(after[cur]).toBe(before[cur] + amount);
    } else {
      expect(res.json).toEqual({ status: 'awaiting_approval', approval_id: expect.any(String) });
      expect(after).toEqual(before);
      expect((await checkLedger(f.pool)).ok).toBe(true);
    }
  });
});

describe('approving a large credit', () => {
  it('shows the request to other administrators, refuses its maker, carries it out once', async () => {
    const before = await f.balances(f.ada.userId);
    const res = await ask(f.admin.cookie, f.ada.userId, 'NGN', 150_000_000);
    expect(res.status).toBe(202);
    const id: string = res.json.approval_id;
    const list = await f.call('GET', '/api/admin/approvals?limit=100', { cookie: checker.cookie });
    const item = list.json.items.find((a: Approval) => a.id === id) as Approval;
    expect(item).toMatchObject({
      kind: 'credit',
      status: 'pending',
      requested_by: { id: f.admin.userId },
      target_user: { id: f.ada.userId },
      amount: 150_000_000,
      currency: 'NGN',
      amount_ngn: 150_000_000,
      reason: 'Settlement',
    });
    const mine = await decide(f.admin.cookie, id, 'approve');
    expect(mine.status).toBe(403);
    expect(mine.json.error.code).toBe('SAME_ADMIN');
    expect(await f.balances(f.ada.userId)).toEqual(before);

    const ok = await decide(checker.cookie, id, 'approve');
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: 'approved', decided_by: { id: checker.userId } });
    expect((await f.balances(f.ada.userId)).NGN).toBe(before.NGN + 150_000_000);
    const again = await decide(third.cookie, id, 'approve');
    expect(again.status).toBe(409);
    expect((await f.balances(f.ada.userId)).NGN).toBe(before.NGN + 150_000_000);
    expect(await auditOf(id)).toEqual([
      { action: 'approval.request', actor_id: f.admin.userId },
      { action: 'approval.approve', actor_id: checker.userId },
    ]);
    const { rows } = await f.pool.query(
      `SELECT actor_id FROM audit_log WHERE action = 'wallet.credit' AND after->>'amount' = '150000000'`,
    );
    expect(rows).toEqual([{ actor_id: checker.userId }]);
  });

  it('of two approvers at once, exactly one succeeds and the money moves once', async () => {
    const before = await f.balances(f.bola.userId);
    const { json } = await ask(f.admin.cookie, f.bola.userId, 'USD', 100_000);
    const results = await Promise.all(
      [checker, third].map((a) => decide(a.cookie, json.approval_id, 'approve')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await f.balances(f.bola.userId)).USD).toBe(before.USD + 100_000);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('answers a repeated Idempotency-Key with the same request, and a changed one with 409', async () => {
    const key = randomUUID();
    const a = await ask(f.admin.cookie, f.bola.userId, 'NGN', 200_000_000, 'credit', key);
    const b = await ask(f.admin.cookie, f.bola.userId, 'NGN', 200_000_000, 'credit', key);
    expect(b.status).toBe(202);
    expect(b.json.approval_id).toBe(a.json.approval_id);
    const c = await ask(f.admin.cookie, f.bola.userId, 'NGN', 300_000_000, 'credit', key);
    expect(c.status).toBe(409);
    expect(c.json.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await decide(checker.cookie, a.json.approval_id, 'reject', 'Duplicate')).status).toBe(
      200,
    );
  });
});

describe('rejecting, failing and who may decide', () => {
  it('a rejection needs a reason, moves nothing and is audited', async () => {
    const before = await f.balances(f.bola.userId);
    const { json } = await ask(f.admin.cookie, f.bola.userId, 'NGN', 120_000_000, 'debit');
    expect((await decide(checker.cookie, json.approval_id, 'reject', '  ')).status).toBe(400);
    const res = await decide(checker.cookie, json.approval_id, 'reject', 'No ticket for this');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'rejected', decision_reason: 'No ticket for this' });
    expect(await f.balances(f.bola.userId)).toEqual(before);
    expect((await decide(third.cookie, json.approval_id, 'approve')).status).toBe(409);
    expect((await auditOf(json.approval_id)).map((r) => r.action)).toEqual([
      'approval.request',
      'approval.reject',
    ]);
  });

  it('a debit the wallet cannot pay at approval time fails with the reason, moving nothing', async () => {
    await f.fund(f.ada.userId, 'CNY', 600_000);
    const { json } = await ask(f.admin.cookie, f.ada.userId, 'CNY', 600_000, 'debit');
    await f.call('POST', adjust('debit', f.ada.userId, 'CNY'), {
      cookie: f.admin.cookie,
      body: { amount: 1_000 },
    });
    const before = await f.balances(f.ada.userId);
    const res = await decide(checker.cookie, json.approval_id, 'approve');
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await f.balances(f.ada.userId)).toEqual(before);
    const list = await f.call('GET', '/api/admin/approvals?status=failed', {
      cookie: checker.cookie,
    });
    expect(list.json.items.find((a: Approval) => a.id === json.approval_id)).toMatchObject({
      status: 'failed',
      decision_reason: expect.stringMatching(/insufficient/i),
    });
    expect((await auditOf(json.approval_id)).map((r) => r.action)).toEqual([
      'approval.request',
      'approval.fail',
    ]);
    expect((await decide(third.cookie, json.approval_id, 'approve')).status).toBe(409);
  });

  it('refuses an approver whose own account is the target, and lets another approve', async () => {
    const before = await f.balances(checker.userId);
    const { json } = await ask(f.admin.cookie, checker.userId, 'NGN', 110_000_000);
    for (const verb of ['approve', 'reject'] as const) {
      const res = await decide(checker.cookie, json.approval_id, verb, 'Mine');
      expect(res.status).toBe(403);
      expect(res.json).toEqual(SELF_ACTION_ERROR);
    }
    expect(await f.balances(checker.userId)).toEqual(before);
    expect((await decide(third.cookie, json.approval_id, 'approve')).status).toBe(200);
    expect((await f.balances(checker.userId)).NGN).toBe(before.NGN + 110_000_000);
  });

  it('refuses an administrator asking for a large credit to their own wallet (nothing is queued)', async () => {
    const res = await ask(f.admin.cookie, f.admin.userId, 'NGN', 500_000_000);
    expect(res.status).toBe(403);
    expect(res.json).toEqual(SELF_ACTION_ERROR);
  });

  it('answers 401 without a session and 403 to a customer, deciding nothing', async () => {
    const { json } = await ask(f.admin.cookie, f.bola.userId, 'NGN', 130_000_000);
    const id = json.approval_id;
    expect((await f.call('GET', '/api/admin/approvals')).status).toBe(401);
    expect((await f.call('GET', '/api/admin/approvals', { cookie: f.ada.cookie })).status).toBe(
      403,
    );
    for (const verb of ['approve', 'reject'] as const) {
      expect((await decide('', id, verb, 'x')).status).toBe(401);
      expect((await decide(f.ada.cookie, id, verb, 'x')).status).toBe(403);
    }
    expect((await decide(checker.cookie, randomUUID(), 'approve')).status).toBe(404);
    expect((await decide(checker.cookie, 'not-a-uuid', 'approve')).status).toBe(404);
    const pending = await f.call('GET', '/api/admin/approvals', { cookie: checker.cookie });
    expect(pending.json.items.map((a: Approval) => a.id)).toContain(id);
    const stats = await f.call('GET', '/api/admin/stats', { cookie: checker.cookie });
    expect(stats.json.pending.approvals).toBe(pending.json.items.length);
  });
});
