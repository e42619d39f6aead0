import { describe, expect, it } from 'vitest';
import { requestHash } from '#server/ledger/idempotency.ts';
import type { CardFunding } from '#shared/schemas/funding.ts';
import { STALE_CLAIM_S } from './funding.service.ts';
import { ada, pool, start as startFunding } from './funding.test-support.ts';

// A card payment whose request died between claiming its Idempotency-Key and
// Paystack's answer (its process killed) leaves a claim without a checkout.
// Nobody saw a checkout for it, so nobody can pay it: a repeat with the same
// key takes it over once it is older than any live request can be.

const AMOUNT = 250_000;

const start = (key: string, amount = AMOUNT) =>
  startFunding(ada(), { currency: 'NGN', amount }, key);

/** The row a request leaves when its process dies right after the claim, `ageS` ago. */
async function deadClaim(key: string, ageS: number) {
  const reference = `CF-DEAD-${key}`;
  await pool().query(
    `INSERT INTO card_fundings
       (user_id, reference, idempotency_key, request_hash, amount, currency, provider, created_at)
     VALUES ($1, $2, $3, $4, $5, 'NGN', 'simulator', now() - make_interval(secs => $6))`,
    [ada().userId, reference, key, requestHash({ amount: AMOUNT, currency: 'NGN' }), AMOUNT, ageS],
  );
  return reference;
}

const claims = async (key: string) =>
  (
    await pool().query<{ reference: string; authorization_url: string | null }>(
      'SELECT reference, authorization_url FROM card_fundings WHERE idempotency_key = $1',
      [key],
    )
  ).rows;

describe('a card payment claim left by a dead request', () => {
  it('is taken over by a repeat once older than a live request can be', async () => {
    const key = `dead-${Date.now()}`;
    const dead = await deadClaim(key, STALE_CLAIM_S + 5);
    const res = await start(key);
    expect(res.status).toBe(200);
    const funding = (await res.json()) as CardFunding;
    expect(funding.reference).not.toBe(dead);
    expect(funding.authorization_url).toBeTruthy();
    expect(await claims(key)).toEqual([
      { reference: funding.reference, authorization_url: funding.authorization_url },
    ]);
    // Repeats now answer the new checkout.
    const again = (await (await start(key)).json()) as CardFunding;
    expect(again.reference).toBe(funding.reference);
  });

  it('is waited for while it is young, then taken over', async () => {
    const key = `young-${Date.now()}`;
    await deadClaim(key, STALE_CLAIM_S - 1.5);
    const began = Date.now();
    const res = await start(key);
    expect(res.status).toBe(200);
    // It waited for the first request until the claim grew stale, not less.
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_000);
    expect(await claims(key)).toHaveLength(1);
  });

  it('two repeats at once: one takes it over, both get the same checkout', async () => {
    const key = `twins-${Date.now()}`;
    await deadClaim(key, STALE_CLAIM_S + 5);
    const answers = await Promise.all([start(key), start(key), start(key)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as CardFunding[];
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
    expect(await claims(key)).toHaveLength(1);
  });

  it('a repeat with a different amount is still refused, and the claim kept', async () => {
    const key = `other-${Date.now()}`;
    const dead = await deadClaim(key, STALE_CLAIM_S + 5);
    const res = await start(key, AMOUNT + 100);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect((await claims(key)).map((c) => c.reference)).toEqual([dead]);
  });

  it('a claim with an open checkout is never taken over', async () => {
    const key = `open-${Date.now()}`;
    const first = (await (await start(key)).json()) as CardFunding;
    await pool().query(
      `UPDATE card_fundings SET created_at = now() - interval '1 hour' WHERE reference = $1`,
      [first.reference],
    );
    const again = (await (await start(key)).json()) as CardFunding;
    expect(again.reference).toBe(first.reference);
  });
});
