import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { nuban, SIM_ACCOUNTS, simAccountName } from '#server/providers/paystack/sim-banks.ts';
import {
  BENEFICIARY_MESSAGES,
  type Beneficiary,
  MAX_BENEFICIARIES,
} from '#shared/schemas/beneficiaries.ts';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { createTestDatabase } from '#test/db.ts';
import { type Client, PIN, serveWithdrawalsApp, withdrawer } from '#test/support/withdrawals.ts';

// Saved recipients end to end, with the Paystack simulator over real HTTP for
// the bank's name enquiry: the name is the bank's, each target once per owner,
// another user's are invisible (404), and a payment moves one to the top.

let deps: AppDeps;
let close: () => Promise<void>;
let call: Awaited<ReturnType<typeof serveWithdrawalsApp>>['call'];
let app: Awaited<ReturnType<typeof serveWithdrawalsApp>>['app'];

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  ({ deps, close, call, app } = await serveWithdrawalsApp(url));
});
afterAll(() => close?.());

const user = (naira = 0) => withdrawer(app, deps, naira);
const gtb = (serial: string) => nuban('058', serial);

async function save(who: Client, body: unknown) {
  const res = await call(who, '/api/beneficiaries', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function list(who: Client): Promise<Beneficiary[]> {
  const res = await call(who, '/api/beneficiaries');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Beneficiary[] }).items;
}

const remove = (who: Client, id: string) =>
  call(who, `/api/beneficiaries/${id}`, { method: 'DELETE' });

async function rows(who: Client) {
  const { rows } = await deps.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM beneficiaries WHERE user_id = $1',
    [who.userId],
  );
  return Number(rows[0]?.n);
}

