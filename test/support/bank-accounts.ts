import { balanceOf } from '#server/ledger/test-support.ts';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import {
  bankTransferEvent,
  recordSimBankTransfer,
} from '#server/providers/paystack/sim-bank-transfers.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { serveTestApp } from '#test/support/served-app.ts';

// Test support for customers' own account numbers and bank transfers into
// them: the whole app on a real port (the Paystack simulator inside it is
// reached over HTTP and calls the webhook back), customers of a chosen tier.

export type Client = { cookie: string; userId: string; email: string };

export async function serveBankApp(url: string, env: Record<string, string> = {}) {
  const served = await serveTestApp(url, { PAYSTACK_SIM_ASSIGN_S: '0.3', ...env }, undefined, {
    json: true,
    originAlways: true,
  });
  /** Posts a Paystack event signed with `secret` (the simulator's unless told). */
  const webhook = (event: unknown, secret = served.deps.config.PAYSTACK_SIMULATOR_SECRET) => {
    const body = JSON.stringify(event);
    return fetch(`${served.publicUrl}/api/webhooks/paystack`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(body, secret),
      },
      body,
    });
  };
  return { ...served, webhook };
}

export type BankApp = Awaited<ReturnType<typeof serveBankApp>>;

/** A signed-up customer with this full name and tier (set in SQL, as the BVN check would). */
export async function customer(
  app: BankApp,
  {
    name = 'Ada Obi',
    tier = 2,
    admin = false,
  }: { name?: string; tier?: number; admin?: boolean } = {},
): Promise<Client> {
  const email = `ba-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await signUpVerified(app.app, app.deps, email);
  await app.deps.pool.query(
    'UPDATE profiles SET full_name = $2, kyc_tier = $3, is_admin = $4 WHERE id = $1',
    [user.userId, name, tier, admin],
  );
  return { ...user, email };
}

/** Asks for the customer's account and waits until it is active (also outside a test); answers it. */
export async function activeAccount(app: BankApp, who: Client) {
  const asked = await app.call(who, '/api/me/bank-account', { method: 'POST' });
  if (asked.status >= 300) throw new Error(`bank account: ${asked.status} ${await asked.text()}`);
  const until = Date.now() + 10_000;
  for (;;) {
    const body = (await (await app.call(who, '/api/me/bank-account')).json()) as {
      status: 'active';
      bank_name: string;
      account_number: string;
      account_name: string;
    };
    if (body.status === 'active') return body;
    if (Date.now() > until) throw new Error('the account never became active');
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** Paystack records a transfer into the account (no webhook sent): answers its signed event. */
export async function simTransfer(
  app: BankApp,
  accountNumber: string,
  amount: number,
  sender?: string,
) {
  const record = await recordSimBankTransfer(app.deps.pool, {
    account_number: accountNumber,
    amount,
    ...(sender ? { sender_name: sender } : {}),
  });
  if (!record) throw new Error(`no active simulator account ${accountNumber}`);
  return { reference: record.reference, event: bankTransferEvent(record) };
}

export const ngnBalance = (app: BankApp, userId: string) => balanceOf(app.deps.pool, userId, 'NGN');

/** How many ledger postings booked this Paystack reference (credit or hold). */
export async function postingsFor(app: BankApp, reference: string) {
  const { rows } = await app.deps.pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_transactions
      WHERE idempotency_key IN ($1, $1 || ':held')`,
    [`bank-deposit:${reference}`],
  );
  return Number(rows[0]?.n);
}
