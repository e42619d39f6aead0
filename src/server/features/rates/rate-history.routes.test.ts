import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let adminEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  await f.pool.query(`UPDATE profiles SET full_name = 'Funmi Admin' WHERE id = $1`, [
    f.admin.userId,
  ]);
  adminEmail = (await f.pool.query('SELECT email FROM users WHERE id = $1', [f.admin.userId]))
    .rows[0].email;
});

const history = (query = '', cookie = f.admin.cookie) =>
  f.call('GET', `/api/admin/rates/history${query}`, { cookie });
const putRate = (body: unknown) =>
  f.call('PUT', '/api/admin/rates', { cookie: f.admin.cookie, body, key: null });

describe('GET /api/admin/rates/history', () => {
  it('starts with the migration’s changes of the seeded rates, by no one', async () => {
    const res = await history();
    expect(res.status).toBe(200);
    expect(res.json.items).toMatchObject([
      { from_currency: 'CNY', to_currency: 'USD', before: '0.1383', after: '0.13829' },
      { from_currency: 'CNY', to_currency: 'NGN', before: '212.77', after: '212.76595' },
    ]);
    expect(res.json.items[0]).toMatchObject({
      changed_by: null,
      changed_by_name: null,
      changed_by_email: null,
    });
    expect(res.json.next_cursor).toBeNull();
  });

  it('records every change, newest first: pair, before, after, who and when', async () => {
    expect((await putRate({ from: 'USD', to: 'NGN', rate: '1500' })).status).toBe(200);
    expect((await putRate({ from: 'NGN', to: 'CNY', rate: '0.0046' })).status).toBe(200);
    // Refused changes are not changes: neither is in the history.
    expect((await putRate({ from: 'NGN', to: 'CNY', rate: '0.005' })).status).toBe(422);
    expect((await putRate({ from: 'NGN', to: 'CNY', rate: '0.003' })).status).toBe(409);

    const res = await history('?limit=2');
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        from_currency: 'NGN',
        to_currency: 'CNY',
        before: '0.0047',
        after: '0.0046',
        changed_by: f.admin.userId,
        changed_by_name: 'Funmi Admin',
        changed_by_email: adminEmail,
        changed_at: expect.any(String),
      },
      expect.objectContaining({
        from_currency: 'USD',
        to_currency: 'NGN',
        before: '1538.46',
        after: '1500',
        changed_by_email: adminEmail,
      }),
    ]);
    expect(Date.now() - Date.parse(res.json.items[0].changed_at)).toBeLessThan(60_000);
    // The e-mail is the one it was at the time.
    await f.pool.query(`UPDATE users SET email = 'renamed@example.com' WHERE id = $1`, [
      f.admin.userId,
    ]);
    const again = await history('?limit=1');
    expect(again.json.items[0].changed_by_email).toBe(adminEmail);
    await f.pool.query('UPDATE users SET email = $2 WHERE id = $1', [f.admin.userId, adminEmail]);

    const rest = await history(`?cursor=${res.json.next_cursor}`);
    expect(rest.json.items.map((i: { after: string }) => i.after)).toEqual([
      '0.13829',
      '212.76595',
    ]);
    expect(rest.json.next_cursor).toBeNull();
  });

  it('pages past 100 rows on the id as a number: every change once, newest first', async () => {
    await f.pool.query(
      `INSERT INTO rate_history (from_currency, to_currency, rate_before, rate_after, changed_by)
       SELECT 'USD', 'CNY', 7 + n / 1000.0, 7 + (n + 1) / 1000.0, $1 FROM generate_series(1, 130) n`,
      [f.admin.userId],
    );
    const { rows } = await f.pool.query<{ id: string }>(
      // Ordered by the column, not the text alias (which would put 99 before 134).
      'SELECT h.id::text AS id FROM rate_history h ORDER BY h.id DESC',
    );
    const expected = rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(130);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await history(`?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.items.map((i: { id: string }) => i.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    // The newest first, as numbers: 134 before 99, not after it.
    expect(Number(seen[0])).toBe(Math.max(...seen.map(Number)));
  });

  it('answers 400 naming the field for a bad limit or cursor', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?cursor=abc', 'cursor'],
      ['?cursor=0', 'cursor'],
      ['?cursor=-5', 'cursor'],
      ['?cursor=99999999999999999999', 'cursor'],
    ] as const) {
      const res = await history(query);
      expect(res.status, query).toBe(400);
      expect(res.json.error, query).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect((await history('?limit=100')).json.items).toHaveLength(100);
  });

  it('is for administrators only', async () => {
    expect((await history('', f.ada.cookie)).status).toBe(403);
    expect((await history('', '')).status).toBe(401);
  });

  it('cannot be rewritten: updates, deletes and truncation are refused', async () => {
    for (const sql of [
      `UPDATE rate_history SET rate_after = 1`,
      'DELETE FROM rate_history',
      'TRUNCATE rate_history',
    ]) {
      await expect(f.pool.query(sql), sql).rejects.toThrow(/append-only/);
    }
  });
});
