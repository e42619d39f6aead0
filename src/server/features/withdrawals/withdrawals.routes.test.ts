import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nuban, SIM_ACCOUNTS, simAccountName } from '#server/providers/paystack/sim-banks.ts';
import {
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type Bank,
  WITHDRAW_MESSAGES,
  type Withdrawal,
  type WithdrawalPage,
} from '#shared/schemas/withdrawals.ts';
import {
  admin,
  call,
  created,
  decide,
  deps,
  naira,
  newUser,
  withdraw,
} from './withdrawals.test-support.ts';

describe('banks and account look-up', () => {
  it("lists the banks with Paystack's codes, digital banks included", async () => {
    const user = await newUser(0);
    const res = await call(user, '/api/banks');
    expect(res.status).toBe(200);
    const banks = (await res.json()) as Bank[];
    const code = (name: string) => banks.find((b) => b.name.startsWith(name))?.code;
    expect(code('Guaranty Trust')).toBe('058');
    expect(code('Kuda')).toBe('50211');
    expect(code('Moniepoint')).toBe('50515');
    expect(code('OPay')).toBe('999992');
    expect(code('PalmPay')).toBe('999991');
    expect(banks.length).toBeGreaterThanOrEqual(21);
  });

  it('resolves a name; a wrong check digit is a 400 naming account_number; an unknown account a 422', async () => {
    const user = await newUser(0);
    const ok = await call(
      user,
      `/api/banks/resolve?bank_code=058&account_number=${SIM_ACCOUNTS.succeeds}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      account_number: SIM_ACCOUNTS.succeeds,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+ [A-Z]+$/),
    });
    const wrong = `${SIM_ACCOUNTS.succeeds.slice(0, 9)}${(Number(SIM_ACCOUNTS.succeeds[9]) + 1) % 10}`;
    const bad = await call(user, `/api/banks/resolve?bank_code=058&account_number=${wrong}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('account_number');
    const unknown = await call(
      user,
      `/api/banks/resolve?bank_code=058&account_number=${SIM_ACCOUNTS.unknown}`,
    );
    expect(unknown.status).toBe(422);
    const kuda = nuban('50211', '123456789');
    const digital = await call(user, `/api/banks/resolve?bank_code=50211&account_number=${kuda}`);
    expect(digital.status).toBe(200);
    const nobank = await call(
      user,
      `/api/banks/resolve?bank_code=999&account_number=${nuban('999', '123456789')}`,
    );
    expect(nobank.status).toBe(400);
  });
});

describe('asking for a withdrawal', () => {
  it('holds amount plus the ₦50 fee at once, lists it, and answers the same Idempotency-Key with it', async () => {
    const user = await newUser(5_000);
    const key = randomUUID();
    const body = { amount: 100_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    const [a, b] = await Promise.all([withdraw(user, body, key), withdraw(user, body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const w = (await a.json()) as Withdrawal;
    expect(((await b.json()) as Withdrawal).id).toBe(w.id);
    expect(w).toMatchObject({ status: 'pending', amount: 100_000, fee: 5_000, total: 105_000 });
    expect(w.reference).toMatch(/^[a-z0-9_]{16,50}$/);
    expect(w.account_name).toMatch(/[A-Z]/);
    expect(await naira(user)).toBe(500_000 - 105_000);
    const list = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(list.items.map((x) => x.id)).toEqual([w.id]);
    const conflict = await withdraw(user, { ...body, amount: 200_000 }, key);
    expect(conflict.status).toBe(409);
  });

  it('stores only the bank’s name: a typed name is never stored or shown', async () => {
    const user = await newUser(5_000);
    const bankName = simAccountName(SIM_ACCOUNTS.succeeds, '058');
    const body = { amount: 50_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    // A name that reads "Admin Support" on screen is refused outright.
    const spoof = await withdraw(user, { ...body, account_name: 'Admin\u202EtroppuS' });
    expect(spoof.status).toBe(400);
    // A plain one is ignored: the bank is asked, and its answer is the name.
    const res = await withdraw(user, { ...body, account_name: 'Ada Obi' });
    expect(res.status).toBe(201);
    const w = (await res.json()) as Withdrawal;
    expect(w.account_name).toBe(bankName);
    const { rows } = await deps().pool.query(
      'SELECT account_name, name_resolved FROM withdrawals WHERE user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ account_name: bankName, name_resolved: true }]);
    const list = (await (
      await call(admin(), `/api/admin/withdrawals?q=${w.reference}`)
    ).json()) as AdminWithdrawalPage;
    expect(list.items.map((x) => x.account_name)).toEqual([bankName]);
    const rejected = (await (
      await decide(admin(), w.id, { decision: 'reject' })
    ).json()) as AdminWithdrawal;
    expect(rejected.account_name).toBe(bankName);
  });

  it('refuses an account the bank cannot name (422), holding nothing, whatever name is typed', async () => {
    const user = await newUser(5_000);
    const res = await withdraw(user, {
      amount: 50_000,
      bank_code: '058',
      account_number: SIM_ACCOUNTS.unknown,
      account_name: 'Ada Obi',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      WITHDRAW_MESSAGES.verifyFailed,
    );
    expect(await naira(user)).toBe(500_000);
    const { rows } = await deps().pool.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('never shows a name typed before names were only the bank’s', async () => {
    const user = await newUser(2_000);
    const w = await created(user, SIM_ACCOUNTS.succeeds);
    await deps().pool.query(
      `UPDATE withdrawals SET account_name = 'Admin\u202EtroppuS', name_resolved = false WHERE id = $1`,
      [w.id],
    );
    const mine = (await (await call(user, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(mine.items[0]?.account_name).toBeNull();
    const list = (await (
      await call(admin(), `/api/admin/withdrawals?q=${w.reference}`)
    ).json()) as AdminWithdrawalPage;
    expect(list.items[0]?.account_name).toBeNull();
    expect((await decide(admin(), w.id, { decision: 'reject' })).status).toBe(200);
  });

  it('refuses without the PIN, beyond the balance, and bad input, moving nothing', async () => {
    const user = await newUser(1_000);
    const body = { amount: 100_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds };
    const noPin = await call(user, '/api/withdrawals', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noPin.status).toBe(400);
    const wrongPin = await call(user, '/api/withdrawals', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': '0000' },
    });
    expect(wrongPin.status).toBe(403);
    // ₦1,000 exactly, but the fee makes it ₦1,050.
    const short = await withdraw(user, body);
    expect(short.status).toBe(422);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'You need ₦1,050.00 (including ₦50 fee) but only have ₦1,000.00.',
    );
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: -5 },
      { ...body, amount: 1.5 },
      { ...body, amount: 2 ** 53 },
      { ...body, account_number: '012345678' },
      { ...body, account_number: `${SIM_ACCOUNTS.succeeds.slice(0, 9)}x` },
      { ...body, bank_code: '12' },
      { ...body, account_name: 'Ada\u0000' },
      { ...body, account_name: 'A'.repeat(10_000) },
    ]) {
      const res = await withdraw(user, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await naira(user)).toBe(100_000);
    const { rows } = await deps().pool.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('never overdraws under concurrent requests', async () => {
    const user = await newUser(2_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        withdraw(user, { amount: 50_000, bank_code: '058', account_number: SIM_ACCOUNTS.succeeds }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    // ₦2,000 holds three ₦550 withdrawals (₦1,650), not four.
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await naira(user)).toBe(200_000 - 3 * 55_000);
  });

  it('another user sees none of it and cannot decide', async () => {
    const owner = await newUser(2_000);
    const other = await newUser(0);
    const w = await created(owner, SIM_ACCOUNTS.succeeds);
    const list = (await (await call(other, '/api/withdrawals')).json()) as WithdrawalPage;
    expect(list.items).toEqual([]);
    expect((await call(other, '/api/admin/withdrawals')).status).toBe(403);
    expect((await decide(other, w.id, { decision: 'reject' })).status).toBe(403);
  });
});

describe('sending to another user', () => {
  it('names the recipient before the transfer; refuses oneself and unknown addresses', async () => {
    const sender = await newUser(1_000);
    const receiver = await newUser(0);
    const res = await call(
      sender,
      `/api/transfers/recipient?email=${encodeURIComponent(receiver.email.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: receiver.email, name: expect.any(String) });
    expect(
      (await call(sender, `/api/transfers/recipient?email=${encodeURIComponent(sender.email)}`))
        .status,
    ).toBe(422);
    expect((await call(sender, '/api/transfers/recipient?email=nobody%40example.com')).status).toBe(
      404,
    );
    expect((await call(sender, '/api/transfers/recipient?email=not-an-email')).status).toBe(400);
  });
});
