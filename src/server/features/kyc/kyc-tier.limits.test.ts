import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { creditOrHold } from '#server/features/bank-accounts/bank-accounts.service.ts';
import { fund } from '#server/ledger/test-support.ts';
import { KYC_TIERS } from '#shared/kyc.ts';
import { makeTestDeps, pinHeader, setPin, signUpVerified } from '#test/auth-helpers.ts';
import {
  type Customer,
  freshBvn,
  MATCHING_DOB,
  type TierApp,
  tierApp,
  UNTOUCHED,
} from '#test/support/kyc-tier.ts';
import { BVN_CHECKS_PER_HOUR } from './kyc-tier.routes.ts';

// GET /api/me/limits, what moves its figures, and the BVN route's rate limit
// and timeout.

let t: TierApp;
beforeAll(async () => {
  t = await tierApp();
});

const TIER_1 = {
  tier: 1,
  daily_limit: KYC_TIERS[1].dailyLimit,
  daily_used: 0,
  max_balance: KYC_TIERS[1].maxBalance,
  next_tier: { tier: 2, requires: ['bvn'] },
  bvn_last4: null,
  kyc_status: 'pending',
  kyc_submitted: false,
  kyc_rejection_reason: null,
  held_amount: 0,
};

describe('GET /api/me/limits', () => {
  it("a new customer's tier 1; signed out 401", async () => {
    const ada = await t.customer();
    expect(await t.limits(ada)).toEqual({ status: 200, json: TIER_1 });
    expect((await t.call('GET', '/api/me/limits', null)).status).toBe(401);
  });

  it("counts today's money out (KYC_LIMITS on); each customer sees only their own", async () => {
    const sender = await t.customer('Sender Person');
    const recipient = await t.customer('Recipient Person');
    await fund(t.pool, sender.userId, 'NGN', 100_000_00);
    await setPin(t.app, t.deps, sender.cookie);
    const sent = await t.call(
      'POST',
      '/api/transfers',
      sender,
      { to_email: recipient.email, currency: 'NGN', amount: 12_345_67 },
      { ...pinHeader(), 'idempotency-key': randomUUID() },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect((await t.limits(sender)).json).toMatchObject({ tier: 1, daily_used: 12_345_67 });
    // The recipient's own figures: nothing moved out, nothing of the sender's.
    expect((await t.limits(recipient)).json).toEqual(TIER_1);
    // A verified sender's BVN and tier stay theirs.
    expect(
      (await t.verifyBvn(sender, { bvn: freshBvn(), date_of_birth: MATCHING_DOB })).status,
    ).toBe(200);
    expect((await t.limits(sender)).json).toMatchObject({
      tier: 2,
      daily_used: 12_345_67,
      daily_limit: KYC_TIERS[2].dailyLimit,
    });
    expect((await t.limits(recipient)).json).toEqual(TIER_1);
  });

  it('shows money held above the maximum balance; tier 2 releases what now fits', async () => {
    const cara = await t.customer('Cara Eze');
    const amount = 400_000_00; // above tier 1's ₦300,000, within tier 2's ₦500,000
    const landed = await inTransaction(t.deps.pool, (client) =>
      creditOrHold(client, {
        userId: cara.userId,
        amount,
        currency: 'NGN',
        source: 'card',
        sourceReference: `test-${randomUUID()}`,
        senderName: null,
        credit: {
          kind: 'deposit',
          category: 'funding',
          description: 'Card payment',
          userId: cara.userId,
          actorId: 'test-card',
          idempotencyKey: randomUUID(),
          request: { amount },
          legs: [
            { account: { userId: cara.userId, currency: 'NGN' }, amount },
            { account: { system: 'funding', currency: 'NGN' }, amount: -amount },
          ],
        },
      }),
    );
    expect(landed.kind).toBe('held');
    expect((await t.limits(cara)).json).toMatchObject({ tier: 1, held_amount: amount });
    expect((await t.call('GET', '/api/me', cara)).json.ngn_balance).toBe(0);

    expect((await t.verifyBvn(cara, { bvn: freshBvn(), date_of_birth: MATCHING_DOB })).status).toBe(
      200,
    );
    expect((await t.limits(cara)).json).toMatchObject({ tier: 2, held_amount: 0 });
    expect((await t.call('GET', '/api/me', cara)).json.ngn_balance).toBe(amount);
    const { rows } = await t.pool.query('SELECT status FROM held_deposits WHERE user_id = $1', [
      cara.userId,
    ]);
    expect(rows).toEqual([{ status: 'released' }]);
  });
});

describe('POST /api/me/kyc/bvn is rate limited', () => {
  it(`${BVN_CHECKS_PER_HOUR} checks an hour per customer, then 429; others are not affected`, async () => {
    // Its own app with RATE_LIMIT on, asking the simulator inside the served app.
    const deps = makeTestDeps(t.url, {
      RATE_LIMIT: 'on',
      KYC_LIMITS: 'on',
      PUBLIC_URL: t.publicUrl,
    });
    const app = createApp(deps);
    const post = (cookie: string, bvn: string, dob = '1990-01-02') =>
      app.request('/api/me/kyc/bvn', {
        method: 'POST',
        headers: { cookie, origin: t.publicUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ bvn, date_of_birth: dob }),
      });
    const guesser = await signUpVerified(app, deps, `guess-${randomUUID()}@example.com`);
    const other = await signUpVerified(app, deps, `other-${randomUUID()}@example.com`);
    await t.pool.query(`UPDATE profiles SET full_name = 'Guess Who' WHERE id IN ($1, $2)`, [
      guesser.userId,
      other.userId,
    ]);
    for (let i = 0; i < BVN_CHECKS_PER_HOUR; i++)
      expect((await post(guesser.cookie, freshBvn())).status).toBe(422);
    const limited = await post(guesser.cookie, freshBvn(), MATCHING_DOB);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(await t.tierOf(guesser.userId)).toEqual(UNTOUCHED);
    expect((await post(other.cookie, freshBvn(), MATCHING_DOB)).status).toBe(200);
  });
});

describe('an identity provider that never answers', () => {
  const silent = createServer(() => {});
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((ok) => silent.close(ok));
  });

  it('is given up after DOJAH_TIMEOUT_MS: 502 PROVIDER_ERROR, nothing changed', async () => {
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    const { port } = silent.address() as { port: number };
    const deps = makeTestDeps(t.url, {
      KYC_LIMITS: 'on',
      DOJAH_BASE_URL: `http://127.0.0.1:${port}`,
      DOJAH_APP_ID: 'test-app-id',
      DOJAH_SECRET_KEY: 'test_sk_never_answers',
      DOJAH_TIMEOUT_MS: '300',
    });
    const app = createApp(deps);
    const who: Customer = {
      ...(await signUpVerified(app, deps, `slow-${randomUUID()}@example.com`)),
      email: '',
    };
    await t.pool.query(`UPDATE profiles SET full_name = 'Slow Answer' WHERE id = $1`, [who.userId]);
    const started = Date.now();
    const res = await app.request('/api/me/kyc/bvn', {
      method: 'POST',
      headers: {
        cookie: who.cookie,
        origin: deps.config.publicUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ bvn: freshBvn(), date_of_birth: MATCHING_DOB }),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(502);
    expect((await res.json()).error).toEqual({
      code: 'PROVIDER_ERROR',
      message: 'The identity check is not answering. Please try again later.',
    });
    expect(await t.tierOf(who.userId)).toEqual(UNTOUCHED);
  });
});
