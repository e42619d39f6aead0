import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { createTestDatabase } from '#test/db.ts';
import type { ServedApp } from '#test/support/served-app.ts';
import { type Client, PIN, serveWithdrawalsApp, withdrawer } from '#test/support/withdrawals.ts';

// Withdrawals end to end against the Paystack simulator: the hold, the
// administrator's decision, every transfer outcome, webhooks (signed, then
// confirmed by verify), concurrency, and what another user may see.

let served: ServedApp;
let admins: { admin: Client; admin2: Client };

export const deps = () => served.deps;
export const call = (...args: Parameters<ServedApp['call']>) => served.call(...args);
/** Where the app is served. */
export const base = () => served.publicUrl;
export const admin = () => admins.admin;
export const admin2 = () => admins.admin2;
export const app = () => served.app;

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  served = await serveWithdrawalsApp(url);
  admins = {
    admin: await withdrawer(served.app, served.deps, 0, true),
    admin2: await withdrawer(served.app, served.deps, 0, true),
  };
});
afterAll(async () => {
  expect((await checkLedger(served.deps.pool)).ok).toBe(true);
  await served?.close();
});

export const newUser = (naira: number) => withdrawer(app(), deps(), naira);

export function withdraw(who: Client, body: Record<string, unknown>, key: string = randomUUID()) {
  return call(who, '/api/withdrawals', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': key, 'x-transaction-pin': PIN },
  });
}

export async function created(
  who: Client,
  accountNumber: string,
  amount = 100_000,
): Promise<Withdrawal> {
  const res = await withdraw(who, { amount, bank_code: '058', account_number: accountNumber });
  expect(res.status).toBe(201);
  return (await res.json()) as Withdrawal;
}

export function decide(who: Client, id: string, body: Record<string, unknown>) {
  return call(who, `/api/admin/withdrawals/${id}`, { method: 'POST', body: JSON.stringify(body) });
}

export const naira = (who: Client) => balanceOf(deps().pool, who.userId, 'NGN');

export async function systemBalance(code: string) {
  const { rows } = await deps().pool.query<{ b: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE code = $1 AND currency = 'NGN'`,
    [code],
  );
  return Number(rows[0]?.b);
}
