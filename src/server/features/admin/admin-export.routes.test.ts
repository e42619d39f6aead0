import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import {
  AWKWARD,
  countExports,
  FORMULA,
  getCsv,
  lastExport,
  readCsv,
  YORUBA,
} from '#test/support/csv-export.ts';

// format=csv on the users, wallet transactions, audit log and gift cards
// lists: the same rows as the JSON list under the same filters, unpaged, with
// names intact, cells escaped, formulas neutralised, and each export audited.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.pool.query('UPDATE profiles SET full_name = $2 WHERE id = $1', [f.ada.userId, AWKWARD]);
  await f.pool.query('UPDATE profiles SET full_name = $2 WHERE id = $1', [f.bola.userId, FORMULA]);
  await f.fund(f.ada.userId, 'NGN', 150_050);
  await f.fund(f.bola.userId, 'USD', 2_500);
  const credit = await f.call('POST', `/api/admin/users/${f.ada.userId}/wallets/NGN/credit`, {
    cookie: f.admin.cookie,
    body: { amount: 1_000, description: '-2+3 "bonus", ₦10' },
  });
  expect(credit.status).toBe(200);
});

const json = async (path: string) => {
  const res = await f.call('GET', path, { cookie: f.admin.cookie });
  expect(res.status).toBe(200);
  return res.json.items as { id: string }[];
};
const csv = async (path: string, list: string) =>
  readCsv(await getCsv(f.app, path, f.admin.cookie), list);

