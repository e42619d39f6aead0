import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { nuban } from '#shared/nuban.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  type BankApp,
  type Client,
  customer,
  ngnBalance,
  postingsFor,
  serveBankApp,
} from '#test/support/bank-accounts.ts';
import { requeryAccounts, reverifyReceived } from './bank-accounts.jobs.ts';

// Against "live" Paystack (a stand-in whose answers the test decides): a
// verify that does not answer keeps the deposit as received and credits
// nothing; the job verifies it again with the same reference and credits it
// once Paystack confirms. The requery job asks about every active account.

const SECRET = 'sk_test_stand_in_for_paystack';
let app: BankApp;
let paystack: Awaited<ReturnType<typeof serveOnFreePort>>;
let ada: Client;
const accountNumber = nuban('035', '123454321');
let verifyAnswers: 'down' | 'up' = 'down';
const verifyCalls: string[] = [];
const requeries: URLSearchParams[] = [];
const transfers = new Map<string, Record<string, unknown>>();

const transfer = (reference: string, amount: number) => ({
  status: 'success',
  reference,
  amount,
  currency: 'NGN',
  paid_at: new Date().toISOString(),
  channel: 'dedicated_nuban',
  customer: { email: ada.email, customer_code: 'CUS_ada' },
  authorization: {
    channel: 'dedicated_nuban',
    sender_name: 'TUNDE BAKARE',
    sender_bank: 'Guaranty Trust Bank',
    sender_bank_account_number: 'XXXXXX1234',
    receiver_bank_account_number: accountNumber,
    receiver_bank: 'Wema Bank',
    narration: 'NIP TRANSFER',
  },
});

beforeAll(async () => {
  paystack = await serveOnFreePort(() => {
    const api = new Hono();
    api.get('/transaction/verify/:reference', (c) => {
      const reference = c.req.param('reference');
      verifyCalls.push(reference);
      if (verifyAnswers === 'down') return c.text('upstream unavailable', 503);
      const data = transfers.get(reference);
      if (!data) return c.json({ status: false, message: 'Transaction reference not found' }, 400);
      return c.json({ status: true, message: 'Verification successful', data });
    });
    api.get('/dedicated_account/requery', (c) => {
      requeries.push(new URL(c.req.url).searchParams);
      return c.json({ status: true, message: 'We are checking the status of your transfer' });
    });
    return api;
  });
  const { url } = await createTestDatabase(4);
  app = await serveBankApp(url, {
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: paystack.publicUrl,
  });
  ada = await customer(app, { name: 'Ada Obi', tier: 3 });
  await app.deps.pool.query(
    `INSERT INTO dedicated_accounts (user_id, status, customer_code, bank_name, bank_slug,
       account_number, account_name, assigned_at)
     VALUES ($1, 'active', 'CUS_ada', 'Wema Bank', 'wema-bank', $2, 'OWO/ADA OBI', now())`,
    [ada.userId, accountNumber],
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await paystack?.close();
});

describe('a deposit Paystack cannot confirm yet', () => {
  it('is kept as received, credited nothing, then credited once by the re-verify job', async () => {
    const data = transfer('dva_unclear_0001', 75_000);
    transfers.set(data.reference, data);
    const event = { event: 'charge.success', data };
    const answers = await Promise.all([app.webhook(event, SECRET), app.webhook(event, SECRET)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await ngnBalance(app, ada.userId)).toBe(0);
    const { rows } = await app.deps.pool.query(
      'SELECT status, amount::text AS amount, transaction_id FROM bank_deposits WHERE reference = $1',
      [data.reference],
    );
    expect(rows).toEqual([{ status: 'received', amount: '75000', transaction_id: null }]);

    // Still down: the job tries, nothing changes.
    expect(await reverifyReceived(app.deps)).toBe(1);
    expect(await ngnBalance(app, ada.userId)).toBe(0);

    verifyAnswers = 'up';
    await Promise.all([reverifyReceived(app.deps), reverifyReceived(app.deps)]);
    expect(await ngnBalance(app, ada.userId)).toBe(75_000);
    expect(await postingsFor(app, data.reference)).toBe(1);
    expect(verifyCalls.every((r) => r === data.reference)).toBe(true);
    expect(await reverifyReceived(app.deps)).toBe(0);
    // Paystack's retry of the webhook later: nothing more.
    expect((await app.webhook(event, SECRET)).status).toBe(200);
    expect(await ngnBalance(app, ada.userId)).toBe(75_000);
  });

  it('credits nothing for a received deposit that Paystack then reports with another amount', async () => {
    verifyAnswers = 'down';
    const data = transfer('dva_unclear_0002', 10_000);
    expect((await app.webhook({ event: 'charge.success', data }, SECRET)).status).toBe(200);
    transfers.set(data.reference, { ...data, amount: 9_000_000 });
    verifyAnswers = 'up';
    await reverifyReceived(app.deps);
    expect(await ngnBalance(app, ada.userId)).toBe(75_000);
    expect(await postingsFor(app, data.reference)).toBe(0);
  });

  it('ignores a received-looking event for an account that is not ours', async () => {
    verifyAnswers = 'down';
    const data = {
      ...transfer('dva_unclear_0003', 10_000),
      authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '0000000000' },
    };
    expect((await app.webhook({ event: 'charge.success', data }, SECRET)).status).toBe(200);
    const { rows } = await app.deps.pool.query('SELECT 1 FROM bank_deposits WHERE reference = $1', [
      data.reference,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the requery job', () => {
  it('asks Paystack about every active account for the Lagos day', async () => {
    requeries.length = 0;
    expect(await requeryAccounts(app.deps)).toBe(1);
    const asked = requeries.find((q) => q.get('account_number') === accountNumber);
    expect(asked?.get('provider_slug')).toBe('wema-bank');
    expect(asked?.get('date')).toBe(lagosDay());
  });
});
