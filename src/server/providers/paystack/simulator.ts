import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/context.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { paystackFor, SIMULATOR_PATH } from './paystack.ts';
import type { SimBankTransfer } from './sim-bank-transfers.ts';
import {
  isValidAccountNumber,
  SIM_ACCOUNTS,
  simAccountName,
  simBank,
  simBankPage,
} from './sim-banks.ts';
import { simAmount, simBody, simCode, simFail, simOk, simUrls } from './sim-http.ts';
import { checkoutPage } from './sim-page.ts';
import { findSimRecord, insertSimRecord, moveSimRecord } from './sim-store.ts';
import { deliverWebhook } from './sim-webhook.ts';
import { simDvaRoutes } from './simulator-dva.ts';
import { simListRoutes } from './simulator-lists.ts';
import { simTransferRoutes } from './simulator-transfers.ts';

// A local stand-in for api.paystack.co, mounted at /sim/paystack when no
// PAYSTACK_SECRET_KEY is set. Same paths, same `{ status, message, data }`
// envelope, same signed webhooks, so the real client code runs in development.

export const SIM_MERCHANT = 'Owo (test merchant)';

export type SimTransaction = {
  id: number;
  domain: 'test';
  status: 'abandoned' | 'success' | 'failed';
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string | null;
  metadata: unknown;
  gateway_response: string;
  channel: 'card';
  paid_at: string | null;
  created_at: string;
};

const Initialize = z.object({
  email: z.email(),
  amount: z.unknown(),
  currency: z.string().default('NGN'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/)
    .optional(),
  callback_url: z.url().optional(),
  metadata: z.unknown().optional(),
});

