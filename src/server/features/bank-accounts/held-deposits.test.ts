import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '#server/ledger/post.ts';
import { fund } from '#server/ledger/test-support.ts';
import { KYC_TIERS } from '#shared/kyc.ts';
import type { CardFunding } from '#shared/schemas/funding.ts';
import { createTestDatabase } from '#test/db.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import {
  activeAccount,
  type BankApp,
  type Client,
  customer,
  ngnBalance,
  serveBankApp,
  simTransfer,
} from '#test/support/bank-accounts.ts';
import { releaseFitting } from './bank-accounts.jobs.ts';
import { releaseHeldDeposits } from './bank-accounts.service.ts';

// Money that arrives above what the wallet may hold is kept, never refused or
// lost: held for the customer, released when the tier allows it, or returned
// to the sender by an administrator.

let app: BankApp;
let admin: Client;
const TIER2_MAX = KYC_TIERS[2].maxBalance;

beforeAll(async () => {
  const { url } = await createTestDatabase(6);
  app = await serveBankApp(url, { KYC_LIMITS: 'on' });
  admin = await customer(app, { name: 'Admin Ola', tier: 3, admin: true });
}, 60_000);
afterAll(() => app?.close());

type Held = { id: string; amount: number; status: string; source: string; sender_name: string };

const heldOf = async (who: Client) =>
  ((await (await app.call(who, '/api/me/held-deposits')).json()) as { items: Held[] }).items;

const release = (who: Client, id: string) =>
  app.call(who, `/api/admin/held-deposits/${id}/release`, { method: 'POST' });
const giveBack = (who: Client, id: string, reason = 'Sender asked for it back') =>
  app.call(who, `/api/admin/held-deposits/${id}/return`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });

/** A tier-2 customer whose wallet is at `balance` and who has one transfer of `held` kept aside. */
async function customerWithHeld(balance: number, held: number, name = 'Kemi Adebayo') {
  const who = await customer(app, { name, tier: 2 });
  const { account_number } = await activeAccount(app, who);
  if (balance)
    expect(
      (await app.webhook((await simTransfer(app, account_number, balance)).event)).status,
    ).toBe(200);
  const sent = await simTransfer(app, account_number, held, 'Tunde Bakare');
  expect((await app.webhook(sent.event)).status).toBe(200);
  const [h] = await heldOf(who);
  if (!h) throw new Error('nothing held');
  return { who, account_number, held: h, reference: sent.reference };
}

/** Money out of the wallet that its owner did not start (no daily limit): an administrator's debit. */
const spend = (userId: string, amount: number) =>
  postTransaction(app.deps.pool, {
    kind: 'withdrawal',
    category: 'admin_operation',
    userId,
    actorId: 'test-spender',
    idempotencyKey: randomUUID(),
    request: { userId, amount },
    legs: [
      { account: { userId, currency: 'NGN' }, amount: -amount },
      { account: { system: 'adjustments', currency: 'NGN' }, amount },
    ],
  });

