import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { systemBalance } from '#server/ledger/accounts.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { AdminRmbPurchase, RmbPurchase } from '#shared/schemas/rmb.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import { alipay } from '#test/support/rmb.ts';
import { DEFAULT_FAILURE_REASON } from './rmb-admin.service.ts';
import {
  admin,
  admin2,
  bought,
  f,
  page,
  processRmb,
  settlements,
  transactionOf,
  user,
} from './rmb-admin.test-support.ts';

describe('Process', () => {
  it('pending -> processing -> completed settles the hold into `rmb` once, audited, the user told', async () => {
    const p = await bought(alipay(2_000));
    const held = await balanceOf(f().pool, user().userId, 'NGN');
    const rmbBefore = await systemBalance(f().pool, 'rmb', 'NGN');

    const busy = await processRmb(admin(), p.id, { status: 'processing', note: 'Paying now' });
    expect(busy.status).toBe(200);
    const processing = (await busy.json()) as AdminRmbPurchase;
    expect(processing).toMatchObject({ status: 'processing', admin_note: 'Paying now' });
    expect(processing.processed_by_email).toMatch(/@example\.com$/);
    expect(await settlements((await transactionOf(p.id)).transaction_id)).toEqual([]);
    const again = await processRmb(admin(), p.id, { status: 'processing' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: 'This purchase is already processing',
    });

    const done = await processRmb(admin(), p.id, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      status: 'completed',
      admin_note: 'Paying now',
      failure_reason: null,
    });
    const tx = await transactionOf(p.id);
    expect(tx.status).toBe('completed');
    expect(await settlements(tx.transaction_id)).toEqual(['settle']);
    expect(await systemBalance(f().pool, 'rmb', 'NGN')).toBe(rmbBefore + 200_000);
    expect(await balanceOf(f().pool, user().userId, 'NGN')).toBe(held);

    // Final: nothing moves it again.
    for (const status of ['completed', 'failed', 'processing']) {
      const res = await processRmb(admin(), p.id, { status, note: 'try' });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(
        'This purchase is already completed; it cannot change again',
      );
    }
    expect(await settlements(tx.transaction_id)).toEqual(['settle']);
    expect(await balanceOf(f().pool, user().userId, 'NGN')).toBe(held);

    const audit = await f().pool.query(
      'SELECT action, target_type, before, after FROM audit_log WHERE target_id = $1 ORDER BY id',
      [p.id],
    );
    expect(audit.rows).toEqual([
      {
        action: 'rmb.status',
        target_type: 'rmb_purchase',
        before: { status: 'pending' },
        after: { status: 'processing', note: 'Paying now', failure_reason: null },
      },
      {
        action: 'rmb.status',
        target_type: 'rmb_purchase',
        before: { status: 'processing' },
        after: { status: 'completed', note: null, failure_reason: null },
      },
    ]);
    const notes = await f().pool.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND transaction_id = $2 ORDER BY created_at`,
      [user().userId, tx.transaction_id],
    );
    expect(notes.rows.map((r) => r.title)).toEqual([
      'Buying ¥9.40 for Wang Wei',
      'Paying ¥9.40 to Wang Wei',
      '¥9.40 sent',
    ]);
    const stats = (await page()).stats;
    expect(stats).toMatchObject({
      completed: 1,
      total_volume_ngn: 200_000,
      total_volume_cny: 940,
      avg_exchange_rate: '0.0047',
    });
  });

  it('failed gives the naira back once, with the reason the user then reads', async () => {
    const before = await balanceOf(f().pool, user().userId, 'NGN');
    const p = await bought(alipay(700));
    const res = await processRmb(admin(), p.id, {
      status: 'failed',
      note: '  The Alipay account does not exist  ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'failed',
      failure_reason: 'The Alipay account does not exist',
    });
    expect(await balanceOf(f().pool, user().userId, 'NGN')).toBe(before);
    const tx = await transactionOf(p.id);
    expect(tx.status).toBe('failed');
    expect(await settlements(tx.transaction_id)).toEqual(['refund']);
    const mine = await (await f().call(user(), 'GET', '/api/rmb')).json();
    expect(mine.items.find((x: RmbPurchase) => x.id === p.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The Alipay account does not exist',
    });
    const late = await processRmb(admin(), p.id, { status: 'completed' });
    expect(late.status).toBe(409);
    expect(await settlements(tx.transaction_id)).toEqual(['refund']);
    expect(await balanceOf(f().pool, user().userId, 'NGN')).toBe(before);

    // No note, or only spaces: the user still reads why.
    const q = await bought(alipay(100));
    const plain = await processRmb(admin(), q.id, { status: 'failed', note: '   ' });
    expect((await plain.json()).failure_reason).toBe(DEFAULT_FAILURE_REASON);
  });

  it('two administrators at once: one settlement, one refusal', async () => {
    const p = await bought(alipay(500));
    const answers = await Promise.all([
      processRmb(admin(), p.id, { status: 'completed' }),
      processRmb(admin2(), p.id, { status: 'completed' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const tx = await transactionOf(p.id);
    expect(await settlements(tx.transaction_id)).toEqual(['settle']);
    const audit = await f().pool.query(
      'SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1',
      [p.id],
    );
    expect(audit.rows[0].n).toBe(1);

    // Complete and fail at once: exactly one of them happens.
    const q = await bought(alipay(500));
    const before = await balanceOf(f().pool, user().userId, 'NGN');
    const race = await Promise.all([
      processRmb(admin(), q.id, { status: 'completed' }),
      processRmb(admin2(), q.id, { status: 'failed', note: 'race' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const moved = await settlements((await transactionOf(q.id)).transaction_id);
    expect(moved).toHaveLength(1);
    expect(await balanceOf(f().pool, user().userId, 'NGN')).toBe(
      moved[0] === 'refund' ? before + 50_000 : before,
    );
  });

  it('bad input and unknown purchases change nothing', async () => {
    const p = await bought(alipay(100));
    for (const body of [
      { status: 'pending' },
      { status: 'done' },
      {},
      { status: 'failed', note: 'x'.repeat(501) },
      { status: 'failed', reason: 'extra field' },
      [],
    ]) {
      const res = await processRmb(admin(), p.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await processRmb(admin(), randomUUID(), { status: 'completed' })).status).toBe(404);
    expect((await processRmb(admin(), 'not-an-id', { status: 'completed' })).status).toBe(404);
    const { rows } = await f().pool.query('SELECT status FROM rmb_purchases WHERE id = $1', [p.id]);
    expect(rows[0].status).toBe('pending');
  });
});

describe('access', () => {
  it('a user is refused every admin route and changes nothing', async () => {
    const p = await bought(alipay(100));
    expect((await f().call(user(), 'GET', '/api/admin/rmb')).status).toBe(403);
    const res = await processRmb(user(), p.id, { status: 'completed' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
    expect((await f().call(null, 'GET', '/api/admin/rmb')).status).toBe(401);
    const { rows } = await f().pool.query('SELECT status FROM rmb_purchases WHERE id = $1', [p.id]);
    expect(rows[0].status).toBe('pending');
  });

  it('an administrator cannot process their own purchase (403 SELF_ACTION, audited); another can', async () => {
    const self = await f().user(5_000, { admin: true });
    const { status, json: p } = await f().buy(self, alipay(1_000));
    expect(status).toBe(201);
    const held = await balanceOf(f().pool, self.userId, 'NGN');
    for (const body of [{ status: 'processing' }, { status: 'completed' }, { status: 'failed' }]) {
      const res = await processRmb(self, p.id, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    }
    const { rows } = await f().pool.query('SELECT status FROM rmb_purchases WHERE id = $1', [p.id]);
    expect(rows[0].status).toBe('pending');
    expect(await balanceOf(f().pool, self.userId, 'NGN')).toBe(held);
    expect(await settlements((await transactionOf(p.id)).transaction_id)).toEqual([]);
    const attempts = await selfActionAttempts(f().pool, self.userId);
    expect(attempts.map((a) => a.after)).toEqual(
      Array(3).fill({ attempted: 'rmb.status', method: 'POST', path: `/api/admin/rmb/${p.id}` }),
    );
    expect((await processRmb(admin(), p.id, { status: 'completed' })).status).toBe(200);
  });

  it('a recipient name that would read as someone else is refused, holding nothing', async () => {
    const before = await f().footprint(user().userId);
    for (const full_name of ['Wang\u202EieW', 'Wang\u200DWei', '   ']) {
      const { status } = await f().buy(user(), alipay(100, { full_name }));
      expect(status, JSON.stringify(full_name)).toBe(400);
    }
    expect(await f().footprint(user().userId)).toEqual(before);
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(f().pool)).mismatches).toEqual([]);
  });
});
