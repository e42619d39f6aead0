import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const credit = (userId: string, currency: string) =>
  `/api/admin/users/${userId}/wallets/${currency}/credit`;
const debit = (userId: string, currency: string) =>
  `/api/admin/users/${userId}/wallets/${currency}/debit`;

describe('admin wallet credit and debit', () => {
  it('credits and debits a wallet for an administrator', async () => {
    const c = await f.call('POST', credit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 12_345, description: 'Goodwill' },
    });
    expect(c.status).toBe(200);
    expect(c.json.entries).toEqual([{ currency: 'USD', amount: 12_345, balance_after: 12_345 }]);
    const d = await f.call('POST', debit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 345 },
    });
    expect(d.status).toBe(200);
    expect((await f.balances(f.ada.userId)).USD).toBe(12_000);
  });

  it('refuses a debit that would overdraw with a 422, atomically', async () => {
    const res = await f.call('POST', debit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 12_001 },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await f.balances(f.ada.userId)).USD).toBe(12_000);
  });

  it('lets 20 concurrent debits take exactly what is there', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', debit(f.ada.userId, 'USD'), {
          cookie: f.admin.cookie,
          body: { amount: 1_000 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    expect(results.filter((r) => r.status === 422)).toHaveLength(8);
    expect((await f.balances(f.ada.userId)).USD).toBe(0);
  });

  it('refuses non-administrators with a 403 and changes nothing', async () => {
    const before = await f.balances(f.bola.userId);
    for (const path of [credit(f.bola.userId, 'NGN'), debit(f.ada.userId, 'NGN')]) {
      const res = await f.call('POST', path, { cookie: f.bola.cookie, body: { amount: 100 } });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('FORBIDDEN');
    }
    expect((await f.call('GET', '/api/admin/ledger/check', { cookie: f.ada.cookie })).status).toBe(
      403,
    );
    expect(await f.balances(f.bola.userId)).toEqual(before);
  });

  it('answers 404 for an unknown user and 400 for a bad currency or amount', async () => {
    expect(
      (
        await f.call('POST', credit('no-such-user', 'NGN'), {
          cookie: f.admin.cookie,
          body: { amount: 1 },
        })
      ).status,
    ).toBe(404);
    const badCurrency = await f.call('POST', credit(f.ada.userId, 'EUR'), {
      cookie: f.admin.cookie,
      body: { amount: 1 },
    });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error.message).toContain('currency');
    const badAmount = await f.call('POST', credit(f.ada.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 0 },
    });
    expect(badAmount.status).toBe(400);
    expect(badAmount.json.error.message).toContain('amount');
  });
});

const walletAudit = async (userId: string, currency: string) =>
  (
    await f.pool.query(
      `SELECT action, actor_id, before, after FROM audit_log
        WHERE target_type = 'wallet' AND target_id = $1 ORDER BY id`,
      [`${userId}:${currency}`],
    )
  ).rows;
const notices = async (userId: string) =>
  (
    await f.pool.query(
      `SELECT kind, title, body FROM notifications
        WHERE user_id = $1 AND kind LIKE 'admin_%' ORDER BY created_at`,
      [userId],
    )
  ).rows;

