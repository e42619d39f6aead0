import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

// GET /api/admin/search?q=: the back office's global search box.

let f: Awaited<ReturnType<typeof apiFixture>>;
let adaEmail: string;
let adaRef: string;

const search = (q: string, cookie = f.admin.cookie) =>
  f.call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`, { cookie });

type Hit = { kind: string; id: string; user_id: string; label: string; detail: string };
const hits = async (q: string) => {
  const res = await search(q);
  expect(res.status, q).toBe(200);
  return res.json.items as Hit[];
};
const customers = async (q: string) =>
  (await hits(q)).filter((h) => h.kind === 'customer').map((h) => h.user_id);

beforeAll(async () => {
  f = await apiFixture();
  await f.pool.query(
    `UPDATE profiles SET full_name = 'Adaeze Okafor', phone_number = '+234 803 123 4567' WHERE id = $1`,
    [f.ada.userId],
  );
  await f.pool.query(
    `UPDATE profiles SET full_name = 'Bola Ade', phone_number = '0805 999 8888' WHERE id = $1`,
    [f.bola.userId],
  );
  await f.pool.query(
    `INSERT INTO dedicated_accounts (user_id, status, bank_name, account_number, account_name)
     VALUES ($1, 'active', 'Wema Bank', '9930001234', 'OWO / ADAEZE OKAFOR')`,
    [f.ada.userId],
  );
  await f.fund(f.ada.userId, 'NGN', 5_000);
  await f.fund(f.bola.userId, 'NGN', 5_000);
  const { rows } = await f.pool.query<{ email: string; reference: string }>(
    `SELECT p.email, t.reference FROM profiles p JOIN ledger_transactions t ON t.user_id = p.id
      WHERE p.id = $1`,
    [f.ada.userId],
  );
  adaEmail = rows[0]?.email ?? '';
  adaRef = rows[0]?.reference ?? '';
});

describe('GET /api/admin/search', () => {
  it('finds a transaction by its exact reference, in any case, and leads to its customer', async () => {
    for (const q of [adaRef, adaRef.toLowerCase()]) {
      const found = await hits(q);
      expect(found).toEqual([
        {
          kind: 'transaction',
          id: adaRef,
          user_id: f.ada.userId,
          label: adaRef,
          detail: expect.stringContaining(adaEmail),
        },
      ]);
    }
    // A part of a reference is not a reference.
    expect(await hits(adaRef.slice(0, -2))).toEqual([]);
  });

  it('finds a customer by e-mail, whole or a part, and by name', async () => {
    expect(await hits(adaEmail)).toEqual([
      {
        kind: 'customer',
        id: f.ada.userId,
        user_id: f.ada.userId,
        label: 'Adaeze Okafor',
        detail: `${adaEmail} · +234 803 123 4567 · 9930001234`,
      },
    ]);
    expect(await customers(adaEmail.toUpperCase())).toEqual([f.ada.userId]);
    expect(await customers(adaEmail.slice(0, 12))).toEqual([f.ada.userId]);
    expect(await customers('eze OKA')).toEqual([f.ada.userId]);
    // Both e-mails are at example.com: both customers, once each.
    expect((await customers('example.com')).sort()).toEqual(
      [f.ada.userId, f.bola.userId, f.admin.userId].sort(),
    );
  });

  it('finds a customer by phone number in every Nigerian format', async () => {
    for (const q of [
      '08031234567',
      '0803 123 4567',
      '+2348031234567',
      '+234 803 123 4567',
      '2348031234567',
      '8031234567',
      '0803123',
    ])
      expect(await customers(q), q).toEqual([f.ada.userId]);
    expect(await customers('08059998888')).toEqual([f.bola.userId]);
    expect(await customers('08070000000')).toEqual([]);
  });

  it('finds a customer by their own account number', async () => {
    expect(await customers('9930001234')).toEqual([f.ada.userId]);
    expect(await customers('9930001235')).toEqual([]);
  });

  it('finds a customer by their id pasted whole', async () => {
    expect(await customers(f.bola.userId)).toEqual([f.bola.userId]);
  });

  it('400 on fewer than 3 characters', async () => {
    for (const q of ['', 'ab', '  a  ']) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await search('x'.repeat(101))).status).toBe(400);
  });

  it('takes wildcards as text', async () => {
    expect(await hits('%%%')).toEqual([]);
    expect(await hits('___')).toEqual([]);
  });

  it('is the administrators’ only: 401 signed out, 403 for a customer', async () => {
    expect((await search(adaEmail, '')).status).toBe(401);
    const res = await search(adaEmail, f.bola.cookie);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain(f.ada.userId);
  });
});
