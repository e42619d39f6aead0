import { afterAll, beforeAll, expect } from 'vitest';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import type { CardFunding } from '#shared/schemas/funding.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { type ServedApp, serveTestApp } from '#test/support/served-app.ts';

// The whole card-funding path over real HTTP: the app is served on a port,
// its Paystack client calls the simulator mounted in it, and the simulator
// calls the app's webhook back, as Paystack would.

type Person = { cookie: string; userId: string };
let served: ServedApp;
let people: { ada: Person; bayo: Person };

export const deps = () => served.deps;
export const pool = () => served.pool;
/** Where the app is served. */
export const base = () => served.publicUrl;
export const call = (...args: Parameters<ServedApp['call']>) => served.call(...args);
export const ada = () => people.ada;
export const bayo = () => people.bayo;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  served = await serveTestApp(url, {}, 8);
  people = {
    ada: await signUpVerified(served.app, served.deps, 'ada@example.com'),
    bayo: await signUpVerified(served.app, served.deps, 'bayo@example.com'),
  };
});
afterAll(() => served?.close());

let keys = 0;
export const newKey = () => `test-key-${++keys}-${Date.now()}`;

export type Who = { cookie: string };

export const start = (who: Who, body: unknown, key: string | null = newKey()) =>
  call(who, '/api/funding/card', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export async function started(who: Who, amount = 500_000) {
  const res = await start(who, { currency: 'NGN', amount });
  expect(res.status).toBe(200);
  return (await res.json()) as CardFunding;
}

export const verify = (who: Who, reference: string) =>
  call(who, `/api/funding/card/verify?reference=${encodeURIComponent(reference)}`);

/** The customer's choice on the simulator's checkout page; answers where the browser goes next. */
export async function decide(funding: CardFunding, decision: 'approve' | 'decline') {
  const url = funding.authorization_url ?? '';
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** The customer paid on Paystack, but neither the webhook nor the redirect has reached us yet. */
export async function paidQuietly(reference: string, amount?: number) {
  await pool().query(
    `UPDATE paystack_sim_records
        SET data = data || jsonb_build_object('status', 'success', 'gateway_response', 'Successful',
                                              'paid_at', now(), 'amount', coalesce($2::bigint, (data->>'amount')::bigint))
      WHERE kind = 'transaction' AND reference = $1`,
    [reference, amount ?? null],
  );
}

/** A charge.success as the simulator (and Paystack) sends it, with the data of its verify answer. */
export async function chargeEvent(reference: string) {
  const { rows } = await pool().query<{ id: string; data: Record<string, unknown> }>(
    `SELECT id, data FROM paystack_sim_records WHERE kind = 'transaction' AND reference = $1`,
    [reference],
  );
  const { access_code: _a, callback_url: _c, ...data } = rows[0]?.data ?? {};
  return JSON.stringify({ event: 'charge.success', data: { ...data, id: Number(rows[0]?.id) } });
}

export const webhook = (body: string, signature: string | null = signWebhook(body, simSecret())) =>
  fetch(`${base()}/api/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
    },
    body,
  });
export const simSecret = () => deps().config.PAYSTACK_SIMULATOR_SECRET;

export async function ngnBalance(userId: string) {
  const { rows } = await pool().query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN'`,
    [userId],
  );
  return Number(rows[0]?.balance);
}

export async function postings(reference: string) {
  const { rows } = await pool().query<{
    amount: string;
    user_id: string | null;
    code: string | null;
  }>(
    `SELECT e.amount::text, a.user_id, a.code FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.reference = $1 ORDER BY e.amount DESC`,
    [reference],
  );
  return rows.map((r) => ({ amount: Number(r.amount), user_id: r.user_id, code: r.code }));
}

export const fundingRow = async (reference: string) =>
  (
    await pool().query<{ status: string; failure_reason: string | null }>(
      'SELECT status, failure_reason FROM card_fundings WHERE reference = $1',
      [reference],
    )
  ).rows[0];
