import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNuban } from '#shared/nuban.ts';
import { BANK_ACCOUNT_MESSAGES } from '#shared/schemas/bank-accounts.ts';
import { createTestDatabase } from '#test/db.ts';
import { type BankApp, customer, serveBankApp } from '#test/support/bank-accounts.ts';

// Each customer's own account number: asked once (Paystack's dedicated
// account, through the simulator inside the app), whatever happens at once.

let app: BankApp;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  app = await serveBankApp(url);
}, 60_000);
afterAll(() => app?.close());

const ask = (who: Parameters<BankApp['call']>[0]) =>
  app.call(who, '/api/me/bank-account', { method: 'POST' });
const read = (who: Parameters<BankApp['call']>[0]) => app.call(who, '/api/me/bank-account');

/** How many assign calls the simulator received for this e-mail. */
async function assignCalls(email: string) {
  const { rows } = await app.deps.pool.query<{ calls: number }>(
    `SELECT (data->>'assign_calls')::int AS calls FROM paystack_sim_records
      WHERE kind = 'dedicated_account' AND reference = $1`,
    [email],
  );
  return rows.map((r) => r.calls);
}

describe('POST /api/me/bank-account', () => {
  it('assigns at once: 200 with a valid Wema NUBAN in the customer name, then GET shows it', async () => {
    const ada = await customer(app, { name: 'Ada Obi' });
    expect((await read(ada)).status).toBe(404);
    const res = await ask(ada);
    expect(res.status).toBe(200);
    const account = (await res.json()) as Record<string, string>;
    expect(account).toMatchObject({
      status: 'active',
      bank_name: 'Wema Bank',
      account_name: 'OWO/ADA OBI',
    });
    expect(isValidNuban(account.account_number ?? '', '035')).toBe(true);
    expect(await (await read(ada)).json()).toEqual(account);
    // The success webhook that follows changes nothing, and asking again makes no second account.
    const again = await ask(ada);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(account);
    expect(await assignCalls(ada.email)).toEqual([1]);
    const { rows } = await app.deps.pool.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'bank_account'`,
      [ada.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 202 pending for a last name Pending, then the webhook makes it active', async () => {
    const bola = await customer(app, { name: 'Bola Pending' });
    const res = await ask(bola);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect(await (await read(bola)).json()).toEqual({ status: 'pending' });
    await expect
      .poll(async () => ((await (await read(bola)).json()) as { status: string }).status)
      .toBe('active');
    const account = (await (await read(bola)).json()) as { account_name: string };
    expect(account.account_name).toBe('OWO/BOLA PENDING');
  });

  it('fails for a last name Failed (404 after the webhook), and may be asked again', async () => {
    const chidi = await customer(app, { name: 'Chidi Failed' });
    expect((await ask(chidi)).status).toBe(202);
    await expect.poll(async () => (await read(chidi)).status).toBe(404);
    const body = (await (await read(chidi)).json()) as { error: { code: string } };
    expect(body.error.code).toBe('NOT_ASSIGNED');
    const { rows } = await app.deps.pool.query<{ status: string; failure_reason: string }>(
      'SELECT status, failure_reason FROM dedicated_accounts WHERE user_id = $1',
      [chidi.userId],
    );
    expect(rows[0]?.status).toBe('failed');

    // Asked again: a new request goes to Paystack (and fails again there).
    expect((await ask(chidi)).status).toBe(202);
    await expect.poll(() => assignCalls(chidi.email)).toEqual([2]);
    await expect.poll(async () => (await read(chidi)).status).toBe(404);
  });

  it('refuses tier 1 with KYC_REQUIRED and changes nothing', async () => {
    const tierOne = await customer(app, { tier: 1 });
    const res = await ask(tierOne);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'KYC_REQUIRED', message: BANK_ACCOUNT_MESSAGES.tierRequired },
    });
    const { rows } = await app.deps.pool.query(
      'SELECT 1 FROM dedicated_accounts WHERE user_id = $1',
      [tierOne.userId],
    );
    expect(rows).toHaveLength(0);
    expect(await assignCalls(tierOne.email)).toEqual([]);
  });

  it('makes exactly one assign call for 10 requests at once', async () => {
    const dayo = await customer(app, { name: 'Dayo Pending' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(dayo)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(await assignCalls(dayo.email)).toEqual([1]);
    await expect
      .poll(async () => ((await (await read(dayo)).json()) as { status: string }).status)
      .toBe('active');
    const { rows } = await app.deps.pool.query(
      'SELECT account_number FROM dedicated_accounts WHERE user_id = $1',
      [dayo.userId],
    );
    expect(rows).toHaveLength(1);

    const eze = await customer(app, { name: 'Eze Okafor' });
    const now = await Promise.all(Array.from({ length: 10 }, () => ask(eze)));
    const statuses = now.map((r) => r.status);
    // One request got the account at once; the others found the request already made.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 202)).toBe(true);
    expect(await assignCalls(eze.email)).toEqual([1]);
  });

  it("shows nobody another customer's account", async () => {
    const owner = await customer(app, { name: 'Funmi Bello' });
    expect((await ask(owner)).status).toBe(200);
    const other = await customer(app, { name: 'Gbenga Eze', tier: 1 });
    const res = await read(other);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain('Funmi');
    expect((await read(null)).status).toBe(401);
    expect((await app.call(null, '/api/me/bank-account', { method: 'POST' })).status).toBe(401);
  });
});

describe('assign webhooks', () => {
  it('ignores a signed success for a customer who never asked, and a forged one', async () => {
    const stranger = await customer(app, { name: 'Hauwa Musa' });
    const event = {
      event: 'dedicatedaccount.assign.success',
      data: {
        customer: { email: stranger.email, customer_code: 'CUS_forged' },
        dedicated_account: {
          account_number: '0123456789',
          account_name: 'OWO/HAUWA MUSA',
          active: true,
          bank: { name: 'Wema Bank', slug: 'wema-bank' },
        },
      },
    };
    expect((await app.webhook(event)).status).toBe(200);
    expect((await app.webhook(event, 'not-the-secret-key')).status).toBe(401);
    const { rows } = await app.deps.pool.query(
      'SELECT 1 FROM dedicated_accounts WHERE user_id = $1',
      [stranger.userId],
    );
    expect(rows).toHaveLength(0);
  });

  it('does not let a success for one customer take an account already assigned to another', async () => {
    const first = await customer(app, { name: 'Ike Obi' });
    const taken = (await (await ask(first)).json()) as { account_number: string };
    const second = await customer(app, { name: 'Jide Pending' });
    expect((await ask(second)).status).toBe(202);
    const event = {
      event: 'dedicatedaccount.assign.success',
      data: {
        customer: { email: second.email },
        dedicated_account: {
          account_number: taken.account_number,
          account_name: 'OWO/JIDE PENDING',
          active: true,
          bank: { name: 'Wema Bank', slug: 'wema-bank' },
        },
      },
    };
    expect((await app.webhook(event)).status).toBe(200);
    const { rows } = await app.deps.pool.query<{ user_id: string }>(
      'SELECT user_id FROM dedicated_accounts WHERE account_number = $1',
      [taken.account_number],
    );
    expect(rows.map((r) => r.user_id)).toEqual([first.userId]);
  });
});
