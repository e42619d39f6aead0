import { beforeAll, expect } from 'vitest';
import type { AdminRmbPage, RmbPurchase } from '#shared/schemas/rmb.ts';
import { type Client, rmbFixture } from '#test/support/rmb.ts';

// The back office's RMB: real purchases, stats, filters, and Process:
// processing, completed (the hold settled into `rmb`) or failed (given back),
// each once, audited, the user told.

let fixture: Awaited<ReturnType<typeof rmbFixture>>;
let people: { admin: Client; admin2: Client; user: Client };

export const f = () => fixture;
export const admin = () => people.admin;
export const admin2 = () => people.admin2;
export const user = () => people.user;

beforeAll(async () => {
  fixture = await rmbFixture();
  people = {
    admin: await fixture.user(0, { admin: true }),
    admin2: await fixture.user(0, { admin: true }),
    user: await fixture.user(50_000),
  };
});

export async function bought(body: Record<string, unknown>): Promise<RmbPurchase> {
  const { status, json } = await fixture.buy(user(), body);
  expect(status).toBe(201);
  return json;
}

export const processRmb = (who: Client, id: string, body: unknown) =>
  fixture.call(who, 'POST', `/api/admin/rmb/${id}`, { body });

export async function page(query = ''): Promise<AdminRmbPage> {
  const res = await fixture.call(admin(), 'GET', `/api/admin/rmb${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminRmbPage;
}

export const settlements = async (transactionId: string) => {
  const { rows } = await fixture.pool.query<{ key: string }>(
    `SELECT idempotency_key AS key FROM ledger_transactions
      WHERE actor_id = 'system' AND idempotency_key IN ($1, $2)`,
    [`settle:${transactionId}`, `refund:${transactionId}`],
  );
  return rows.map((r) => r.key.split(':')[0]);
};

export const transactionOf = async (purchaseId: string) => {
  const { rows } = await fixture.pool.query<{ transaction_id: string; status: string }>(
    `SELECT p.transaction_id, t.status FROM rmb_purchases p
       JOIN ledger_transactions t ON t.id = p.transaction_id WHERE p.id = $1`,
    [purchaseId],
  );
  return rows[0]!;
};
