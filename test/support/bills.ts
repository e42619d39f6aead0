import type { Pool } from 'pg';
import { expect } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { fund } from '#server/ledger/test-support.ts';
import { setPin, signUpVerified } from '#test/auth-helpers.ts';
import { serveTestApp } from '#test/support/served-app.ts';

// Test support for bills: the whole app on a real port (VTpass's simulator
// inside it is reached over HTTP, and calls the webhook back), users with
// naira and a PIN.

export const PIN = '2468';

// Bills' bodies as the app's /api/bills takes them, amounts in kobo.
/** `n` naira in kobo. */
export const naira = (n: number) => n * 100;
export const airtime = (phone: string, amount = naira(500)) => ({
  service: 'airtime',
  network: 'mtn',
  phone,
  amount,
});
/** The simulator's special numbers are 12 digits: a meter number (11 to 13) carries them. */
export const power = (meter: string, amount = naira(500)) => ({
  service: 'electricity',
  disco: 'ikedc',
  meter_number: meter,
  meter_type: 'prepaid',
  amount,
});

const PASSWORD = 'secret-password';

export const serveBillsApp = (url: string, env: Record<string, string> = {}) =>
  serveTestApp(url, {
    VTPASS_SIM_PENDING_S: '1',
    VTPASS_TIMEOUT_MS: '1500',
    BILLS_REQUERY_S: '1',
    ...env,
  });

export type Client = { cookie: string; userId: string };

/** A signed-up user with `naira` in the NGN wallet and the transaction PIN set. */
export async function billPayer(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  deps: AppDeps,
  naira: number,
): Promise<Client> {
  const email = `payer-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await signUpVerified(app, deps, email, PASSWORD);
  if (naira > 0) await fund(deps.pool, user.userId, 'NGN', naira * 100);
  await setPin(app, deps, user.cookie, PIN, PASSWORD);
  return user;
}

/**
 * Makes the simulator's pending payment due now (by the database's clock, which
 * is the simulator's): the next requery of it settles it and sends the webhook.
 */
export async function simDecideNow(pool: Pool, requestId: string) {
  const { rowCount } = await pool.query(
    `UPDATE vtpass_sim_records SET resolve_at = now()
      WHERE request_id = $1 AND status = 'pending'`,
    [requestId],
  );
  expect(rowCount).toBe(1);
}

export async function simRecords(baseUrl: string, requestId: string) {
  const res = await fetch(`${baseUrl}/api/dev/vtpass/transactions?request_id=${requestId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ request_id: string; pay_calls: number; status: string }>;
}
