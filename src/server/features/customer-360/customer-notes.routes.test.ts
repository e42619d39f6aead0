import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOTE_MAX } from '#shared/schemas/customer-360.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';

// POST /api/admin/customers/:id/notes: administrators' notes on a customer,
// append-only, each audited; never on one's own account.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const addNote = (id: string, body: unknown, cookie = f.admin.cookie) =>
  f.call('POST', `/api/admin/customers/${id}/notes`, { cookie, body, key: null });

const notesOf = async (id: string) =>
  (await f.pool.query('SELECT body FROM customer_notes WHERE user_id = $1 ORDER BY id', [id])).rows;

describe('notes on a customer', () => {
  it('are added, listed newest first with author and time, and audited', async () => {
    const first = await addNote(f.ada.userId, {
      text: '  Called about a failed transfer.\r\nAll fine.  ',
    });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.any(String),
      text: 'Called about a failed transfer.\nAll fine.',
      author_id: f.admin.userId,
      author_email: expect.stringMatching(/^admin-.*@example\.com$/),
      created_at: expect.any(String),
    });
    const second = await addNote(f.ada.userId, { text: 'Sent the statement.' });
    expect(second.status).toBe(201);

    const page = await f.call('GET', `/api/admin/customers/${f.ada.userId}`, {
      cookie: f.admin.cookie,
    });
    expect(page.json.notes.map((n: { text: string }) => n.text)).toEqual([
      'Sent the statement.',
      'Called about a failed transfer.\nAll fine.',
    ]);
    const { rows } = await f.pool.query(
      `SELECT actor_id, target_type, target_id, after FROM audit_log
        WHERE action = 'customer.note' ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        actor_id: f.admin.userId,
        target_type: 'user',
        target_id: f.ada.userId,
        after: { note_id: first.json.id, text: 'Called about a failed transfer.\nAll fine.' },
      },
      {
        actor_id: f.admin.userId,
        target_type: 'user',
        target_id: f.ada.userId,
        after: { note_id: second.json.id, text: 'Sent the statement.' },
      },
    ]);
  });

  it('refuses empty, blank, too long or unsafe text with 400 and writes nothing', async () => {
    const before = await notesOf(f.bola.userId);
    for (const body of [
      {},
      { text: '' },
      { text: '   \n ' },
      { text: 'x'.repeat(CUSTOMER_NOTE_MAX + 1) },
      { text: 42 },
      { text: 'Admin\u202EtroppuS' },
    ]) {
      const res = await addNote(f.bola.userId, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await notesOf(f.bola.userId)).toEqual(before);
    const longest = await addNote(f.bola.userId, { text: 'y'.repeat(CUSTOMER_NOTE_MAX) });
    expect(longest.status).toBe(201);
  });

  it('404 for nobody, 400 for a bad id', async () => {
    const res = await addNote('nobody-here', { text: 'Hello' });
    expect(res.status).toBe(404);
    expect((await addNote('bad id', { text: 'Hello' })).status).toBe(400);
  });

  it('an administrator cannot write on their own account: 403, nothing written, the attempt audited', async () => {
    const seen = (await selfActionAttempts(f.pool, f.admin.userId)).length;
    const res = await addNote(f.admin.userId, { text: 'I am great' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual(SELF_ACTION_ERROR);
    expect(await notesOf(f.admin.userId)).toEqual([]);
    expect((await selfActionAttempts(f.pool, f.admin.userId)).slice(seen)).toEqual([
      {
        target_id: f.admin.userId,
        after: {
          attempted: 'customer.note',
          method: 'POST',
          path: `/api/admin/customers/${f.admin.userId}/notes`,
        },
      },
    ]);
  });

  it('a customer cannot add one (403), nor a visitor (401)', async () => {
    expect((await addNote(f.bola.userId, { text: 'Hi' }, f.ada.cookie)).status).toBe(403);
    expect((await addNote(f.bola.userId, { text: 'Hi' }, '')).status).toBe(401);
    expect(await notesOf(f.bola.userId)).not.toContainEqual({ body: 'Hi' });
  });

  it('are append-only: no update or delete, even for the table’s owner', async () => {
    await expect(f.pool.query(`UPDATE customer_notes SET body = 'changed'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(f.pool.query('DELETE FROM customer_notes')).rejects.toThrow(/append-only/);
  });
});
