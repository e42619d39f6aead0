import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Pool } from '#server/db/client.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Logger } from '#server/log.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { nuban } from '#shared/nuban.ts';
import { simBody, simFail, simOk, simUrls } from './sim-http.ts';
import {
  claimSimRecord,
  countSimCall,
  findSimRecord,
  moveSimRecord,
  type SimRecord,
  simBankTransfersOn,
} from './sim-store.ts';
import { deliverWebhook } from './sim-webhook.ts';

// Dedicated accounts on the simulator (design/PROVIDERS.md §5.3, API.md):
// assign answers at once with the account and sends
// `dedicatedaccount.assign.success`, except for a customer whose last name is
// `Pending` (in progress; the success webhook after PAYSTACK_SIM_ASSIGN_S
// seconds) or `Failed` (in progress; then `dedicatedaccount.assign.failed`).
// One account per customer (e-mail): asking again answers the same one.

/** The banks Paystack offers for dedicated accounts, with their NUBAN codes. */
const DVA_BANKS: Record<string, { name: string; code: string; id: number }> = {
  'wema-bank': { name: 'Wema Bank', code: '035', id: 20 },
  'titan-paystack': { name: 'Titan Paystack', code: '100039', id: 82 },
  'test-bank': { name: 'Test Bank', code: '035', id: 20 },
};

export type SimDedicatedAccount = {
  status: 'pending' | 'active' | 'failed';
  /** How many assign calls named this customer (more than one: asked twice). */
  assign_calls: number;
  /** When a pending one becomes active. */
  ready_at: string;
  customer: {
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    customer_code: string;
  };
  account_number: string;
  account_name: string;
  bank: { name: string; slug: string; id: number };
  currency: 'NGN';
  active: boolean;
  assigned: boolean;
  created_at: string;
};

const Assign = z.object({
  email: z.email(),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone: z.string().max(30).optional(),
  preferred_bank: z.string(),
  country: z.literal('NG').default('NG'),
});

const IN_PROGRESS = 'Assign dedicated account in progress';
const MAX_NUMBER_TRIES = 8;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The same customer code every time for the same e-mail. */
export const simCustomerCode = (email: string) =>
  `CUS_${digest(`customer:${email}`).toString('hex').slice(0, 14)}`;

/** A NUBAN at the bank for this customer; another one on each retry after a clash. */
function accountNumberFor(email: string, bankCode: string, attempt: number) {
  const serial = (digest(`dva:${email}:${attempt}`).readUInt32BE(0) % 1_000_000_000)
    .toString()
    .padStart(9, '0');
  return nuban(bankCode, serial);
}

/** The dedicated account as Paystack shows it (assign's data, the success webhook's dedicated_account). */
export function dvaView(r: SimRecord<SimDedicatedAccount>) {
  const a = r.data;
  return {
    id: r.id,
    bank: a.bank,
    account_name: a.account_name,
    account_number: a.account_number,
    assigned: a.assigned,
    currency: a.currency,
    active: a.active,
    created_at: a.created_at,
    customer: a.customer,
  };
}

function assignEvent(r: SimRecord<SimDedicatedAccount>) {
  const ok = r.data.status === 'active';
  return {
    event: ok ? 'dedicatedaccount.assign.success' : 'dedicatedaccount.assign.failed',
    data: {
      customer: r.data.customer,
      dedicated_account: ok ? dvaView(r) : null,
      identification: { status: ok ? 'success' : 'failed' },
    },
  };
}

