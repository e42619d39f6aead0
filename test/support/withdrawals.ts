import { expect } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { fund } from '#server/ledger/test-support.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { setPin, signUpVerified } from '#test/auth-helpers.ts';
import { serveTestApp } from '#test/support/served-app.ts';

// Test support for withdrawals: the whole app on a real port (the Paystack
// simulator inside it is reached over HTTP, and calls the webhook back), users
// with naira and a PIN, administrators.

export const PIN = '1357';
const PASSWORD = 'secret-password';

export const serveWithdrawalsApp = (url: string, env: Record<string, string> = {}) =>
  serveTestApp(url, { WITHDRAWALS_VERIFY_S: '1', ...env }, undefined, { json: true });

export type Client = { cookie: string; userId: string; email: string };

/** A signed-up user with `naira` in the NGN wallet and the transaction PIN set. */
export async function withdrawer(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  deps: AppDeps,
  naira: number,
  admin = false,
): Promise<Client> {
  const email = `wd-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await signUpVerified(app, deps, email, PASSWORD);
  if (naira > 0) await fund(deps.pool, user.userId, 'NGN', naira * 100);
  await setPin(app, deps, user.cookie, PIN, PASSWORD);
  if (admin)
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [user.userId]);
  return { ...user, email };
}

/** Waits until the withdrawal reaches `status` (the simulator's webhook arrives on its own). */
export async function waitForStatus(
  deps: AppDeps,
  id: string,
  status: Withdrawal['status'],
  timeoutMs = 8_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await deps.pool.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [id],
    );
    if (rows[0]?.status === status) return;
    if (Date.now() > until) expect(rows[0]?.status).toBe(status);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
