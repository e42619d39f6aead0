import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Reconciliation } from '#shared/schemas/reconciliation.ts';
import type { BankApp, Client } from './bank-accounts.ts';
import { PIN, waitForStatus } from './withdrawals.ts';

// Test support for the reconciliation: real records made through the app's
// own routes (bills on the VTpass simulator, payouts and card payments on the
// Paystack simulator), moved to a chosen Lagos day on both sides, and the
// simulators' records changed behind the app's back to plant mismatches.

export async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const post = (app: BankApp, who: Client, path: string, body: unknown, pin = false) =>
  app.call(who, path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': randomUUID(), ...(pin ? { 'x-transaction-pin': PIN } : {}) },
  });

/** An airtime bill of `kobo` to `phone` (08011111111 is delivered at once); answers its request_id. */
export async function bill(app: BankApp, who: Client, kobo: number, phone = '08011111111') {
  const body = { service: 'airtime', network: 'mtn', phone, amount: kobo };
  return (await ok<{ reference: string }>(await post(app, who, '/api/bills', body, true), 201))
    .reference;
}

/** A withdrawal to `account` approved by `admin`; answers its reference once Paystack was called. */
export async function payout(
  app: BankApp,
  who: Client,
  admin: Client,
  account: string,
  kobo: number,
) {
  const w = await ok<{ id: string; reference: string }>(
    await post(
      app,
      who,
      '/api/withdrawals',
      { amount: kobo, bank_code: '058', account_number: account },
      true,
    ),
    201,
  );
  await ok(await post(app, admin, `/api/admin/withdrawals/${w.id}`, { decision: 'approve' }));
  return w;
}

export const waitWithdrawal = (app: BankApp, id: string, status: 'completed' | 'processing') =>
  waitForStatus(app.deps, id, status);

/** A card payment started on the Paystack simulator (not paid); answers its reference and checkout. */
export async function cardPayment(app: BankApp, who: Client, kobo: number) {
  return ok<{ reference: string; authorization_url: string }>(
    await post(app, who, '/api/funding/card', { currency: 'NGN', amount: kobo }),
  );
}

/** The customer approves on the simulator's checkout (its webhook credits the wallet). */
export async function approveCheckout(url: string) {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'approve' }),
    redirect: 'manual',
  });
  expect(res.status).toBeLessThan(400);
}

/** Moves records (by provider reference) to an instant, on the ledger's side and the simulators'. */
export async function moveTo(app: BankApp, refs: string[], at: string) {
  const q = (text: string) => app.deps.pool.query(text, [refs, at]);
  await q('UPDATE bills SET created_at = $2 WHERE request_id = ANY($1)');
  await q('UPDATE withdrawals SET created_at = $2, processed_at = $2 WHERE reference = ANY($1)');
  await q('UPDATE card_fundings SET created_at = $2 WHERE reference = ANY($1)');
  await q('UPDATE bank_deposits SET paid_at = $2, received_at = $2 WHERE reference = ANY($1)');
  await q(
    `UPDATE paystack_sim_records SET data = data || jsonb_build_object('created_at', $2::text, 'createdAt', $2::text)
      WHERE reference = ANY($1) AND kind IN ('transaction', 'transfer', 'bank_transfer')`,
  );
}

/** Changes what the Paystack simulator says of a record (no webhook: the app is not told). */
export async function plantPaystack(
  app: BankApp,
  reference: string,
  patch: Record<string, unknown>,
) {
  const { rowCount } = await app.deps.pool.query(
    'UPDATE paystack_sim_records SET data = data || $2::jsonb WHERE reference = $1',
    [reference, JSON.stringify(patch)],
  );
  expect(rowCount).toBe(1);
}

/** Changes what VTpass's requery says of a bill. */
export async function plantVtpass(app: BankApp, requestId: string, status: string, naira?: number) {
  const { rowCount } = await app.deps.pool.query(
    `UPDATE vtpass_sim_records SET status = $2,
            data = CASE WHEN $3::numeric IS NULL THEN data ELSE jsonb_set(data, '{amount}', to_jsonb($3::numeric)) END
      WHERE request_id = $1`,
    [requestId, status, naira ?? null],
  );
  expect(rowCount).toBe(1);
}

export const reconciliation = async (app: BankApp, admin: Client, date: string, refresh = true) =>
  ok<Reconciliation>(
    await app.call(admin, `/api/admin/reconciliation?date=${date}${refresh ? '&refresh=1' : ''}`),
  );

export const requery = (app: BankApp, admin: Client, provider: string, reference: string) =>
  app.call(admin, '/api/admin/reconciliation/requery', {
    method: 'POST',
    body: JSON.stringify({ provider, reference }),
  });

/** The sum of a system account's shards, in kobo. */
export async function systemBalance(app: BankApp, code: string) {
  const { rows } = await app.deps.pool.query<{ b: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE code = $1 AND currency = 'NGN'`,
    [code],
  );
  return Number(rows[0]?.b);
}
