import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import {
  bankTransferEvent,
  recordSimBankTransfer,
} from '#server/providers/paystack/sim-bank-transfers.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { serverProcess } from '#test/support/server-process.ts';

// The server is killed (SIGKILL: no clean-up of any kind) with a bank transfer
// on its way in: once while its webhook could not be delivered at all, once
// with ten copies of the webhook in flight. After a restart the requery job
// has Paystack (the simulator) send the webhook again, and the transfer is
// credited exactly once.

let deps: AppDeps;
let base: string;
let start: () => Promise<void>;
let kill: () => Promise<void>;
let app: { request: (path: string, init?: RequestInit) => Promise<Response> };

beforeAll(async () => {
  ({ deps, base, start, kill, app } = await serverProcess({
    KYC_LIMITS: 'on',
    DEPOSITS_REQUERY_S: '1',
    DEPOSITS_SWEEP_S: '1',
  }));
  await start();
}, 90_000);
afterAll(() => kill());

/** A tier-3 customer with their own account number (assigned by the simulator in the server). */
async function customerWithAccount() {
  const email = `kill-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await signUpVerified(app, deps, email);
  await deps.pool.query(`UPDATE profiles SET full_name = 'Ada Obi', kyc_tier = 3 WHERE id = $1`, [
    user.userId,
  ]);
  const res = await app.request('/api/me/bank-account', {
    method: 'POST',
    headers: { cookie: user.cookie },
  });
  expect(res.status).toBe(200);
  const { account_number } = (await res.json()) as { account_number: string };
  return { ...user, accountNumber: account_number };
}

async function credits(reference: string) {
  const { rows } = await deps.pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key = $1`,
    [`bank-deposit:${reference}`],
  );
  return Number(rows[0]?.n);
}

async function waitForBalance(userId: string, amount: number) {
  const deadline = Date.now() + 45_000;
  while ((await balanceOf(deps.pool, userId, 'NGN')) !== amount) {
    if (Date.now() > deadline) throw new Error(`balance never reached ${amount}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a server killed with a bank transfer on its way in', () => {
  it('credits transfers whose webhook came while it was down, or that it never finished, once each', async () => {
    const ada = await customerWithAccount();
    await kill();
    // Paystack records the transfer; its webhook finds nobody listening.
    const transfer = await recordSimBankTransfer(deps.pool, {
      account_number: ada.accountNumber,
      amount: 250_000,
    });
    expect(transfer).not.toBeNull();
    const refused = await fetch(`${base}/api/webhooks/paystack`, { method: 'POST' }).catch(
      () => null,
    );
    expect(refused).toBeNull();
    // And one a process heard of (recorded as received) before it died, uncredited.
    const heard = await recordSimBankTransfer(deps.pool, {
      account_number: ada.accountNumber,
      amount: 130_000,
    });
    await deps.pool.query(
      `INSERT INTO bank_deposits (reference, user_id, account_number, amount, status, received_at)
       VALUES ($1, $2, $3, 130000, 'received', now())`,
      [heard!.reference, ada.userId, ada.accountNumber],
    );
    await start();
    await waitForBalance(ada.userId, 380_000);
    // The requery keeps resending them every second: still once each.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await balanceOf(deps.pool, ada.userId, 'NGN')).toBe(380_000);
    expect(await credits(transfer!.reference)).toBe(1);
    expect(await credits(heard!.reference)).toBe(1);
  }, 120_000);

  it('credits once a transfer whose webhooks were in flight when it was killed', async () => {
    const bola = await customerWithAccount();
    const transfer = await recordSimBankTransfer(deps.pool, {
      account_number: bola.accountNumber,
      amount: 480_000,
    });
    const body = JSON.stringify(bankTransferEvent(transfer!));
    const signature = signWebhook(body, deps.config.PAYSTACK_SIMULATOR_SECRET);
    const inFlight = Array.from({ length: 10 }, () =>
      fetch(`${base}/api/webhooks/paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      }).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 15));
    await kill();
    await Promise.all(inFlight);
    await start();
    await waitForBalance(bola.userId, 480_000);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await balanceOf(deps.pool, bola.userId, 'NGN')).toBe(480_000);
    expect(await credits(transfer!.reference)).toBe(1);
    const { rows } = await deps.pool.query(
      'SELECT status FROM bank_deposits WHERE reference = $1',
      [transfer!.reference],
    );
    expect(rows).toEqual([{ status: 'credited' }]);
  }, 120_000);
});
