import { beforeAll, expect } from 'vitest';
import type { AdminAirtimeCashPage, AirtimeCashCreated } from '#shared/schemas/airtime-cash.ts';
import { createTestDatabase } from '#test/db.ts';
import { airtimeCashApp, type Client } from '#test/support/airtime-cash.ts';

// The back office's Airtime to Cash: real requests, stats, filters, and the
// decision: approve credits net_amount once (whoever else decides meanwhile),
// deny keeps the reason for the user; both audited and told to the user.

let airtimeCash: ReturnType<typeof airtimeCashApp>;
let people: { admin: Client; admin2: Client; user: Client };

export const t = () => airtimeCash;
export const admin = () => people.admin;
export const admin2 = () => people.admin2;
export const user = () => people.user;

beforeAll(async () => {
  const { url } = await createTestDatabase(12);
  airtimeCash = airtimeCashApp(url);
  const [admin, admin2, user] = await Promise.all([
    airtimeCash.admin(),
    airtimeCash.admin(),
    airtimeCash.user('seller'),
  ]);
  people = { admin, admin2, user };
  await airtimeCash.deps.pool.query("UPDATE profiles SET full_name = 'Ngozi Eze' WHERE id = $1", [
    user.userId,
  ]);
});

export async function request(who: Client, over: Record<string, unknown> = {}) {
  const res = await t().post(who, '/api/airtime-cash', {
    network: 'MTN',
    amount: 100_000,
    phone: '08031234567',
    transfer_pin: '1357',
    ...over,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as AirtimeCashCreated;
}

export const decide = (who: Client, id: string, body: unknown) =>
  t().post(who, `/api/admin/airtime-cash/${id}`, body);

export async function adminList(query = '') {
  const res = await t().call(admin(), `/api/admin/airtime-cash${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminAirtimeCashPage;
}

export async function audits(id: string) {
  const { rows } = await t().deps.pool.query<{ action: string; actor_id: string; after: unknown }>(
    'SELECT action, actor_id, after FROM audit_log WHERE target_id = $1 ORDER BY id',
    [id],
  );
  return rows;
}

export async function notices(userId: string) {
  const { rows } = await t().deps.pool.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

export async function credits(userId: string) {
  const { rows } = await t().deps.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions
      WHERE user_id = $1 AND category = 'airtime_to_cash'`,
    [userId],
  );
  return Number(rows[0]?.n);
}
