import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { signIn } from '#test/auth-helpers.ts';
import { adminUserCalls, KYC_DOC } from '#test/support/admin-users.ts';

const SELF_ACTION_MESSAGE = 'Administrators cannot act on their own account.';

let f: Awaited<ReturnType<typeof apiFixture>>;
const emails: Record<'ada' | 'bola' | 'admin', string> = { ada: '', bola: '', admin: '' };
beforeAll(async () => {
  f = await apiFixture();
  for (const who of ['ada', 'bola', 'admin'] as const)
    emails[who] = (await f.call('GET', '/api/me', { cookie: f[who].cookie })).json.email;
});

const { setStatus, setRole, decideKyc, list, ids, sessionsOf, auditOf, notificationsOf } =
  adminUserCalls(() => f);

describe('GET /api/admin/users', () => {
  beforeAll(async () => {
    await f.pool.query(
      `UPDATE profiles SET full_name = 'Ada Lovelace', phone_number = '+2348031234567',
              city = 'Lagos', state = 'Lagos', kyc_status = 'verified' WHERE id = $1`,
      [f.ada.userId],
    );
    await f.pool.query(
      `UPDATE profiles SET full_name = 'Bola Tinubu_Test', phone_number = '08099990000',
              kyc_documents = $2, kyc_tier = 2 WHERE id = $1`,
      [f.bola.userId, JSON.stringify(KYC_DOC)],
    );
    await f.pool.query(`UPDATE profiles SET kyc_status = 'rejected' WHERE id = $1`, [
      f.admin.userId,
    ]);
    await f.fund(f.ada.userId, 'NGN', 1_234_567);
    await f.fund(f.ada.userId, 'USD', 2_500);
    await f.fund(f.bola.userId, 'CNY', 9_900);
  });

  it('lists every user newest first with balances from the ledger and the counts', async () => {
    const res = await list(f.admin.cookie);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([f.admin.userId, f.bola.userId, f.ada.userId]);
    expect(res.json.next_cursor).toBeNull();
    expect(res.json.counts).toEqual({ total: 3, active: 3, kyc_pending: 1, kyc_verified: 1 });
    const ada = res.json.items.find((u: { id: string }) => u.id === f.ada.userId);
    expect(ada).toMatchObject({
      email: emails.ada,
      full_name: 'Ada Lovelace',
      phone_number: '+2348031234567',
      city: 'Lagos',
      state: 'Lagos',
      country: 'Nigeria',
      is_active: true,
      is_admin: false,
      kyc_status: 'verified',
      tier: 1,
      kyc_documents: null,
      ngn_balance: 1_234_567,
      usd_balance: 2_500,
      cny_balance: 0,
    });
    expect(Date.parse(ada.created_at)).not.toBeNaN();
    expect(ada.last_login).not.toBeNull();
    const bola = res.json.items.find((u: { id: string }) => u.id === f.bola.userId);
    expect(bola).toMatchObject({ ngn_balance: 0, usd_balance: 0, cny_balance: 9_900, tier: 2 });
    // The administrator sees both files' details, never where they are stored.
    expect(bola.kyc_documents).toEqual({
      id_type: 'passport',
      id_document: {
        file_name: 'passport.png',
        file_size: 1572864,
        file_type: 'image/png',
        uploaded_at: '2026-03-04T10:00:00.000Z',
      },
      proof_of_address: {
        file_name: 'bill.pdf',
        file_size: 2048,
        file_type: 'application/pdf',
        uploaded_at: '2026-03-04T10:00:00.000Z',
      },
    });
    expect(JSON.stringify(res.json)).not.toContain('kyc/secret');
  });

  it('searches inside e-mails, names and phone numbers, case-insensitively', async () => {
    // Every address is @example.com: a term from the middle of the e-mail matches.
    expect(ids(await list(f.admin.cookie, 'q=EXAMPLE'))).toHaveLength(3);
    const adaPart = emails.ada.slice(4, 14);
    expect(ids(await list(f.admin.cookie, `q=${encodeURIComponent(adaPart)}`))).toEqual([
      f.ada.userId,
    ]);
    expect(ids(await list(f.admin.cookie, 'q=lovelace'))).toEqual([f.ada.userId]);
    expect(ids(await list(f.admin.cookie, 'q=803123'))).toEqual([f.ada.userId]);
    expect(ids(await list(f.admin.cookie, 'q=bola%20TINUBU'))).toEqual([f.bola.userId]);
    // LIKE wildcards in the term are plain text.
    expect(ids(await list(f.admin.cookie, 'q=%25'))).toEqual([]);
    expect(ids(await list(f.admin.cookie, 'q=u_t'))).toEqual([f.bola.userId]);
    expect(ids(await list(f.admin.cookie, 'q=a_a'))).toEqual([]);
    const none = await list(f.admin.cookie, 'q=nobody-at-all');
    expect(none.json.items).toEqual([]);
    // The counts are over every user, whatever the filters.
    expect(none.json.counts.total).toBe(3);
  });

  it('filters by status and KYC status', async () => {
    await f.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [f.bola.userId]);
    try {
      expect(ids(await list(f.admin.cookie, 'status=inactive'))).toEqual([f.bola.userId]);
      expect(ids(await list(f.admin.cookie, 'status=active'))).toEqual([
        f.admin.userId,
        f.ada.userId,
      ]);
      expect((await list(f.admin.cookie)).json.counts.active).toBe(2);
    } finally {
      await f.pool.query('UPDATE profiles SET is_active = true WHERE id = $1', [f.bola.userId]);
    }
    expect(ids(await list(f.admin.cookie, 'kyc=verified'))).toEqual([f.ada.userId]);
    expect(ids(await list(f.admin.cookie, 'kyc=pending'))).toEqual([f.bola.userId]);
    expect(ids(await list(f.admin.cookie, 'kyc=rejected'))).toEqual([f.admin.userId]);
    expect(ids(await list(f.admin.cookie, 'kyc=verified&q=bola'))).toEqual([]);
  });

  it('pages with a cursor, each user once, also when sign-up times are equal', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await list(f.admin.cookie, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.json.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([f.admin.userId, f.bola.userId, f.ada.userId]);

    // Same instant for everyone: the id breaks the tie, no user lost or repeated.
    await f.pool.query(`UPDATE profiles SET created_at = '2026-01-02T03:04:05.123456Z'`);
    const two = await list(f.admin.cookie, 'limit=2');
    const rest = await list(f.admin.cookie, `limit=2&cursor=${two.json.next_cursor}`);
    expect(rest.json.next_cursor).toBeNull();
    expect([...ids(two), ...ids(rest)].sort()).toEqual(
      [f.admin.userId, f.bola.userId, f.ada.userId].sort(),
    );
  });

  it('answers 400 naming the field for a bad query', async () => {
    const bad = await list(f.admin.cookie, 'status=asleep');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('status');
    expect((await list(f.admin.cookie, 'limit=101')).status).toBe(400);
    expect((await list(f.admin.cookie, 'limit=0')).status).toBe(400);
    const cursor = await list(f.admin.cookie, 'cursor=abc');
    expect(cursor.status).toBe(400);
    expect(cursor.json.error.message).toContain('cursor');
  });
});