describe('saving a bank account', () => {
  it('stores the name the bank gives, lists it, and removes it', async () => {
    const ada = await user();
    const account = gtb('100000001');
    const res = await save(ada, { kind: 'bank', bank_code: '058', account_number: account });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      kind: 'bank',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: account,
      account_name: simAccountName(account, '058'),
      last_used_at: null,
    });
    expect(await list(ada)).toEqual([res.json]);

    expect((await remove(ada, res.json.id)).status).toBe(200);
    expect(await list(ada)).toEqual([]);
    expect((await remove(ada, res.json.id)).status).toBe(404);
  });

  it('refuses a name sent by the client, and saves nothing', async () => {
    const ada = await user();
    const res = await save(ada, {
      kind: 'bank',
      bank_code: '058',
      account_number: gtb('100000002'),
      account_name: 'SOMEONE ELSE',
    });
    expect(res).toEqual({
      status: 400,
      json: {
        error: {
          code: 'VALIDATION_ERROR',
          message: `account_name: ${BENEFICIARY_MESSAGES.nameFromBank}`,
          field: 'account_name',
        },
      },
    });
    expect(await rows(ada)).toBe(0);
  });

  it('refuses an account the bank cannot name (422) and a number not of that bank (400)', async () => {
    const ada = await user();
    const unknown = await save(ada, {
      kind: 'bank',
      bank_code: '058',
      account_number: SIM_ACCOUNTS.unknown,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.message).toBe(WITHDRAW_MESSAGES.verifyFailed);
    const good = gtb('100000009');
    const wrongDigit = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    const bad = await save(ada, { kind: 'bank', bank_code: '058', account_number: wrongDigit });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('account_number');
    const kind = await save(ada, { kind: 'crypto', address: 'x' });
    expect(kind.status).toBe(400);
    expect(await rows(ada)).toBe(0);
  });

  it('answers the saved one (200) when it is saved again, also twice at once', async () => {
    const ada = await user();
    const body = { kind: 'bank', bank_code: '058', account_number: gtb('100000003') };
    const [a, b] = await Promise.all([save(ada, body), save(ada, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.id).toBe(b.json.id);
    const again = await save(ada, body);
    expect(again).toEqual({ status: 200, json: a.json });
    expect(await rows(ada)).toBe(1);
  });
});

describe('saving an Owo user', () => {
  it('stores the user and shows their name; twice at once makes one row', async () => {
    const [ada, bola] = [await user(), await user()];
    await deps.pool.query('UPDATE profiles SET full_name = $2 WHERE id = $1', [
      bola.userId,
      'Bola Adeyemi',
    ]);
    const body = { kind: 'owo', email: `  ${bola.email.toUpperCase()} ` };
    const [a, b] = await Promise.all([save(ada, body), save(ada, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json).toMatchObject({ kind: 'owo', email: bola.email, name: 'Bola Adeyemi' });
    expect(b.json.id).toBe(a.json.id);
    const { rows: stored } = await deps.pool.query(
      'SELECT recipient_user_id FROM beneficiaries WHERE user_id = $1',
      [ada.userId],
    );
    expect(stored).toEqual([{ recipient_user_id: bola.userId }]);
  });

  it('refuses oneself, an unknown or unconfirmed address, an inactive account, and a sent name', async () => {
    const [ada, bola, cy] = [await user(), await user(), await user()];
    expect(await save(ada, { kind: 'owo', email: ada.email })).toMatchObject({
      status: 422,
      json: { error: { message: BENEFICIARY_MESSAGES.self } },
    });
    expect(await save(ada, { kind: 'owo', email: 'nobody-here@example.com' })).toMatchObject({
      status: 404,
      json: { error: { message: BENEFICIARY_MESSAGES.unknownUser } },
    });
    await deps.pool.query('UPDATE users SET email_verified = false WHERE id = $1', [bola.userId]);
    expect((await save(ada, { kind: 'owo', email: bola.email })).status).toBe(404);
    await deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [cy.userId]);
    expect(await save(ada, { kind: 'owo', email: cy.email })).toMatchObject({
      status: 422,
      json: { error: { code: 'ACCOUNT_INACTIVE', message: BENEFICIARY_MESSAGES.inactive } },
    });
    const named = await save(ada, { kind: 'owo', email: cy.email, name: 'Me' });
    expect(named.status).toBe(400);
    expect(await rows(ada)).toBe(0);
  });
});

describe('what is whose', () => {
  it('another user neither sees nor removes them (404); a malformed id is 400', async () => {
    const [ada, eve] = [await user(), await user()];
    const mine = await save(ada, { kind: 'owo', email: eve.email });
    expect(mine.status).toBe(201);
    expect(await list(eve)).toEqual([]);
    const stolen = await remove(eve, mine.json.id);
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).error.message).toBe(BENEFICIARY_MESSAGES.notFound);
    expect((await remove(eve, randomUUID())).status).toBe(404);
    expect((await remove(ada, 'not-a-uuid')).status).toBe(400);
    expect(await list(ada)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_BENEFICIARIES} per user`, async () => {
    const ada = await user();
    const accounts = Array.from({ length: MAX_BENEFICIARIES }, (_, i) =>
      gtb(String(200_000_000 + i)),
    );
    await deps.pool.query(
      `INSERT INTO beneficiaries (user_id, kind, bank_code, bank_name, account_number, account_name)
       SELECT $1, 'bank', '058', 'Guaranty Trust Bank', a, 'HOLDER' FROM unnest($2::text[]) AS a`,
      [ada.userId, accounts],
    );
    const res = await save(ada, {
      kind: 'bank',
      bank_code: '058',
      account_number: gtb('100000004'),
    });
    expect(res).toMatchObject({
      status: 422,
      json: { error: { message: BENEFICIARY_MESSAGES.tooMany } },
    });
    expect(await rows(ada)).toBe(MAX_BENEFICIARIES);
    // One already saved is still answered past the cap.
    const known = await save(ada, { kind: 'bank', bank_code: '058', account_number: accounts[7] });
    expect(known).toMatchObject({ status: 200, json: { account_number: accounts[7] } });
  });
});

describe('the most recently paid first', () => {
  it('a withdrawal or a transfer to a saved recipient moves it to the top', async () => {
    const [ada, bola] = [await user(5_000), await user()];
    const account = gtb('100000005');
    const bank = await save(ada, { kind: 'bank', bank_code: '058', account_number: account });
    const owo = await save(ada, { kind: 'owo', email: bola.email });
    // Never used: the newest saved first.
    expect((await list(ada)).map((b) => b.id)).toEqual([owo.json.id, bank.json.id]);

    const paid = await call(ada, '/api/withdrawals', {
      method: 'POST',
      body: JSON.stringify({ amount: 100_000, bank_code: '058', account_number: account }),
      headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
    });
    expect(paid.status).toBe(201);
    const afterWithdrawal = await list(ada);
    expect(afterWithdrawal.map((b) => b.id)).toEqual([bank.json.id, owo.json.id]);
    expect(afterWithdrawal[0]?.last_used_at).not.toBeNull();

    const sent = await call(ada, '/api/transfers', {
      method: 'POST',
      body: JSON.stringify({ to_email: bola.email, currency: 'NGN', amount: 1_000 }),
      headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
    });
    expect(sent.status).toBe(200);
    expect((await list(ada)).map((b) => b.id)).toEqual([owo.json.id, bank.json.id]);
  });
});
