import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

/** A user's KYC documents (tier 2 first, as tier 3 needs), so an administrator can decide on them. */
async function submitKyc(cookie: string, userId: string) {
  await f.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [userId]);
  const form = new FormData();
  form.set('id_type', 'passport');
  form.set('document', new File([PNG as BlobPart], 'p.png', { type: 'image/png' }));
  form.set('proof_of_address', new File([PNG as BlobPart], 'bill.png', { type: 'image/png' }));
  const res = await f.app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: f.deps.config.publicUrl },
  });
  expect(res.status).toBe(200);
}

const newUser = () => signUpVerified(f.app, f.deps, `cara-${randomUUID()}@example.com`);
const list = (cookie: string, query = '') =>
  f.call('GET', `/api/notifications${query}`, { cookie });
const unread = async (cookie: string) =>
  (await f.call('GET', '/api/notifications/unread-count', { cookie })).json.count as number;

describe('GET /api/notifications', () => {
  it("shows a KYC decision with its reason, linked to the profile; nobody else's", async () => {
    const cara = await newUser();
    await submitKyc(cara.cookie, cara.userId);
    const decided = await f.call('POST', `/api/admin/users/${cara.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected', reason: 'The photo is blurry.' },
    });
    expect(decided.status).toBe(200);
    await f.fund(cara.userId, 'NGN', 150_050);

    const res = await list(cara.cookie);
    expect(res.status).toBe(200);
    expect(res.json.unread_count).toBe(2);
    expect(res.json.next_cursor).toBeNull();
    expect(res.json.items).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^e\d+$/),
        kind: 'credit',
        title: '₦1,500.50 received',
        read: false,
        link: expect.stringMatching(/^\/transactions(\?q=.+)?$/),
      }),
      expect.objectContaining({
        kind: 'kyc_rejected',
        title: 'Identity verification rejected',
        body: expect.stringContaining('Reason: The photo is blurry.'),
        read: false,
        link: '/profile',
      }),
    ]);
    expect(Date.parse(res.json.items[1].created_at)).not.toBeNaN();

    // Another customer sees none of it, and cannot page from Cara's ids.
    const bola = await list(f.bola.cookie);
    expect(bola.status).toBe(200);
    expect(JSON.stringify(bola.json)).not.toContain('blurry');
    for (const item of res.json.items) {
      const theirs = await list(f.bola.cookie, `?cursor=${item.id}`);
      expect(theirs.status).toBe(200);
      expect(theirs.json.items).toEqual([]);
    }
    expect(await unread(f.bola.cookie)).toBe(0);
  });

  it('pages over more than 100 notifications, each exactly once, newest first', async () => {
    const dayo = await newUser();
    for (let i = 0; i < 55; i++) await f.fund(dayo.userId, 'NGN', 100 + i);
    // Notices at one instant (and at the instant of an entry): ties need the cursor's id.
    const { rows } = await f.pool.query<{ created_at: Date }>(
      `SELECT e.created_at FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 ORDER BY e.id LIMIT 1 OFFSET 20`,
      [dayo.userId],
    );
    const at = rows[0]?.created_at;
    await f.pool.query(
      `INSERT INTO notifications (user_id, kind, title, body, created_at)
       SELECT $1, 'loan_approved', 'Loan ' || g, 'Notice ' || g,
              CASE WHEN g % 2 = 0 THEN $2::timestamptz ELSE now() - interval '1 day' END
         FROM generate_series(1, 50) g`,
      [dayo.userId, at],
    );
    expect(await unread(dayo.cookie)).toBe(105);

    const everything = await f.pool.query<{ id: string }>(
      `SELECT id FROM (
         SELECT e.created_at, 'e' AS src, e.id AS eid, NULL::uuid AS nid, 'e' || e.id AS id
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1
         UNION ALL
         SELECT created_at, 'n', NULL, id, id::text FROM notifications WHERE user_id = $1) x
        ORDER BY created_at DESC, src DESC, eid DESC NULLS LAST, nid DESC NULLS LAST`,
      [dayo.userId],
    );
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(dayo.cookie, `?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      for (const n of res.json.items) {
        seen.push(n.id);
        times.push(Date.parse(n.created_at));
      }
      cursor = res.json.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(105);
    expect(new Set(seen).size).toBe(105);
    expect(seen).toEqual(everything.rows.map((r) => r.id));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages).toBe(15);
  });

  it('refuses a limit out of range and a cursor that is not one', async () => {
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?cursor=9', "?cursor=e1'--"]) {
      const res = await list(f.ada.cookie, q);
      expect(res.status, q).toBe(400);
    }
    // A well-formed cursor that names nothing gives an empty page.
    const none = await list(f.ada.cookie, `?cursor=${randomUUID()}`);
    expect(none.json).toMatchObject({ items: [], next_cursor: null });
    expect((await f.call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks every notification read, only the caller’s', async () => {
    const efe = await newUser();
    await submitKyc(efe.cookie, efe.userId);
    await f.call('POST', `/api/admin/users/${efe.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'verified' },
    });
    await f.fund(efe.userId, 'NGN', 10_000);
    await f.fund(f.bola.userId, 'NGN', 10_000);
    expect(await unread(efe.cookie)).toBe(2);
    const bolaBefore = await unread(f.bola.cookie);
    expect(bolaBefore).toBeGreaterThan(0);

    const res = await f.call('POST', '/api/notifications/read', { cookie: efe.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ count: 0 });
    expect(await unread(efe.cookie)).toBe(0);
    const after = await list(efe.cookie);
    expect(after.json.unread_count).toBe(0);
    expect(after.json.items.map((n: { read: boolean }) => n.read)).toEqual([true, true]);
    expect(after.json.items[1]).toMatchObject({ kind: 'kyc_verified', link: '/profile' });
    expect(await unread(f.bola.cookie)).toBe(bolaBefore);
  });
});
