import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signIn, signUpVerified } from '#test/auth-helpers.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import { giftCardCalls } from '#test/support/gift-cards.ts';
import { newGiftCardCode } from './gift-cards.service.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const { list, redeem, oneCard } = giftCardCalls(() => f);

describe('POST /api/gift-cards/redeem', () => {
  it('accepts the code typed with spaces instead of dashes, in lower case', async () => {
    const card = await oneCard(12_00, 'NGN');
    const typed = ` ${card.code.toLowerCase().replaceAll('-', ' ')} `;
    const res = await redeem(f.ada.cookie, typed);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, amount: 12_00, currency: 'NGN' });
  });

  it("credits the card's amount in its currency once, and notifies the user", async () => {
    const card = await oneCard(75_00, 'CNY');
    const before = (await f.balances(f.ada.userId)).CNY ?? 0;
    const key = randomUUID();
    const res = await redeem(f.ada.cookie, `  ${card.code.toLowerCase()} `, key);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      amount: 75_00,
      currency: 'CNY',
      transaction_id: expect.any(String),
    });
    expect((await f.balances(f.ada.userId)).CNY).toBe(before + 75_00);

    // The same request again (a retry): the first answer, no more money.
    const again = await redeem(f.ada.cookie, card.code, key);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(res.json);
    expect((await f.balances(f.ada.userId)).CNY).toBe(before + 75_00);

    // A new attempt (another key): used.
    const used = await redeem(f.ada.cookie, card.code);
    expect(used.status).toBe(422);
    expect(used.json.error).toEqual({
      code: 'GIFT_CARD_USED',
      message: 'This gift card has already been used',
    });

    const row = (
      await f.pool.query(
        'SELECT status, used_by, used_at, transaction_id FROM gift_cards WHERE id = $1',
        [card.id],
      )
    ).rows[0];
    expect(row).toMatchObject({
      status: 'used',
      used_by: f.ada.userId,
      transaction_id: res.json.transaction_id,
    });
    expect(row.used_at).toBeInstanceOf(Date);

    const tx = await f.call('GET', '/api/transactions?currency=CNY', { cookie: f.ada.cookie });
    expect(tx.json.items[0]).toMatchObject({ amount: 75_00, category: 'funding' });
    const notes = await f.call('GET', '/api/notifications', { cookie: f.ada.cookie });
    expect(notes.status).toBe(200);
    expect(notes.json.items[0]).toMatchObject({ kind: 'credit', title: '¥75.00 received' });

    // The key belongs to this redemption: with another code it is a conflict.
    const other = await oneCard();
    const conflict = await redeem(f.ada.cookie, other.code, key);
    expect(conflict.status).toBe(409);
    expect((await redeem(f.ada.cookie, other.code)).status).toBe(200);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('refuses unknown, expired and cancelled codes, an empty code, and a missing key', async () => {
    const unknown = await redeem(f.ada.cookie, newGiftCardCode());
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Invalid gift card code');

    const expired = await oneCard();
    await f.pool.query(
      `UPDATE gift_cards SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expired.id],
    );
    const e = await redeem(f.ada.cookie, expired.code);
    expect(e.status).toBe(422);
    expect(e.json.error).toEqual({
      code: 'GIFT_CARD_EXPIRED',
      message: 'This gift card has expired',
    });

    const cancelled = await oneCard();
    await f.pool.query(`UPDATE gift_cards SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    const c = await redeem(f.ada.cookie, cancelled.code);
    expect(c.status).toBe(422);
    expect(c.json.error).toEqual({
      code: 'GIFT_CARD_CANCELLED',
      message: 'This gift card has been cancelled',
    });

    for (const code of ['', '   ', undefined]) {
      const empty = await redeem(f.ada.cookie, code);
      expect(empty.status).toBe(400);
      expect(empty.json.error.field).toBe('code');
      expect(empty.json.error.message).toContain('Please enter a gift card code');
    }
    const active = await oneCard();
    const noKey = await f.call('POST', '/api/gift-cards/redeem', {
      cookie: f.ada.cookie,
      body: { code: active.code },
      key: null,
    });
    expect(noKey.status).toBe(400);
    expect(
      (await f.call('POST', '/api/gift-cards/redeem', { body: { code: active.code } })).status,
    ).toBe(401);

    const rows = await f.pool.query('SELECT status, used_by FROM gift_cards WHERE id = ANY($1)', [
      [expired.id, cancelled.id, active.id],
    ]);
    expect(rows.rows.every((r) => r.used_by === null)).toBe(true);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('refuses a deactivated user', async () => {
    const card = await oneCard();
    const walker = await signUpVerified(f.app, f.deps, `walker-${randomUUID()}@example.com`);
    await f.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [walker.userId]);
    const res = await redeem(walker.cookie, card.code);
    expect(res.status).toBe(403);
    expect((await list(`?q=${card.code}`)).json.items[0].status).toBe('active');
  });

  // 50 sign-ins hash 50 passwords: slow on a busy machine, hence the longer timeout.
  it('of 50 simultaneous redemptions from 50 sessions of 5 users, exactly one credits', async () => {
    const card = await oneCard(1_234_56, 'NGN');
    const users = [f.ada, f.bola];
    for (let i = 0; i < 3; i++)
      users.push(await signUpVerified(f.app, f.deps, `racer-${i}-${randomUUID()}@example.com`));
    const emails = await Promise.all(
      users.map(async (u) => (await f.call('GET', '/api/me', { cookie: u.cookie })).json.email),
    );
    const sessions: { userId: string; cookie: string }[] = [];
    for (const [i, u] of users.entries())
      for (let s = 0; s < 10; s++)
        sessions.push({
          userId: u.userId,
          cookie: await signIn(f.app, emails[i], 'secret-password'),
        });
    const before = await Promise.all(users.map(async (u) => (await f.balances(u.userId)).NGN ?? 0));

    const results = await Promise.all(sessions.map((s) => redeem(s.cookie, card.code)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json.error.code).toBe('GIFT_CARD_USED');

    const winner = sessions[results.indexOf(ok[0]!)]!.userId;
    const after = await Promise.all(users.map(async (u) => (await f.balances(u.userId)).NGN ?? 0));
    for (const [i, u] of users.entries())
      expect(after[i]! - before[i]!).toBe(u.userId === winner ? 1_234_56 : 0);
    const posted = await f.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE metadata->>'gift_card_code' = $1`,
      [card.code],
    );
    expect(posted.rows[0].n).toBe(1);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  }, 120_000);

  it("the same user's concurrent repeats with one key answer the one result", async () => {
    const card = await oneCard(10_00, 'USD');
    const before = (await f.balances(f.bola.userId)).USD ?? 0;
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeem(f.bola.cookie, card.code, key)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json.transaction_id)).size).toBe(1);
    expect((await f.balances(f.bola.userId)).USD).toBe(before + 10_00);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('the administrator who issued a card cannot redeem it (403 SELF_ACTION, audited); anyone else can', async () => {
    const card = await oneCard(2_000_00, 'NGN');
    const before = await f.balances(f.admin.userId);
    const res = await redeem(f.admin.cookie, card.code);
    expect(res.status).toBe(403);
    expect(res.json).toEqual(SELF_ACTION_ERROR);
    expect(await f.balances(f.admin.userId)).toEqual(before);
    const { rows } = await f.pool.query('SELECT status, used_by FROM gift_cards WHERE id = $1', [
      card.id,
    ]);
    expect(rows).toEqual([{ status: 'active', used_by: null }]);
    expect((await selfActionAttempts(f.pool, f.admin.userId)).map((a) => a.after)).toEqual([
      { attempted: 'gift_card.redeem', method: 'POST', path: '/api/gift-cards/redeem' },
    ]);
    expect((await redeem(f.ada.cookie, card.code)).status).toBe(200);
  });
});
