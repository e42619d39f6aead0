import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  activeAccount,
  type BankApp,
  type Client,
  customer,
  ngnBalance,
  postingsFor,
  serveBankApp,
  simTransfer,
} from '#test/support/bank-accounts.ts';

// Bank transfers into customers' own accounts: the signed charge.success,
// Paystack's verify (the simulator inside the app), one credit per reference
// whatever arrives how often and where.

let app: BankApp;
let second: BankApp;
let ada: Client;
let account: string;

beforeAll(async () => {
  const { url } = await createTestDatabase(6);
  app = await serveBankApp(url, { KYC_LIMITS: 'on' });
  // A second app process on the same database: webhooks may land on either.
  second = await serveBankApp(url, { KYC_LIMITS: 'on' });
  ada = await customer(app, { name: 'Ada Obi', tier: 3 });
  account = (await activeAccount(app, ada)).account_number;
}, 90_000);
afterAll(async () => {
  await app?.close();
  await second?.close();
});

async function depositRows(reference: string) {
  const { rows } = await app.deps.pool.query<{ status: string; amount: string; user_id: string }>(
    'SELECT status, amount::text, user_id FROM bank_deposits WHERE reference = $1',
    [reference],
  );
  return rows;
}

describe('a bank transfer into a customer’s own account', () => {
  it('is credited once for 10 identical signed webhooks at once, on two app processes', async () => {
    const before = await ngnBalance(app, ada.userId);
    const { reference, event } = await simTransfer(app, account, 250_000, 'Tunde Bakare');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? second : app).webhook(event)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await ngnBalance(app, ada.userId)).toBe(before + 250_000);
    expect(await postingsFor(app, reference)).toBe(1);
    expect(await depositRows(reference)).toEqual([
      { status: 'credited', amount: '250000', user_id: ada.userId },
    ]);
    const { rows } = await app.deps.pool.query<{ description: string; category: string }>(
      `SELECT description, category FROM ledger_transactions WHERE idempotency_key = $1`,
      [`bank-deposit:${reference}`],
    );
    expect(rows).toEqual([{ description: 'Bank transfer from TUNDE BAKARE', category: 'deposit' }]);
    // Paystack's later resends change nothing.
    expect((await app.webhook(event)).status).toBe(200);
    expect(await ngnBalance(app, ada.userId)).toBe(before + 250_000);
  });

  it('arrives through the simulator’s bank-transfer route, webhook and all', async () => {
    const before = await ngnBalance(app, ada.userId);
    const res = await app.call(null, '/api/dev/paystack/bank-transfer', {
      method: 'POST',
      body: JSON.stringify({ account_number: account, amount: 123_400 }),
    });
    expect(res.status).toBe(200);
    const sent = (await res.json()) as { reference: string; delivered: boolean };
    expect(sent.delivered).toBe(true);
    expect(await ngnBalance(app, ada.userId)).toBe(before + 123_400);
    expect((await depositRows(sent.reference))[0]?.status).toBe('credited');
  });

  it('refuses bad input on the simulator route: 400, and 404 for an unknown account', async () => {
    const post = (body: unknown) =>
      app.call(null, '/api/dev/paystack/bank-transfer', {
        method: 'POST',
        body: JSON.stringify(body),
      });
    for (const amount of [0, -5, 1.5, '100'])
      expect((await post({ account_number: account, amount })).status).toBe(400);
    expect((await post({ account_number: '12345', amount: 100 })).status).toBe(400);
    const unknown = await post({ account_number: '0000000000', amount: 100 });
    expect(unknown.status).toBe(404);
  });

  it('credits nothing for a forged signature', async () => {
    const before = await ngnBalance(app, ada.userId);
    const { reference, event } = await simTransfer(app, account, 500_000);
    expect((await app.webhook(event, 'sk_test_someone_else_entirely')).status).toBe(401);
    expect(await ngnBalance(app, ada.userId)).toBe(before);
    expect(await depositRows(reference)).toEqual([]);
  });

  it('credits nothing when verify does not confirm it: another amount, not found, not a success', async () => {
    const before = await ngnBalance(app, ada.userId);
    // A signed event claiming more than Paystack recorded.
    const { reference, event } = await simTransfer(app, account, 10_000);
    const inflated = { ...event, data: { ...event.data, amount: 10_000_000 } };
    expect((await app.webhook(inflated)).status).toBe(200);
    expect(await depositRows(reference)).toEqual([]);

    // A reference Paystack does not know.
    const ghost = { ...event, data: { ...event.data, reference: 'dva_not_a_real_one' } };
    expect((await app.webhook(ghost)).status).toBe(200);
    expect(await depositRows('dva_not_a_real_one')).toEqual([]);

    // One Paystack now says was reversed.
    const reversed = await simTransfer(app, account, 20_000);
    await app.deps.pool.query(
      `UPDATE paystack_sim_records SET data = data || '{"status":"reversed"}' WHERE reference = $1`,
      [reversed.reference],
    );
    expect((await app.webhook(reversed.event)).status).toBe(200);
    expect(await depositRows(reversed.reference)).toEqual([]);
    expect(await ngnBalance(app, ada.userId)).toBe(before);
  });

  it('ignores a transfer to an account that is not one of ours', async () => {
    // Assigned at Paystack (the simulator) to someone who is not our customer.
    const paystack = paystackFor(app.deps.config, app.deps.log);
    const { account: theirs } = await paystack.client!.assignDedicatedAccount({
      email: 'not-a-customer@example.com',
      first_name: 'Kola',
      last_name: 'Ade',
      preferred_bank: 'wema-bank',
    });
    expect(theirs?.account_number).toMatch(/^\d{10}$/);
    const { reference, event } = await simTransfer(app, theirs!.account_number, 70_000);
    expect((await app.webhook(event)).status).toBe(200);
    expect(await depositRows(reference)).toEqual([]);
    expect(await postingsFor(app, reference)).toBe(0);
  });

  it('credits the account’s owner only: another customer sees none of it', async () => {
    const other = await customer(app, { name: 'Bisi Ade', tier: 3 });
    const before = await ngnBalance(app, other.userId);
    const { event } = await simTransfer(app, account, 30_000);
    expect((await app.webhook(event)).status).toBe(200);
    expect(await ngnBalance(app, other.userId)).toBe(before);
    const held = await app.call(other, '/api/me/held-deposits');
    expect(await held.json()).toEqual({ items: [] });
  });
});
