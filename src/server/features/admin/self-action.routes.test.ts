import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from '#test/api-fixture.ts';

// No administrator acts on their own account, wallet or requests: a second
// administrator must. The refusal is 403 SELF_ACTION, nothing changes, and the
// attempt stays in the audit log although its transaction rolled back.

let f: Awaited<ReturnType<typeof apiFixture>>;
/** A second administrator (Bola, promoted). */
let other: { cookie: string; userId: string };
beforeAll(async () => {
  f = await apiFixture();
  await f.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [f.bola.userId]);
  other = f.bola;
});

const SELF_ACTION = {
  error: { code: 'SELF_ACTION', message: 'Administrators cannot act on their own account.' },
};

const attempts = async (userId: string) =>
  (
    await f.pool.query<{ actor_id: string; target_id: string; after: Record<string, string> }>(
      `SELECT actor_id, target_id, after FROM audit_log
        WHERE action = 'self_action.refused' AND actor_id = $1 ORDER BY id`,
      [userId],
    )
  ).rows;

const profileOf = async (userId: string) =>
  (
    await f.pool.query<{ is_active: boolean; is_admin: boolean; kyc_status: string }>(
      'SELECT is_active, is_admin, kyc_status FROM profiles WHERE id = $1',
      [userId],
    )
  ).rows[0];

describe('an administrator’s own wallet', () => {
  it.each(['credit', 'debit'] as const)(
    'cannot be %sed by them: 403, balance and ledger unchanged, the attempt audited',
    async (direction) => {
      await f.fund(f.admin.userId, 'NGN', 10_000);
      const before = await f.balances(f.admin.userId);
      const seen = (await attempts(f.admin.userId)).length;
      const path = `/api/admin/users/${f.admin.userId}/wallets/NGN/${direction}`;
      const res = await f.call('POST', path, {
        cookie: f.admin.cookie,
        body: { amount: 1_000_000, description: 'Bonus' },
      });
      expect(res.status).toBe(403);
      expect(res.json).toEqual(SELF_ACTION);
      expect(await f.balances(f.admin.userId)).toEqual(before);
      const { rows } = await f.pool.query(
        `SELECT 1 FROM ledger_transactions WHERE kind = 'adjustment' AND user_id = $1`,
        [f.admin.userId],
      );
      expect(rows).toEqual([]);
      expect((await attempts(f.admin.userId)).slice(seen)).toEqual([
        {
          actor_id: f.admin.userId,
          target_id: f.admin.userId,
          after: { attempted: `wallet.${direction}`, method: 'POST', path },
        },
      ]);
    },
  );

  it('is credited by another administrator', async () => {
    const before = (await f.balances(f.admin.userId)).NGN;
    const res = await f.call('POST', `/api/admin/users/${f.admin.userId}/wallets/NGN/credit`, {
      cookie: other.cookie,
      body: { amount: 5_000 },
    });
    expect(res.status).toBe(200);
    expect((await f.balances(f.admin.userId)).NGN).toBe(before + 5_000);
  });
});

describe('an administrator’s own account', () => {
  it('cannot be activated, deactivated, promoted or demoted by them', async () => {
    const before = await profileOf(f.admin.userId);
    const seen = (await attempts(f.admin.userId)).length;
    for (const [what, body] of [
      ['status', { is_active: true }],
      ['status', { is_active: false }],
      ['role', { is_admin: true }],
      ['role', { is_admin: false }],
    ] as const) {
      const res = await f.call('POST', `/api/admin/users/${f.admin.userId}/${what}`, {
        cookie: f.admin.cookie,
        body,
        key: null,
      });
      expect(res.status, `${what} ${JSON.stringify(body)}`).toBe(403);
      expect(res.json).toEqual(SELF_ACTION);
    }
    expect(await profileOf(f.admin.userId)).toEqual(before);
    expect((await attempts(f.admin.userId)).slice(seen).map((r) => r.after.attempted)).toEqual([
      'user.status',
      'user.status',
      'user.role',
      'user.role',
    ]);
  });
});

describe('an administrator’s own KYC', () => {
  it('cannot be approved or rejected by them; another administrator approves it', async () => {
    await f.pool.query(
      `UPDATE profiles SET kyc_status = 'pending', kyc_tier = 2,
         kyc_documents = '{"id_type":"passport","id_document":{"file_name":"p.png"},
                           "proof_of_address":{"file_name":"bill.pdf"}}'
       WHERE id = $1`,
      [f.admin.userId],
    );
    const seen = (await attempts(f.admin.userId)).length;
    for (const decision of ['verified', 'rejected'] as const) {
      const res = await f.call('POST', `/api/admin/users/${f.admin.userId}/kyc`, {
        cookie: f.admin.cookie,
        body: { decision, reason: 'Looks fine' },
        key: null,
      });
      expect(res.status).toBe(403);
      expect(res.json).toEqual(SELF_ACTION);
    }
    expect((await profileOf(f.admin.userId))?.kyc_status).toBe('pending');
    const { rows } = await f.pool.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND kind LIKE 'kyc_%'`,
      [f.admin.userId],
    );
    expect(rows).toEqual([]);
    expect((await attempts(f.admin.userId)).slice(seen)).toHaveLength(2);

    const ok = await f.call('POST', `/api/admin/users/${f.admin.userId}/kyc`, {
      cookie: other.cookie,
      body: { decision: 'verified' },
      key: null,
    });
    expect(ok.status).toBe(200);
    expect((await profileOf(f.admin.userId))?.kyc_status).toBe('verified');
    const { rows: tier } = await f.pool.query('SELECT kyc_tier FROM profiles WHERE id = $1', [
      f.admin.userId,
    ]);
    expect(tier).toEqual([{ kyc_tier: 3 }]);
  });

  it('leaves the ledger consistent', async () => {
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });
});
