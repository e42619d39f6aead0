import { randomInt, randomUUID } from 'node:crypto';
import { signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { serveTestApp } from '#test/support/served-app.ts';
import { whenFileDone } from './file-cleanup.ts';

// Test support for tiers and BVN checks: the whole app on a real port (its
// Dojah client reaches the simulator inside it over HTTP, as in development),
// with the tier rules on, and customers with a first and last name.

export type Customer = { cookie: string; userId: string; email: string };

/** The app with KYC_LIMITS on, served at its PUBLIC_URL. `overrides` are more settings. */
export async function tierApp(overrides: Record<string, string> = {}) {
  const db = await createTestDatabase(8, { kycLimits: true });
  const served = await serveTestApp(db.url, { KYC_LIMITS: 'on', ...overrides }, 12);
  whenFileDone(() => served.close());
  const { app, deps: ready } = served;

  const call = async (
    method: string,
    path: string,
    who: Customer | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(path, {
      method,
      headers: {
        ...(who ? { cookie: who.cookie, origin: ready.config.publicUrl } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
  };

  /** A signed-up customer on tier 1 whose profile carries `fullName`. */
  const customer = async (fullName: string | null = 'Ada Obi'): Promise<Customer> => {
    const email = `tier-${randomUUID().slice(0, 8)}@example.com`;
    const user = await signUpVerified(app, ready, email);
    await db.pool.query('UPDATE profiles SET full_name = $2 WHERE id = $1', [
      user.userId,
      fullName,
    ]);
    return { ...user, email };
  };

  return {
    ...db,
    app,
    deps: ready,
    publicUrl: served.publicUrl,
    call,
    customer,
    limits: (who: Customer) => call('GET', '/api/me/limits', who),
    verifyBvn: (who: Customer, body: unknown) => call('POST', '/api/me/kyc/bvn', who, body),
    /** What the BVN check may change on the profile. */
    tierOf: async (userId: string) =>
      (
        await db.pool.query(
          'SELECT kyc_tier, bvn_last4, bvn_hash, bvn_verified_at FROM profiles WHERE id = $1',
          [userId],
        )
      ).rows[0],
  };
}
export type TierApp = Awaited<ReturnType<typeof tierApp>>;

/** An 11-digit BVN no other test uses, away from the simulator's special numbers. */
export const freshBvn = () => `3${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/** The simulator matches any BVN other than its fixed ones with this date of birth. */
export const MATCHING_DOB = '1990-01-01';

/** Tier 1 as a new customer starts: nothing about a BVN on the profile. */
export const UNTOUCHED = { kyc_tier: 1, bvn_last4: null, bvn_hash: null, bvn_verified_at: null };