describe('admin credit and debit: audit row and notification in the same transaction', () => {
  let user: Awaited<ReturnType<typeof signUpVerified>>;
  beforeAll(async () => {
    user = await signUpVerified(f.app, f.deps, `carol-${randomUUID()}@example.com`);
  });

  it('writes one audit row and one notification per credit and debit', async () => {
    const c = await f.call('POST', credit(user.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 150_050 },
    });
    expect(c.status).toBe(200);
    const d = await f.call('POST', debit(user.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 50, description: '  ' },
    });
    expect(d.status).toBe(200);
    expect(c.json.reference).toMatch(/^ADMIN-CREDIT-/);
    expect(d.json.reference).toMatch(/^ADMIN-DEBIT-/);
    expect(await walletAudit(user.userId, 'NGN')).toEqual([
      {
        action: 'wallet.credit',
        actor_id: f.admin.userId,
        before: { balance: 0, currency: 'NGN' },
        after: {
          balance: 150_050,
          currency: 'NGN',
          amount: 150_050,
          reference: c.json.reference,
          description: 'Admin Credit',
        },
      },
      {
        action: 'wallet.debit',
        actor_id: f.admin.userId,
        before: { balance: 150_050, currency: 'NGN' },
        after: {
          balance: 150_000,
          currency: 'NGN',
          amount: 50,
          reference: d.json.reference,
          description: 'Admin Debit',
        },
      },
    ]);
    expect(await notices(user.userId)).toEqual([
      {
        kind: 'admin_credit',
        title: 'Wallet credited',
        body: 'Your NGN wallet was credited with ₦1,500.50',
      },
      {
        kind: 'admin_debit',
        title: 'Wallet debited',
        body: 'Your NGN wallet was debited by ₦0.50',
      },
    ]);
  });

  it('refuses a debit larger than the balance and writes nothing: balance, audit, notification', async () => {
    const before = await f.balances(user.userId);
    const audit = await walletAudit(user.userId, 'NGN');
    const seen = await notices(user.userId);
    const res = await f.call('POST', debit(user.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 150_001 },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await f.balances(user.userId)).toEqual(before);
    expect(await walletAudit(user.userId, 'NGN')).toEqual(audit);
    expect(await notices(user.userId)).toEqual(seen);
  });

  it('moves money once when the same Idempotency-Key arrives twice at once, with one audit row', async () => {
    const before = (await f.balances(user.userId)).NGN;
    const rows = (await walletAudit(user.userId, 'NGN')).length;
    const key = randomUUID();
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        f.call('POST', debit(user.userId, 'NGN'), {
          cookie: f.admin.cookie,
          key,
          body: { amount: 1_000 },
        }),
      ),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.json.transaction_id).toBe(b?.json.transaction_id);
    expect([a?.json.replayed, b?.json.replayed].sort()).toEqual([false, true]);
    expect((await f.balances(user.userId)).NGN).toBe(before - 1_000);
    expect(await walletAudit(user.userId, 'NGN')).toHaveLength(rows + 1);
    const again = await f.call('POST', debit(user.userId, 'NGN'), {
      cookie: f.admin.cookie,
      key,
      body: { amount: 1_000 },
    });
    expect(again.json.replayed).toBe(true);
    expect(await walletAudit(user.userId, 'NGN')).toHaveLength(rows + 1);
    expect((await f.balances(user.userId)).NGN).toBe(before - 1_000);
  });

  it('never overdraws under 20 concurrent debits, with one audit row per debit that went through', async () => {
    const other = await signUpVerified(f.app, f.deps, `dan-${randomUUID()}@example.com`);
    await f.call('POST', credit(other.userId, 'CNY'), {
      cookie: f.admin.cookie,
      body: { amount: 5_500 },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', debit(other.userId, 'CNY'), {
          cookie: f.admin.cookie,
          body: { amount: 1_000 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422)).toHaveLength(15);
    expect((await f.balances(other.userId)).CNY).toBe(500);
    const audit = await walletAudit(other.userId, 'CNY');
    expect(audit.filter((r) => r.action === 'wallet.debit')).toHaveLength(5);
    expect((await notices(other.userId)).filter((n) => n.kind === 'admin_debit')).toHaveLength(5);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('refuses a non-administrator and a signed-out visitor, writing nothing', async () => {
    const rows = (await walletAudit(user.userId, 'NGN')).length;
    const res = await f.call('POST', credit(user.userId, 'NGN'), {
      cookie: f.ada.cookie,
      body: { amount: 100 },
    });
    expect(res.status).toBe(403);
    const out = await f.call('POST', credit(user.userId, 'NGN'), { body: { amount: 100 } });
    expect(out.status).toBe(401);
    expect(await walletAudit(user.userId, 'NGN')).toHaveLength(rows);
  });
});

describe('GET /api/admin/ledger/check', () => {
  it('refuses a credit of 2^53 - 1, or past the wallet maximum, with a 4xx and changes nothing', async () => {
    const before = await f.balances(f.bola.userId);
    const huge = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: Number.MAX_SAFE_INTEGER },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    const full = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: MAX_BALANCE_MINOR },
    });
    // Above APPROVAL_THRESHOLD_NGN: a second administrator carries it out.
    expect(full.status).toBe(202);
    const checker = await signUpVerified(f.app, f.deps, `checker-${randomUUID()}@example.com`);
    await f.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [checker.userId]);
    const approved = await f.call('POST', `/api/admin/approvals/${full.json.approval_id}/approve`, {
      cookie: checker.cookie,
      key: null,
    });
    expect(approved.status).toBe(200);
    const over = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 1 },
    });
    expect(over.status).toBe(422);
    expect(over.json.error.code).toBe('LIMIT_EXCEEDED');
    expect(await f.balances(f.bola.userId)).toEqual({ ...before, NGN: MAX_BALANCE_MINOR });
  });

  it('proves the ledger balances', async () => {
    const res = await f.call('GET', '/api/admin/ledger/check', { cookie: f.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(true);
    expect(res.json.mismatches).toEqual([]);
    expect(res.json.accounts_checked).toBeGreaterThanOrEqual(9);
  });
});
