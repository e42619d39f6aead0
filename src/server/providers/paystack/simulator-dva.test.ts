import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '#server/http/context.ts';
import { withDeps } from '#server/http/middleware.ts';
import { createLogger } from '#server/log.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { isValidNuban } from '#shared/nuban.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import type { PaystackClient } from './client.ts';
import { BankTransferData, DedicatedAccountData } from './dedicated-accounts.ts';
import { paystackFor, SIMULATOR_PATH, WEBHOOK_PATH } from './paystack.ts';
import type { PaystackError } from './request.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './signature.ts';
import { recordSimBankTransfer } from './sim-bank-transfers.ts';
import { paystackSimulator } from './simulator.ts';
import { serveOnFreePort } from './testing.ts';

// Dedicated accounts on the Paystack simulator, through the real client over
// HTTP: assign's three outcomes and their signed webhooks, a bank transfer
// as verify answers it, and the requery that sends its charge.success again.

type Received = { event: string; data: Record<string, unknown> };

let deps: AppDeps;
let client: PaystackClient;
let close: () => Promise<void>;
const received: Received[] = [];

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const served = await serveOnFreePort((base) => {
    deps = makeTestDeps(url, { PUBLIC_URL: base, PAYSTACK_SIM_ASSIGN_S: '0.2' });
    const app = new Hono<AppEnv>();
    app.use('*', withDeps(deps));
    app.route(SIMULATOR_PATH, paystackSimulator());
    app.post(WEBHOOK_PATH, async (c) => {
      const raw = await c.req.text();
      const secret = deps.config.PAYSTACK_SIMULATOR_SECRET;
      if (!verifyWebhookSignature(raw, c.req.header(SIGNATURE_HEADER), secret))
        return c.text('bad signature', 401);
      received.push(JSON.parse(raw));
      return c.text('ok');
    });
    return app;
  });
  close = served.close;
  const paystack = paystackFor(deps.config, createLogger('silent'));
  if (paystack.mode !== 'simulator') throw new Error('expected the simulator');
  client = paystack.client;
});
afterAll(() => close?.());

const email = () => `dva-${Math.random().toString(36).slice(2, 10)}@example.com`;
const assign = (address: string, last = 'Obi', bank = 'wema-bank') =>
  client.assignDedicatedAccount({
    email: address,
    first_name: 'Ada',
    last_name: last,
    phone: '08030000000',
    preferred_bank: bank,
  });
const eventsFor = (address: string) =>
  received.filter((e) => (e.data.customer as { email?: string } | undefined)?.email === address);

describe('assign on the simulator', () => {
  it('answers at once with a Wema NUBAN and sends the signed success webhook; the same one again', async () => {
    const address = email();
    const { account } = await assign(address);
    expect(account).toMatchObject({
      account_name: 'OWO/ADA OBI',
      bank: { name: 'Wema Bank', slug: 'wema-bank' },
      active: true,
    });
    expect(isValidNuban(account?.account_number ?? '', '035')).toBe(true);
    await expect
      .poll(() => eventsFor(address).map((e) => e.event))
      .toEqual(['dedicatedaccount.assign.success']);
    const data = eventsFor(address)[0]?.data as { dedicated_account: unknown };
    expect(DedicatedAccountData.parse(data.dedicated_account).account_number).toBe(
      account?.account_number,
    );
    expect((await assign(address)).account?.account_number).toBe(account?.account_number);
  });

  it('is in progress for Pending, then active by webhook; Failed sends the failed webhook', async () => {
    const later = email();
    expect(await assign(later, 'Pending')).toEqual({ account: null });
    await expect
      .poll(() => eventsFor(later).map((e) => e.event), { timeout: 5_000 })
      .toEqual(['dedicatedaccount.assign.success']);

    const failing = email();
    expect(await assign(failing, 'Failed')).toEqual({ account: null });
    await expect
      .poll(() => eventsFor(failing).map((e) => e.event))
      .toEqual(['dedicatedaccount.assign.failed']);
    expect(eventsFor(failing)[0]?.data.dedicated_account).toBeNull();
  });

  it('refuses an unknown bank and a bad e-mail', async () => {
    const refused = await assign(email(), 'Obi', 'no-such-bank').catch((e: PaystackError) => e);
    expect(refused).toMatchObject({ httpStatus: 400, providerMessage: 'Invalid preferred bank' });
    const bad = await assign('not-an-email').catch((e: PaystackError) => e);
    expect(bad).toMatchObject({ httpStatus: 400 });
  });
});

describe('bank transfers into a dedicated account', () => {
  it('are verified as dedicated_nuban transactions naming sender and receiver', async () => {
    const { account } = await assign(email());
    const accountNumber = account?.account_number ?? '';
    const transfer = await recordSimBankTransfer(deps.pool, {
      account_number: accountNumber,
      amount: 150_000,
      sender_name: 'Tunde Bakare',
    });
    const verified = BankTransferData.parse(
      await client.verifyTransaction(transfer?.reference ?? ''),
    );
    expect(verified).toMatchObject({
      status: 'success',
      amount: 150_000,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      authorization: {
        channel: 'dedicated_nuban',
        sender_name: 'TUNDE BAKARE',
        receiver_bank_account_number: accountNumber,
        receiver_bank: 'Wema Bank',
      },
    });
    expect(verified.authorization.sender_bank_account_number).toMatch(/^X{6}\d{4}$/);
    expect(
      await recordSimBankTransfer(deps.pool, { account_number: '0000000000', amount: 1 }),
    ).toBeNull();
  });

  it('are sent again by requery for that Lagos day only', async () => {
    const { account } = await assign(email());
    const accountNumber = account?.account_number ?? '';
    const today = await recordSimBankTransfer(deps.pool, {
      account_number: accountNumber,
      amount: 1_000,
    });
    const old = await recordSimBankTransfer(deps.pool, {
      account_number: accountNumber,
      amount: 2_000,
      paid_at: new Date(Date.now() - 3 * 86_400_000),
    });
    const resent = () =>
      received
        .filter((e) => e.event === 'charge.success')
        .map((e) => e.data.reference)
        .filter((r) => r === today?.reference || r === old?.reference);
    await client.requeryDedicatedAccount({
      accountNumber,
      bankSlug: 'wema-bank',
      date: lagosDay(),
    });
    await expect.poll(resent).toEqual([today?.reference]);
    const unknown = await client
      .requeryDedicatedAccount({
        accountNumber: '0000000000',
        bankSlug: 'wema-bank',
        date: lagosDay(),
      })
      .catch((e: PaystackError) => e);
    expect(unknown).toMatchObject({ httpStatus: 404 });
  });
});
