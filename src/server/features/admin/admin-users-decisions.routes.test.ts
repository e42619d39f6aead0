import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { adminUserCalls, KYC_DOC } from '#test/support/admin-users.ts';

// An administrator's decisions on a user's role and KYC (POST
// /api/admin/users/:userId/role and /kyc); the list and the status route are
// in admin-users.routes.test.ts.

const SELF_ACTION_MESSAGE = 'Administrators cannot act on their own account.';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  // Bola sent both files on tier 2: an approval makes tier 3.
  await f.pool.query(`UPDATE profiles SET kyc_documents = $2, kyc_tier = 2 WHERE id = $1`, [
    f.bola.userId,
    JSON.stringify(KYC_DOC),
  ]);
});

const { setStatus, setRole, decideKyc, list, ids, auditOf, notificationsOf } = adminUserCalls(
  () => f,
);

describe('POST /api/admin/users/:userId/role', () => {
  it('promotes and demotes with an audit row each; the new administrator sees the list', async () => {
    const auditBefore = (await auditOf(f.bola.userId)).length;
    const up = await setRole(f.admin.cookie, f.bola.userId, { is_admin: true });
    expect(up.status).toBe(200);
    expect(up.json).toEqual({ id: f.bola.userId, is_admin: true });

    // Another administrator's view: the same users and counts, their own row marked.
    const view = await list(f.bola.cookie);
    expect(view.status).toBe(200);
    expect(ids(view)).toHaveLength(3);
    expect(view.json.counts.total).toBe(3);
    const rows = view.json.items as { id: string; is_admin: boolean }[];
    expect(rows.filter((u) => u.is_admin).map((u) => u.id)).toEqual(
      expect.arrayContaining([f.admin.userId, f.bola.userId]),
    );
    // Neither can change their own role, nor deactivate themselves.
    const self = await setRole(f.bola.cookie, f.bola.userId, { is_admin: false });
    expect(self.status).toBe(403);
    expect(self.json.error.code).toBe('SELF_ACTION');
    expect((await setStatus(f.bola.cookie, f.bola.userId, { is_active: false })).status).toBe(403);

    const down = await setRole(f.admin.cookie, f.bola.userId, { is_admin: false });
    expect(down.json).toEqual({ id: f.bola.userId, is_admin: false });
    expect((await list(f.bola.cookie)).status).toBe(403);

    const audit = (await auditOf(f.bola.userId))
      .slice(auditBefore)
      .filter((r) => r.action !== 'self_action.refused');
    expect(audit).toEqual([
      {
        actor_id: f.admin.userId,
        action: 'user.role',
        target_type: 'user',
        target_id: f.bola.userId,
        before: { is_admin: false },
        after: { is_admin: true },
      },
      {
        actor_id: f.admin.userId,
        action: 'user.role',
        target_type: 'user',
        target_id: f.bola.userId,
        before: { is_admin: true },
        after: { is_admin: false },
      },
    ]);
  });

  it('refuses one’s own account (403) and an unknown user (404), changing nothing', async () => {
    const attempts = (await auditOf(f.admin.userId)).length;
    const self = await setRole(f.admin.cookie, f.admin.userId, { is_admin: false });
    expect(self.status).toBe(403);
    expect(self.json.error).toEqual({ code: 'SELF_ACTION', message: SELF_ACTION_MESSAGE });
    expect((await f.call('GET', '/api/me', { cookie: f.admin.cookie })).json.is_admin).toBe(true);
    expect((await auditOf(f.admin.userId)).slice(attempts)).toMatchObject([
      {
        actor_id: f.admin.userId,
        action: 'self_action.refused',
        target_type: 'user',
        target_id: f.admin.userId,
        before: null,
        after: {
          attempted: 'user.role',
          method: 'POST',
          path: `/api/admin/users/${f.admin.userId}/role`,
        },
      },
    ]);
    expect((await setRole(f.admin.cookie, 'nobody', { is_admin: true })).status).toBe(404);
    expect(await auditOf('nobody')).toEqual([]);
    const bad = await setRole(f.admin.cookie, f.ada.userId, { is_admin: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('is_admin: must be true or false');
  });
});

describe('POST /api/admin/users/:userId/kyc', () => {
  it('decides a pending submission once, audits and notifies; a decided one is refused', async () => {
    await f.pool.query(
      `UPDATE profiles SET kyc_status = 'pending', kyc_documents = $2 WHERE id = $1`,
      [f.ada.userId, JSON.stringify(KYC_DOC)],
    );
    const auditBefore = (await auditOf(f.ada.userId)).length;
    const res = await decideKyc(f.admin.cookie, f.ada.userId, {
      decision: 'rejected',
      reason: 'Blurry photo',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ kyc_status: 'rejected' });
    expect((await auditOf(f.ada.userId)).slice(auditBefore)).toEqual([
      {
        actor_id: f.admin.userId,
        action: 'kyc.decision',
        target_type: 'user',
        target_id: f.ada.userId,
        before: { kyc_status: 'pending', kyc_tier: 1 },
        after: { kyc_status: 'rejected', kyc_tier: 1, reason: 'Blurry photo' },
      },
    ]);
    const told = await notificationsOf(f.ada.userId, 'kyc_rejected');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Blurry photo');

    const again = await decideKyc(f.admin.cookie, f.ada.userId, { decision: 'verified' });
    expect(again.status).toBe(422);
    expect(again.json.error.message).toBe('This KYC submission is already rejected');
    expect((await auditOf(f.ada.userId)).slice(auditBefore)).toHaveLength(1);
    expect(await notificationsOf(f.ada.userId, 'kyc_verified')).toEqual([]);
    expect((await f.call('GET', '/api/me', { cookie: f.ada.cookie })).json.kyc_status).toBe(
      'rejected',
    );
  });

  it('refuses a user with no document and an unknown user, writing nothing', async () => {
    const cara = await signUpVerified(f.app, f.deps, `cara-${Date.now()}@example.com`);
    const none = await decideKyc(f.admin.cookie, cara.userId, { decision: 'verified' });
    expect(none.status).toBe(422);
    expect(await auditOf(cara.userId)).toEqual([]);
    expect((await decideKyc(f.admin.cookie, 'nobody', { decision: 'verified' })).status).toBe(404);
  });

  it('approves from the list: the user shows as verified, on tier 3', async () => {
    await f.pool.query(`UPDATE profiles SET kyc_status = 'pending' WHERE id = $1`, [f.bola.userId]);
    expect((await decideKyc(f.admin.cookie, f.bola.userId, { decision: 'verified' })).status).toBe(
      200,
    );
    const res = await list(f.admin.cookie, 'kyc=verified');
    expect(ids(res)).toContain(f.bola.userId);
    expect(res.json.items.find((u: { id: string }) => u.id === f.bola.userId).tier).toBe(3);
    expect(await notificationsOf(f.bola.userId, 'kyc_verified')).toHaveLength(1);
  });

  it('leaves the ledger consistent', async () => {
    const check = await checkLedger(f.pool);
    expect(check.ok).toBe(true);
  });
});