export function paystackSimulator() {
  const sim = new Hono<AppEnv>();

  sim.use('*', async (c, next) => {
    const { config, log } = c.var.deps;
    if (paystackFor(config, log).mode !== 'simulator') return simFail(c, 404, 'Not found');
    await next();
  });

  // The API needs the simulator's secret key, as Paystack needs yours; the checkout page does not.
  sim.use('*', async (c, next) => {
    if (c.req.path.startsWith(`${SIMULATOR_PATH}/checkout/`)) return next();
    const secret = c.var.deps.config.PAYSTACK_SIMULATOR_SECRET;
    if (c.req.header('authorization') !== `Bearer ${secret}`) return simFail(c, 401, 'Invalid key');
    await next();
  });

  sim.post('/transaction/initialize', async (c) => {
    const parsed = Initialize.safeParse(await simBody(c));
    if (!parsed.success) return simFail(c, 400, 'Invalid request: email, amount or reference');
    const input = parsed.data;
    const amount = simAmount(input.amount);
    if (!amount) return simFail(c, 400, 'Invalid Amount Sent');
    if (!CURRENCIES.includes(input.currency as Currency) || input.currency === 'CNY')
      return simFail(c, 403, 'Currency not supported by merchant');
    const reference = input.reference ?? simCode('T');
    const accessCode = simCode('ac_');
    const tx: Omit<SimTransaction, 'id'> = {
      domain: 'test',
      status: 'abandoned',
      reference,
      access_code: accessCode,
      amount,
      currency: input.currency,
      email: input.email,
      callback_url: input.callback_url ?? null,
      metadata: input.metadata ?? null,
      gateway_response: 'The transaction was not completed',
      channel: 'card',
      paid_at: null,
      created_at: new Date().toISOString(),
    };
    const saved = await insertSimRecord(c.var.deps.pool, 'transaction', reference, accessCode, tx);
    if (!saved) return simFail(c, 400, 'Duplicate Transaction Reference');
    return simOk(c, 'Authorization URL created', {
      authorization_url: `${simUrls(c).checkout}/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  });

  sim.get('/transaction/verify/:reference', async (c) => {
    const by = { reference: c.req.param('reference') };
    // Card checkouts, then bank transfers into dedicated accounts: both are Paystack transactions.
    const found =
      (await findSimRecord<SimTransaction>(c.var.deps.pool, 'transaction', by)) ??
      (await findSimRecord<SimBankTransfer>(c.var.deps.pool, 'bank_transfer', by));
    if (!found) return simFail(c, 400, 'Transaction reference not found');
    return simOk(c, 'Verification successful', { ...found.data, id: found.id });
  });

  sim.get('/checkout/:code', async (c) => {
    const found = await findSimRecord<SimTransaction>(c.var.deps.pool, 'transaction', {
      code: c.req.param('code'),
    });
    if (!found) return c.html(notFoundPage(), 404);
    c.header('cache-control', 'no-store');
    return c.html(checkoutPage(view(found.data)));
  });

  sim.post('/checkout/:code', async (c) => {
    const { pool, log } = c.var.deps;
    const code = c.req.param('code');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form.decision;
    if (decision !== 'approve' && decision !== 'decline')
      return c.text('Choose approve or decline', 400);
    const approved = decision === 'approve';
    const moved = await moveSimRecord<SimTransaction>(pool, 'transaction', code, 'abandoned', {
      status: approved ? 'success' : 'failed',
      gateway_response: approved ? 'Successful' : 'Declined',
      paid_at: approved ? new Date().toISOString() : null,
    });
    const current = moved ?? (await findSimRecord<SimTransaction>(pool, 'transaction', { code }));
    if (!current) return c.html(notFoundPage(), 404);
    const tx = { ...current.data, id: current.id };
    // Paystack tells the merchant's server before it sends the customer back.
    if (moved && approved)
      await deliverWebhook(
        simUrls(c).webhook,
        c.var.deps.config.PAYSTACK_SIMULATOR_SECRET,
        { event: 'charge.success', data: chargeEvent(tx) },
        log,
      );
    if (!tx.callback_url) return c.html(checkoutPage(view(tx)));
    return c.redirect(callbackWithReference(tx.callback_url, tx.reference), 303);
  });

  sim.get('/bank', (c) => {
    const page = simBankPage({
      perPage: c.req.query('perPage'),
      useCursor: c.req.query('use_cursor') === 'true',
      next: c.req.query('next'),
      page: c.req.query('page'),
    });
    return c.json({ status: true, message: 'Banks retrieved', ...page });
  });

  sim.get('/bank/resolve', (c) => {
    const accountNumber = c.req.query('account_number') ?? '';
    const bankCode = c.req.query('bank_code') ?? '';
    const bank = simBank(bankCode);
    if (!bank) return simFail(c, 422, `Unknown bank code: ${bankCode}`);
    if (!isValidAccountNumber(accountNumber, bankCode) || accountNumber === SIM_ACCOUNTS.unknown)
      return simFail(c, 422, 'Could not resolve account name. Check parameters or try again.');
    return simOk(c, 'Account number resolved', {
      account_number: accountNumber,
      account_name: simAccountName(accountNumber, bankCode),
      bank_id: bank.id,
    });
  });

  sim.route('/', simTransferRoutes());
  sim.route('/', simDvaRoutes());
  sim.route('/', simListRoutes());
  return sim;
}

function view(tx: SimTransaction) {
  const open = tx.status === 'abandoned';
  const currency = (CURRENCIES.includes(tx.currency as Currency) ? tx.currency : 'NGN') as Currency;
  return {
    merchant: SIM_MERCHANT,
    email: tx.email,
    amount: formatMoney(tx.amount, currency),
    reference: tx.reference,
    status: tx.status,
    action: open ? `${SIMULATOR_PATH}/checkout/${encodeURIComponent(tx.access_code)}` : undefined,
    returnUrl:
      !open && tx.callback_url ? callbackWithReference(tx.callback_url, tx.reference) : undefined,
  };
}

/** Paystack appends `trxref` and `reference` to the callback URL. */
export function callbackWithReference(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/** The `data` of the charge.success Paystack sends for a paid card transaction (also replayed by bench/cluster.ts). */
export function chargeEvent(tx: SimTransaction) {
  const { access_code: _code, callback_url: _callback, ...data } = tx;
  return {
    ...data,
    message: null,
    fees: 0,
    customer: { email: tx.email },
    authorization: {
      authorization_code: `AUTH_${tx.access_code.slice(3, 13)}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
    },
  };
}

const notFoundPage = () =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>This checkout link is not valid.</p></main></body></html>';