async function audit(action: string, targetId: string) {
  const { rows } = await app.deps.pool.query<{ actor_id: string }>(
    'SELECT actor_id FROM audit_log WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );
  return rows;
}

describe('held deposits', () => {
  it('holds a transfer above the tier’s maximum, then releases it once the tier rises', async () => {
    const { who, held, reference } = await customerWithHeld(40_000_000, 20_000_000);
    expect(await ngnBalance(app, who.userId)).toBe(40_000_000);
    expect(held).toMatchObject({
      amount: 20_000_000,
      status: 'held',
      source: 'bank_transfer',
      sender_name: 'TUNDE BAKARE',
    });
    const { rows } = await app.deps.pool.query(
      'SELECT status, held_deposit_id FROM bank_deposits WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([{ status: 'held', held_deposit_id: held.id }]);

    // Still does not fit: the job leaves it, an administrator is told why.
    await releaseFitting(app.deps);
    expect((await heldOf(who))[0]?.status).toBe('held');
    const refused = await release(admin, held.id);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'LIMIT_EXCEEDED',
    );
    expect(await audit('held_deposit.release', held.id)).toEqual([]);

    await app.deps.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [who.userId]);
    expect(await releaseHeldDeposits(app.deps, who.userId)).toBe(1);
    expect(await ngnBalance(app, who.userId)).toBe(60_000_000);
    expect((await heldOf(who))[0]?.status).toBe('released');
    expect(await releaseHeldDeposits(app.deps, who.userId)).toBe(0);
    expect(await ngnBalance(app, who.userId)).toBe(60_000_000);
  });

  it('releases oldest first and stops at the first that does not fit', async () => {
    const who = await customer(app, { name: 'Lola Ade', tier: 2 });
    const { account_number } = await activeAccount(app, who);
    for (const amount of [TIER2_MAX, 10_000_000, 30_000_000, 5_000_000]) {
      const { event } = await simTransfer(app, account_number, amount);
      expect((await app.webhook(event)).status).toBe(200);
    }
    expect(await ngnBalance(app, who.userId)).toBe(TIER2_MAX);
    expect((await heldOf(who)).filter((h) => h.status === 'held')).toHaveLength(3);
    // Spending ₦150,000 makes room for the oldest (₦100,000) but then not the next (₦300,000);
    // the newest (₦50,000) would fit but waits its turn.
    await spend(who.userId, 15_000_000);
    expect(await releaseFitting(app.deps)).toBe(1);
    expect(await ngnBalance(app, who.userId)).toBe(TIER2_MAX - 15_000_000 + 10_000_000);
    const statuses = (await heldOf(who)).map((h) => [h.amount, h.status]);
    expect(statuses).toEqual([
      [5_000_000, 'held'],
      [30_000_000, 'held'],
      [10_000_000, 'released'],
    ]);
  });

  it('is returned to the sender by an administrator, audited; the wallet is unchanged', async () => {
    const { who, held } = await customerWithHeld(TIER2_MAX, 1_000_000, 'Musa Bello');
    const res = await giveBack(admin, held.id, 'Customer does not know the sender');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'returned' });
    expect(await ngnBalance(app, who.userId)).toBe(TIER2_MAX);
    expect((await heldOf(who))[0]?.status).toBe('returned');
    expect((await audit('held_deposit.return', held.id)).map((r) => r.actor_id)).toEqual([
      admin.userId,
    ]);
    const page = await app.call(admin, '/api/admin/held-deposits?status=returned');
    const body = (await page.json()) as {
      items: { id: string; return_reason: string; user_email: string }[];
    };
    expect(body.items.find((i) => i.id === held.id)).toMatchObject({
      return_reason: 'Customer does not know the sender',
      user_email: who.email,
    });
    // Decided: neither can happen again.
    expect((await release(admin, held.id)).status).toBe(422);
    expect(
      ((await (await giveBack(admin, held.id)).json()) as { error: { code: string } }).error.code,
    ).toBe('ALREADY_DECIDED');
  });

  it('lets exactly one of a release and a return at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const { who, held } = await customerWithHeld(TIER2_MAX, 2_000_000, `Race Round${round}`);
      await app.deps.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [who.userId]);
      const [a, b] = await Promise.all([release(admin, held.id), giveBack(admin, held.id)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 422]);
      const loser = (await (a.status === 422 ? a : b).json()) as { error: { code: string } };
      expect(loser.error.code).toBe('ALREADY_DECIDED');
      const after = (await heldOf(who))[0]?.status;
      expect(after === 'released' ? TIER2_MAX + 2_000_000 : TIER2_MAX).toBe(
        await ngnBalance(app, who.userId),
      );
    }
  });

  it('refuses an administrator’s decision on their own held deposit (SELF_ACTION), audited', async () => {
    const self = await customer(app, { name: 'Self Admin', tier: 2, admin: true });
    const { account_number } = await activeAccount(app, self);
    for (const amount of [TIER2_MAX, 1_000_000])
      expect(
        (await app.webhook((await simTransfer(app, account_number, amount)).event)).status,
      ).toBe(200);
    const [held] = await heldOf(self);
    for (const res of [await release(self, held!.id), await giveBack(self, held!.id)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    }
    expect((await heldOf(self))[0]?.status).toBe('held');
    const attempts = await selfActionAttempts(app.deps.pool, self.userId);
    expect(attempts.map((a) => a.after.attempted)).toEqual([
      'held_deposit.release',
      'held_deposit.return',
    ]);
  });

  it('shows each customer only their own; the back office only to administrators', async () => {
    const { who, held } = await customerWithHeld(TIER2_MAX, 3_000_000, 'Nkechi Obi');
    const other = await customer(app, { name: 'Other Person', tier: 2 });
    expect(await heldOf(other)).toEqual([]);
    expect((await heldOf(who)).map((h) => h.id)).toEqual([held.id]);
    for (const res of [
      await app.call(other, '/api/admin/held-deposits'),
      await release(other, held.id),
      await giveBack(other, held.id),
    ])
      expect(res.status).toBe(403);
    expect((await app.call(null, '/api/me/held-deposits')).status).toBe(401);
    expect((await heldOf(who))[0]?.status).toBe('held');

    const list = await app.call(admin, '/api/admin/held-deposits?status=held&limit=1');
    const page = (await list.json()) as { items: { id: string }[]; next_cursor: string | null };
    expect(page.items).toHaveLength(1);
    expect(page.next_cursor).not.toBeNull();
    const bad = await app.call(admin, '/api/admin/held-deposits?status=lost');
    expect(bad.status).toBe(400);
    expect((await giveBack(admin, held.id, '  ')).status).toBe(400);
    expect((await release(admin, 'not-a-uuid')).status).toBe(400);
    expect((await release(admin, randomUUID())).status).toBe(404);
  });
});

describe('card payments above the tier’s maximum', () => {
  it('are held, never lost, and released after an upgrade', async () => {
    const who = await customer(app, { name: 'Card Holder', tier: 1 });
    await fund(app.deps.pool, who.userId, 'NGN', 29_000_000);
    const started = await app.call(who, '/api/funding/card', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ currency: 'NGN', amount: 2_000_000 }),
    });
    expect(started.status).toBe(200);
    const funding = (await started.json()) as CardFunding;
    const approved = await fetch(funding.authorization_url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const verified = (await (
      await app.call(who, `/api/funding/card/verify?reference=${funding.reference}`)
    ).json()) as CardFunding;
    expect(verified).toMatchObject({ status: 'success', credited_amount: 0 });
    expect(verified.message).toMatch(/kept for you/);
    expect(await ngnBalance(app, who.userId)).toBe(29_000_000);
    const [held] = await heldOf(who);
    expect(held).toMatchObject({ amount: 2_000_000, source: 'card', status: 'held' });

    await app.deps.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [who.userId]);
    expect(await releaseHeldDeposits(app.deps, who.userId)).toBe(1);
    expect(await ngnBalance(app, who.userId)).toBe(31_000_000);
  });
});