describe('GET /api/admin/users?format=csv', () => {
  it('has every user the JSON list has, in its order, names and balances intact', async () => {
    const items = await json('/api/admin/users?limit=100');
    const file = await csv('/api/admin/users?format=csv&limit=1', 'users');
    // limit and cursor page the JSON; the export is the whole list.
    expect(file.rows.map((r) => r['User id'])).toEqual(items.map((i) => i.id));
    expect(file.header.slice(0, 2)).toEqual(['Name', 'E-mail']);
    const ada = file.rows.find((r) => r['User id'] === f.ada.userId)!;
    expect(ada.Name).toBe(AWKWARD);
    expect(ada['NGN balance']).toBe('1510.50');
    expect(ada['NGN balance currency']).toBe('NGN');
    const bola = file.rows.find((r) => r['User id'] === f.bola.userId)!;
    expect(bola.Name).toBe(`'${FORMULA}`);
    expect(bola['USD balance']).toBe('25.00');
    expect(bola['Signed up (Lagos time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Quotes doubled, the comma and line break inside one quoted cell.
    expect(file.raw).toContain(`"${YORUBA}, ""Ọmọ""\nÌbàdàn"`);
  });

  it('applies the same filters as the JSON list, and audits the export with them', async () => {
    const query = `q=${encodeURIComponent('ọládélé')}&status=active`;
    const items = await json(`/api/admin/users?${query}`);
    expect(items.map((i) => i.id)).toEqual([f.ada.userId]);
    const file = await csv(`/api/admin/users?${query}&format=csv`, 'users');
    expect(file.rows.map((r) => r['User id'])).toEqual([f.ada.userId]);
    const audit = await lastExport(f.pool, 'users');
    expect(audit?.actor_id).toBe(f.admin.userId);
    expect(audit?.after).toEqual({
      list: 'users',
      format: 'csv',
      filters: { q: 'ọládélé', status: 'active' },
    });
  });
});

describe('GET /api/admin/transactions?format=csv', () => {
  it('has the filtered entries with decimal amounts and their currency', async () => {
    const items = await json('/api/admin/transactions?currency=NGN&limit=100');
    const file = await csv(
      '/api/admin/transactions?currency=NGN&format=csv',
      'wallet-transactions',
    );
    expect(file.rows.map((r) => r['Entry id'])).toEqual(items.map((i) => i.id));
    expect(file.rows.length).toBe(2);
    const [credit, funding] = file.rows;
    expect(funding?.Amount).toBe('1500.50');
    expect(funding?.['Amount currency']).toBe('NGN');
    expect(credit?.Amount).toBe('10.00');
    expect(credit?.['Balance after']).toBe('1510.50');
    // A description from an administrator that starts like a formula is quoted off.
    expect(credit?.Description).toBe(`'-2+3 "bonus", ₦10`);
    expect(credit?.['User name']).toBe(AWKWARD);
  });

  it('a debit keeps its minus: figures are never taken for formulas', async () => {
    await f.call('POST', `/api/admin/users/${f.ada.userId}/wallets/NGN/debit`, {
      cookie: f.admin.cookie,
      body: { amount: 50 },
    });
    const file = await csv('/api/admin/transactions?type=debit&format=csv', 'wallet-transactions');
    expect(file.rows.map((r) => r.Amount)).toEqual(['-0.50']);
  });
});

describe('GET /api/admin/audit-log?format=csv', () => {
  it('has the rows the JSON list has under the same filters; its own row comes after', async () => {
    const items = await json('/api/admin/audit-log?action=wallet&limit=100');
    expect(items.length).toBeGreaterThan(0);
    const file = await csv('/api/admin/audit-log?action=wallet&format=csv', 'audit-log');
    expect(file.rows.map((r) => r.Id)).toEqual(items.map((i) => i.id));
    expect(file.rows[0]?.['Customer name']).toBe(AWKWARD);
    expect(JSON.parse(file.rows[0]?.['After (JSON)'] ?? '')).toMatchObject({ currency: 'NGN' });
    const audit = await lastExport(f.pool, 'audit-log');
    expect(audit?.after).toMatchObject({ filters: { action: 'wallet' } });
  });
});

describe('GET /api/admin/gift-cards?format=csv', () => {
  it("gives one batch's codes right after it is made, and the whole list", async () => {
    const make = (quantity: number) =>
      f.call('POST', '/api/admin/gift-cards', {
        cookie: f.admin.cookie,
        body: { amount: 250_000, currency: 'NGN', quantity, expires_in_days: 30 },
        key: null,
      });
    const first = await make(3);
    const second = await make(2);
    expect(first.status).toBe(201);
    const batch = first.json.items as { id: string; code: string }[];
    const file = await csv(
      `/api/admin/gift-cards?batch=${batch[1]?.id}&format=csv`,
      'gift-card-batch',
    );
    expect(file.rows.map((r) => r.Code).sort()).toEqual(batch.map((c) => c.code).sort());
    expect(file.rows.every((r) => r.Amount === '2500.00' && r['Amount currency'] === 'NGN')).toBe(
      true,
    );
    expect(await json(`/api/admin/gift-cards?batch=${batch[0]?.id}`)).toHaveLength(3);
    const all = await csv('/api/admin/gift-cards?format=csv&status=active', 'gift-cards');
    expect(all.rows).toHaveLength(5);
    // Newest first, as the list: the second batch's cards come before the first's.
    expect(
      all.rows
        .slice(0, 2)
        .map((r) => r.Code)
        .sort(),
    ).toEqual((second.json.items as { code: string }[]).map((c) => c.code).sort());
    expect(all.rows.map((r) => r['Card id'])).toEqual(
      (await json('/api/admin/gift-cards?status=active')).map((i) => i.id),
    );
    expect((await lastExport(f.pool, 'gift-card-batch'))?.after).toMatchObject({
      filters: { batch: batch[1]?.id },
    });
  });

  it('refuses a batch that is not a card id with 400', async () => {
    const res = await getCsv(f.app, '/api/admin/gift-cards?batch=nope&format=csv', f.admin.cookie);
    expect(res.status).toBe(400);
  });
});

describe('who may export', () => {
  const lists = [
    '/api/admin/users',
    '/api/admin/transactions',
    '/api/admin/audit-log',
    '/api/admin/gift-cards',
    '/api/admin/withdrawals',
    '/api/admin/bills',
    '/api/admin/rmb',
    '/api/admin/airtime-cash',
    '/api/admin/loans',
  ];
  it('refuses a customer (403) and a signed-out visitor (401), writing no audit row', async () => {
    const before = await countExports(f.pool);
    for (const list of lists) {
      expect((await getCsv(f.app, `${list}?format=csv`, f.bola.cookie)).status).toBe(403);
      expect((await getCsv(f.app, `${list}?format=csv`)).status).toBe(401);
    }
    expect(await countExports(f.pool)).toBe(before);
  });

  it('refuses an unknown format with 400 and keeps JSON the default', async () => {
    expect((await getCsv(f.app, '/api/admin/users?format=xlsx', f.admin.cookie)).status).toBe(400);
    const res = await getCsv(f.app, '/api/admin/users', f.admin.cookie);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
