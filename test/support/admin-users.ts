import type { apiFixture } from '#test/api-fixture.ts';

// What the back office's user-route tests share: the calls, and what the
// database says afterwards (audit rows, sessions, notices).

type Fixture = Awaited<ReturnType<typeof apiFixture>>;

type AuditRow = {
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
};

/** A KYC submission as profiles.kyc_documents holds it, with both files. */
export const KYC_DOC = {
  id_type: 'passport',
  id_document: {
    file_name: 'passport.png',
    file_path: 'kyc/secret/passport.png',
    file_url: '/api/me/kyc/document',
    file_size: 1572864,
    file_type: 'image/png',
    uploaded_at: '2026-03-04T10:00:00.000Z',
  },
  proof_of_address: {
    file_name: 'bill.pdf',
    file_path: 'kyc/secret/bill.pdf',
    file_url: '/api/kyc/proof-of-address',
    file_size: 2048,
    file_type: 'application/pdf',
    uploaded_at: '2026-03-04T10:00:00.000Z',
  },
  submitted_at: '2026-03-04T10:00:00.000Z',
};

export function adminUserCalls(fixture: () => Fixture) {
  const call: Fixture['call'] = (...args) => fixture().call(...args);
  const query = <T extends object>(text: string, values: unknown[]) =>
    fixture().pool.query<T>(text, values);
  return {
    setStatus: (cookie: string, userId: string, body: unknown) =>
      call('POST', `/api/admin/users/${userId}/status`, { cookie, body, key: null }),
    setRole: (cookie: string, userId: string, body: unknown) =>
      call('POST', `/api/admin/users/${userId}/role`, { cookie, body, key: null }),
    decideKyc: (cookie: string, userId: string, body: unknown) =>
      call('POST', `/api/admin/users/${userId}/kyc`, { cookie, body, key: null }),
    list: (cookie: string, q = '') =>
      call('GET', `/api/admin/users${q ? `?${q}` : ''}`, { cookie }),
    ids: (res: { json: { items: { id: string }[] } }) => res.json.items.map((u) => u.id),
    sessionsOf: async (userId: string) =>
      (
        await query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
          userId,
        ])
      ).rows[0]?.n,
    auditOf: async (userId: string) =>
      (
        await query<AuditRow>(
          `SELECT actor_id, action, target_type, target_id, before, after
             FROM audit_log WHERE target_id = $1 ORDER BY id`,
          [userId],
        )
      ).rows,
    notificationsOf: async (userId: string, kind: string) =>
      (
        await query<{ title: string; body: string }>(
          'SELECT title, body FROM notifications WHERE user_id = $1 AND kind = $2',
          [userId, kind],
        )
      ).rows,
  };
}
