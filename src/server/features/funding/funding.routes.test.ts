import { describe, expect, it } from 'vitest';
import { signWebhook } from '#server/providers/paystack/signature.ts';
import type { CardFunding } from '#shared/schemas/funding.ts';
import {
  ada,
  base,
  bayo,
  call,
  chargeEvent,
  decide,
  fundingRow,
  newKey,
  ngnBalance,
  paidQuietly,
  pool,
  postings,
  simSecret,
  start,
  started,
  verify,
  webhook,
} from './funding.test-support.ts';

// Card funding end to end over real HTTP on the Paystack simulator (set-up in funding.test-support.ts).

describe('card funding, end to end on the simulator', () => {
  it('credits the wallet exactly once after approval, whichever of webhook and verify come', async () => {
    const before = await ngnBalance(ada().userId);
    const key = newKey();
    const res = await start(ada(), { currency: 'NGN', amount: 750_050 }, key);
    expect(res.status).toBe(200);
    const funding = (await res.json()) as CardFunding;
    expect(funding).toMatchObject({
      currency: 'NGN',
      amount: 750_050,
      status: 'initialized',
      credited_amount: 0,
      transaction_id: null,
    });
    expect(funding.reference).toMatch(/^CF-[0-9A-F]{24}$/);
    expect(funding.authorization_url).toMatch(new RegExp(`^${base()}/sim/paystack/checkout/ac_`));

    // The same key again: the same payment, not a second one.
    const replay = (await (
      await start(ada(), { currency: 'NGN', amount: 750_050 }, key)
    ).json()) as CardFunding;
    expect(replay.reference).toBe(funding.reference);
    expect(replay.authorization_url).toBe(funding.authorization_url);

    const open = (await (await verify(ada(), funding.reference)).json()) as CardFunding;
    expect(open).toMatchObject({
      status: 'initialized',
      provider_status: 'abandoned',
      credited_amount: 0,
    });

    const back = await decide(funding, 'approve');
    // Paystack's webhook reached the app before the customer was sent back.
    expect(await fundingRow(funding.reference)).toMatchObject({ status: 'success' });
    expect(await ngnBalance(ada().userId)).toBe(before + 750_050);
    expect(`${back.origin}${back.pathname}`).toBe(`${base()}/fund-wallet`);
    expect(back.searchParams.get('reference')).toBe(funding.reference);
    expect(back.searchParams.get('trxref')).toBe(funding.reference);

    // The webhook arrived before the redirect; the page's verify finds it done.
    const done = (await (await verify(ada(), funding.reference)).json()) as CardFunding;
    expect(done).toMatchObject({
      status: 'success',
      provider_status: 'success',
      credited_amount: 750_050,
      message: 'Wallet funded successfully!',
      authorization_url: null,
    });
    expect(done.transaction_id).toBeTruthy();
    expect(done.paid_at).toBeTruthy();

    // Paystack resends; the customer reloads the page: nothing more moves.
    const again = await Promise.all([
      ...Array.from({ length: 3 }, async () => webhook(await chargeEvent(funding.reference))),
      verify(ada(), funding.reference),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await ngnBalance(ada().userId)).toBe(before + 750_050);
    expect(await postings(funding.reference)).toEqual([
      { amount: 750_050, user_id: ada().userId, code: null },
      { amount: -750_050, user_id: null, code: 'funding' },
    ]);
    const status = (await (
      await call(ada(), `/api/funding/card/${funding.reference}`)
    ).json()) as CardFunding;
    expect(status).toMatchObject({ status: 'success', transaction_id: done.transaction_id });

    // The credit shows in the history (and so as a notification).
    const list = (await (await call(ada(), '/api/transactions?limit=5')).json()) as {
      items: { reference: string; amount: number; transaction_type: string; category: string }[];
    };
    expect(list.items[0]).toMatchObject({
      reference: funding.reference,
      amount: 750_050,
      transaction_type: 'deposit',
      category: 'funding',
    });
  });

  it('credits once when five webhooks race the verify call', async () => {
    const before = await ngnBalance(ada().userId);
    const funding = await started(ada(), 123_400);
    await paidQuietly(funding.reference);
    const event = await chargeEvent(funding.reference);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(event)),
      verify(ada(), funding.reference),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const verified = (await answers[5]?.json()) as CardFunding;
    expect(verified).toMatchObject({ status: 'success', credited_amount: 123_400 });
    expect(await ngnBalance(ada().userId)).toBe(before + 123_400);
    expect(await postings(funding.reference)).toHaveLength(2);
    const { rows } = await pool().query(
      `SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1 AND actor_id = 'system:paystack'`,
      [`paystack:${funding.reference}`],
    );
    expect(rows).toHaveLength(1);
  });

  it('credits nothing when the customer declines', async () => {
    const before = await ngnBalance(ada().userId);
    const funding = await started(ada());
    const back = await decide(funding, 'decline');
    expect(back.searchParams.get('reference')).toBe(funding.reference);
    const res = (await (await verify(ada(), funding.reference)).json()) as CardFunding;
    expect(res).toMatchObject({ status: 'failed', provider_status: 'failed', credited_amount: 0 });
    expect(res.message).toMatch(/not credited/);
    expect(await ngnBalance(ada().userId)).toBe(before);
    expect(await postings(funding.reference)).toEqual([]);
  });

  it('refuses unsigned, tampered and wrongly signed webhooks, writing nothing', async () => {
    const before = await ngnBalance(ada().userId);
    const funding = await started(ada(), 200_000);
    await paidQuietly(funding.reference);
    const event = await chargeEvent(funding.reference);
    const tampered = event.replace('"amount":200000', '"amount":9900000');
    expect(tampered).not.toBe(event);

    expect((await webhook(event, null)).status).toBe(401);
    expect((await webhook(tampered, signWebhook(event, simSecret()))).status).toBe(401);
    expect((await webhook(event, signWebhook(event, 'sk_test_someone_else'))).status).toBe(401);
    expect((await webhook(event, 'not-hex')).status).toBe(401);
    expect(await fundingRow(funding.reference)).toMatchObject({ status: 'initialized' });
    expect(await postings(funding.reference)).toEqual([]);
    expect(await ngnBalance(ada().userId)).toBe(before);

    // Signed but not JSON, or not ours: no harm either.
    expect((await webhook('{nope')).status).toBe(400);
    const stranger = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'CF-NOT-OURS', status: 'success', amount: 100, currency: 'NGN' },
    });
    expect((await webhook(stranger)).status).toBe(200);
    expect((await webhook(JSON.stringify({ event: 'transfer.success', data: {} }))).status).toBe(
      200,
    );

    // The untampered, signed event is the one that counts.
    expect((await webhook(event)).status).toBe(200);
    expect(await ngnBalance(ada().userId)).toBe(before + 200_000);
  });

  it('refuses a payment confirmed for another amount, and keeps refusing it', async () => {
    const before = await ngnBalance(ada().userId);
    const funding = await started(ada(), 500_000);
    await paidQuietly(funding.reference, 5_000);
    const res = (await (await verify(ada(), funding.reference)).json()) as CardFunding;
    expect(res).toMatchObject({ status: 'failed', credited_amount: 0, provider_status: 'success' });
    expect(res.message).toContain(`contact support with reference ${funding.reference}`);
    expect((await fundingRow(funding.reference))?.failure_reason).toMatch(
      /^amount_mismatch: paid 5000 NGN/,
    );

    // Even a correctly signed event with the right amount cannot credit it now: a person must look.
    await paidQuietly(funding.reference, 500_000);
    expect((await webhook(await chargeEvent(funding.reference))).status).toBe(200);
    expect(await postings(funding.reference)).toEqual([]);
    expect(await ngnBalance(ada().userId)).toBe(before);
  });

  it("never shows or verifies another user's payment", async () => {
    const funding = await started(ada());
    expect((await verify(bayo(), funding.reference)).status).toBe(404);
    expect((await call(bayo(), `/api/funding/card/${funding.reference}`)).status).toBe(404);
    expect((await call(null, `/api/funding/card/${funding.reference}`)).status).toBe(401);
    expect((await verify(ada(), 'CF-UNKNOWN')).status).toBe(404);
  });
});
