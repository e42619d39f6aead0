import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { isValidAccountNumber, SIM_ACCOUNTS, simAccountName, simBank } from './sim-banks.ts';
import { simAmount, simBody, simCode, simFail, simOk, simUrls } from './sim-http.ts';
import { findSimRecord, insertSimRecord, moveSimRecord } from './sim-store.ts';
import { deliverWebhook } from './sim-webhook.ts';

// Payouts on the simulator: recipients and transfers. Outcomes are fixed by
// the recipient's account (SIM_ACCOUNTS); every other valid account succeeds.

/** How long after a transfer to SIM_ACCOUNTS.reversed succeeds the bank sends it back. */
export const SIM_REVERSAL_MS = 1_500;

type SimRecipient = {
  id: number;
  active: true;
  type: 'nuban';
  name: string;
  currency: string;
  recipient_code: string;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
  createdAt: string;
};

type SimTransfer = {
  domain: 'test';
  amount: number;
  currency: string;
  source: 'balance';
  reason: string | null;
  recipient: SimRecipient;
  status: 'success' | 'pending' | 'failed' | 'reversed';
  transfer_code: string;
  reference: string;
  failures: null;
  createdAt: string;
  updatedAt: string;
};

export function simTransferRoutes() {
  const sim = new Hono<AppEnv>();

  sim.post('/transferrecipient', async (c) => {
    const body = await simBody(c);
    if (!body) return simFail(c, 400, 'Invalid request body');
    const { type, name, account_number, bank_code, currency = 'NGN' } = body;
    if (type !== 'nuban') return simFail(c, 400, 'Invalid recipient type');
    if (typeof name !== 'string' || !name.trim()) return simFail(c, 400, 'Name is required');
    if (currency !== 'NGN') return simFail(c, 400, 'Currency not supported for transfers');
    const bank = typeof bank_code === 'string' ? simBank(bank_code) : undefined;
    if (!bank) return simFail(c, 400, 'Invalid bank code');
    if (
      typeof account_number !== 'string' ||
      !isValidAccountNumber(account_number, bank.code) ||
      account_number === SIM_ACCOUNTS.unknown
    )
      return simFail(c, 400, 'Cannot resolve account');
    const code = simCode('RCP_');
    const data: Omit<SimRecipient, 'id'> = {
      active: true,
      type: 'nuban',
      name: name.trim(),
      currency,
      recipient_code: code,
      details: {
        account_number,
        account_name: simAccountName(account_number, bank.code),
        bank_code: bank.code,
        bank_name: bank.name,
      },
      createdAt: new Date().toISOString(),
    };
    const saved = await insertSimRecord(c.var.deps.pool, 'recipient', code, code, data);
    if (!saved) return simFail(c, 500, 'Could not create recipient');
    return simOk(c, 'Transfer recipient created successfully', { ...data, id: saved.id }, 201);
  });

  sim.post('/transfer', async (c) => {
    const { pool, config, log } = c.var.deps;
    const body = await simBody(c);
    if (!body) return simFail(c, 400, 'Invalid request body');
    const amount = simAmount(body.amount);
    if (body.source !== 'balance') return simFail(c, 400, 'Invalid transfer source');
    if (!amount) return simFail(c, 400, 'Invalid amount');
    const recipient =
      typeof body.recipient === 'string'
        ? await findSimRecord<SimRecipient>(pool, 'recipient', { code: body.recipient })
        : null;
    if (!recipient) return simFail(c, 400, 'Recipient specified is invalid');
    const reference = typeof body.reference === 'string' ? body.reference : simCode('trf_');
    if (!/^[a-z0-9_-]{16,50}$/.test(reference))
      return simFail(
        c,
        400,
        'Invalid transfer reference: 16 to 50 lowercase letters, digits, - or _',
      );
    const account = recipient.data.details.account_number;
    const outcome: SimTransfer['status'] =
      account === SIM_ACCOUNTS.staysPending
        ? 'pending'
        : account === SIM_ACCOUNTS.fails
          ? 'failed'
          : 'success';
    const now = new Date().toISOString();
    const transfer: SimTransfer = {
      domain: 'test',
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      source: 'balance',
      reason: typeof body.reason === 'string' ? body.reason : null,
      recipient: { ...recipient.data, id: recipient.id },
      status: outcome,
      transfer_code: simCode('TRF_'),
      reference,
      failures: null,
      createdAt: now,
      updatedAt: now,
    };
    const saved = await insertSimRecord(
      pool,
      'transfer',
      reference,
      transfer.transfer_code,
      transfer,
    );
    if (!saved) return simFail(c, 400, 'Duplicate Transfer Reference');
    const webhook = (event: string, data: SimTransfer) =>
      deliverWebhook(
        simUrls(c).webhook,
        config.PAYSTACK_SIMULATOR_SECRET,
        { event, data: { ...data, id: saved.id } },
        log,
      );
    if (outcome !== 'pending') void webhook(`transfer.${outcome}`, transfer);
    if (account === SIM_ACCOUNTS.reversed)
      // The bank sends the money back a little later: the record turns
      // `reversed` and Paystack says so again.
      setTimeout(async () => {
        const moved = await moveSimRecord<SimTransfer>(
          pool,
          'transfer',
          transfer.transfer_code,
          'success',
          { status: 'reversed', updatedAt: new Date().toISOString() },
        ).catch(() => null);
        if (moved) await webhook('transfer.reversed', moved.data);
      }, SIM_REVERSAL_MS).unref();
    // A failing transfer is first accepted, as Paystack queues it; the failure follows.
    const answered = outcome === 'failed' ? 'pending' : outcome;
    return simOk(c, 'Transfer has been queued', { ...transfer, id: saved.id, status: answered });
  });

  sim.get('/transfer/verify/:reference', async (c) => {
    const found = await findSimRecord<SimTransfer>(c.var.deps.pool, 'transfer', {
      reference: c.req.param('reference'),
    });
    if (!found) return simFail(c, 404, 'Transfer not found');
    return simOk(c, 'Transfer retrieved', { ...found.data, id: found.id });
  });

  return sim;
}