describe('access', () => {
  it('refuses a non-administrator (403) and a signed-out visitor (401) on every route', async () => {
    const calls = [
      (cookie: string) => list(cookie),
      (cookie: string) => f.call('GET', `/api/admin/users/${f.bola.userId}`, { cookie }),
      (cookie: string) => setStatus(cookie, f.bola.userId, { is_active: false }),
      (cookie: string) => setRole(cookie, f.bola.userId, { is_admin: true }),
      (cookie: string) => decideKyc(cookie, f.bola.userId, { decision: 'verified' }),
    ];
    for (const call of calls) {
      expect((await call(f.ada.cookie)).status).toBe(403);
      expect((await call('')).status).toBe(401);
    }
    const me = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json;
    expect(me).toMatchObject({ is_active: true, is_admin: false });
    expect(await auditOf(f.bola.userId)).toEqual([]);
  });
});

describe('POST /api/admin/users/:userId/status', () => {
  it('deactivates a user, ends every session, tells them, and audits it', async () => {
    const second = await signIn(f.app, emails.bola, 'secret-password');
    expect(await sessionsOf(f.bola.userId)).toBe(2);

    const res = await setStatus(f.admin.cookie, f.bola.userId, { is_active: false });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: f.bola.userId, is_active: false });
    expect(await sessionsOf(f.bola.userId)).toBe(0);
    for (const cookie of [f.bola.cookie, second])
      expect((await f.call('GET', '/api/me', { cookie })).status).toBe(401);
    expect(await notificationsOf(f.bola.userId, 'account_deactivated')).toEqual([
      {
        title: 'Account deactivated',
        body: 'Your account was deactivated by an administrator. Please contact support.',
      },
    ]);

    const again = await f.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails.bola, password: 'secret-password' }),
    });
    expect(again.status).toBe(422);
    expect((await again.json()).error.code).toBe('ACCOUNT_INACTIVE');

    const back = await setStatus(f.admin.cookie, f.bola.userId, { is_active: true });
    expect(back.json).toEqual({ id: f.bola.userId, is_active: true });
    f.bola.cookie = await signIn(f.app, emails.bola, 'secret-password');
    expect((await f.call('GET', '/api/me', { cookie: f.bola.cookie })).status).toBe(200);
    // Activation is not a deactivation: still one notification.
    expect(await notificationsOf(f.bola.userId, 'account_deactivated')).toHaveLength(1);

    expect(await auditOf(f.bola.userId)).toEqual([
      {
        actor_id: f.admin.userId,
        action: 'user.status',
        target_type: 'user',
        target_id: f.bola.userId,
        before: { is_active: true },
        after: { is_active: false },
      },
      {
        actor_id: f.admin.userId,
        action: 'user.status',
        target_type: 'user',
        target_id: f.bola.userId,
        before: { is_active: false },
        after: { is_active: true },
      },
    ]);
  });

  it('refuses to deactivate oneself (403 SELF_ACTION): only the attempt is audited', async () => {
    const self = await setStatus(f.admin.cookie, f.admin.userId, { is_active: false });
    expect(self.status).toBe(403);
    expect(self.json.error).toEqual({ code: 'SELF_ACTION', message: SELF_ACTION_MESSAGE });
    expect(await sessionsOf(f.admin.userId)).toBeGreaterThan(0);
    expect((await auditOf(f.admin.userId)).map((r) => r.action)).toEqual(['self_action.refused']);
    expect(await notificationsOf(f.admin.userId, 'account_deactivated')).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a bad body, writing nothing', async () => {
    expect((await setStatus(f.admin.cookie, 'nobody', { is_active: false })).status).toBe(404);
    expect(await auditOf('nobody')).toEqual([]);
    const bad = await setStatus(f.admin.cookie, f.bola.userId, { is_active: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('is_active: must be true or false');
    expect((await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.is_active).toBe(true);
  });
});