export function simDvaRoutes() {
  const sim = new Hono<AppEnv>();

  sim.post('/dedicated_account/assign', async (c) => {
    const { pool, config, log } = c.var.deps;
    const parsed = Assign.safeParse(await simBody(c));
    if (!parsed.success) return simFail(c, 400, 'Invalid request: email, first_name and last_name');
    const input = parsed.data;
    const bank = DVA_BANKS[input.preferred_bank];
    if (!bank) return simFail(c, 400, 'Invalid preferred bank');
    const email = input.email.toLowerCase();
    const last = input.last_name.toLowerCase();
    const outcome = last === 'pending' ? 'pending' : last === 'failed' ? 'failed' : 'active';
    const send = (r: SimRecord<SimDedicatedAccount>) =>
      deliverWebhook(simUrls(c).webhook, config.PAYSTACK_SIMULATOR_SECRET, assignEvent(r), log);

    let found = await findSimRecord<SimDedicatedAccount>(pool, 'dedicated_account', {
      reference: email,
    });
    for (let attempt = 0; !found && attempt < MAX_NUMBER_TRIES; attempt++) {
      const now = new Date();
      const accountNumber = accountNumberFor(email, bank.code, attempt);
      const data: SimDedicatedAccount = {
        status: outcome,
        assign_calls: 0,
        ready_at: new Date(now.getTime() + config.PAYSTACK_SIM_ASSIGN_S * 1000).toISOString(),
        customer: {
          email,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone ?? null,
          customer_code: simCustomerCode(email),
        },
        account_number: accountNumber,
        account_name: `OWO/${input.first_name} ${input.last_name}`.toUpperCase(),
        bank: { name: bank.name, slug: input.preferred_bank, id: bank.id },
        currency: 'NGN',
        active: outcome === 'active',
        assigned: outcome === 'active',
        created_at: now.toISOString(),
      };
      const made = await claimSimRecord(pool, 'dedicated_account', email, accountNumber, data);
      if (made && outcome === 'pending') activateLater(c.var.deps, made, send);
      // Null: the customer was assigned meanwhile (found next) or the number is taken (next try).
      found = made ?? (await findSimRecord(pool, 'dedicated_account', { reference: email }));
    }
    if (!found) return simFail(c, 500, 'Could not assign an account number');
    const current =
      (await countSimCall<SimDedicatedAccount>(pool, 'dedicated_account', email, 'assign_calls')) ??
      found;
    const calls = current.data.assign_calls;
    const ready =
      current.data.status === 'pending' && Date.parse(current.data.ready_at) <= Date.now()
        ? await activate(c.var.deps.pool, current)
        : null;
    const record = ready ?? current;
    if (ready) void send(ready);
    if (record.data.status === 'active') {
      if (calls === 1) void send(record);
      return simOk(c, 'Assign dedicated account successful', dvaView(record));
    }
    if (record.data.status === 'failed') void send(record);
    return c.json({ status: true, message: IN_PROGRESS });
  });

  sim.get('/dedicated_account/requery', async (c) => {
    const { pool, config, log } = c.var.deps;
    const accountNumber = c.req.query('account_number') ?? '';
    const date = c.req.query('date') ?? lagosDay(new Date());
    if (!/^\d{10}$/.test(accountNumber)) return simFail(c, 400, 'Invalid account number');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return simFail(c, 400, 'Invalid date');
    const account = await findSimRecord<SimDedicatedAccount>(pool, 'dedicated_account', {
      code: accountNumber,
    });
    if (!account) return simFail(c, 404, 'Dedicated account not found');
    const transfers = await simBankTransfersOn<Record<string, unknown>>(pool, accountNumber, date);
    const webhook = simUrls(c).webhook;
    // Paystack answers at once and sends the events afterwards.
    void (async () => {
      for (const t of transfers)
        await deliverWebhook(
          webhook,
          config.PAYSTACK_SIMULATOR_SECRET,
          { event: 'charge.success', data: { ...t.data, id: t.id } },
          log,
        );
    })();
    return c.json({
      status: true,
      message:
        'We are checking the status of your transfer. We will send you a notification once it has been confirmed',
    });
  });

  return sim;
}

function activate(pool: Pool, r: SimRecord<SimDedicatedAccount>) {
  return moveSimRecord<SimDedicatedAccount>(pool, 'dedicated_account', r.code, 'pending', {
    status: 'active',
    active: true,
    assigned: true,
  });
}

/** The pending assignment completes after PAYSTACK_SIM_ASSIGN_S, in this process. */
function activateLater(
  deps: { pool: Pool; log: Logger },
  r: SimRecord<SimDedicatedAccount>,
  send: (r: SimRecord<SimDedicatedAccount>) => Promise<boolean>,
) {
  const wait = Math.max(0, Date.parse(r.data.ready_at) - Date.now());
  setTimeout(async () => {
    const moved = await activate(deps.pool, r).catch((err: unknown) => {
      deps.log.warn({ err }, 'Paystack simulator: a pending assignment could not complete');
      return null;
    });
    if (moved) await send(moved);
  }, wait).unref();
}
