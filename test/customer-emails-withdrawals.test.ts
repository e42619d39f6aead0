import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { type Client, PIN, waitForStatus, withdrawer } from '#test/support/withdrawals.ts';
import {
  ada,
  admin,
  app,
  deps,
  mailsTo,
  oneMail,
  post,
  WAT_TIME,
} from './customer-emails.test-support.ts';

// The e-mails of a withdrawal: paid, failed and refunded, declined (set-up in
// customer-emails.test-support.ts).
describe('withdrawals', () => {
  async function created(who: Client, accountNumber: string, amount = 100_000) {
    const res = await post(
      who,
      '/api/withdrawals',
      { amount, bank_code: '058', account_number: accountNumber },
      { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Withdrawal;
  }

  it('mails the payout once when the bank transfer succeeds', async () => {
    const dayo = await withdrawer(app(), deps(), 2_000);
    const w = await created(dayo, SIM_ACCOUNTS.succeeds, 100_000);
    expect(
      (await post(admin(), `/api/admin/withdrawals/${w.id}`, { decision: 'approve' })).status,
    ).toBe(200);
    await waitForStatus(deps(), w.id, 'completed');
    const mail = await oneMail(dayo, 'Your Owo withdrawal was paid');
    expect(mail.text).toContain(`₦1,000.00 was sent to`);
    expect(mail.text).toContain(SIM_ACCOUNTS.succeeds);
    expect(mail.text).toContain(`Reference: ${w.reference}`);
    expect(mail.text).toMatch(WAT_TIME);
    expect(await mailsTo(admin(), /withdrawal/)).toHaveLength(0);
  });

  it('mails a failed transfer as refunded', async () => {
    const efe = await withdrawer(app(), deps(), 2_000);
    const w = await created(efe, SIM_ACCOUNTS.fails, 50_000);
    expect(
      (await post(admin(), `/api/admin/withdrawals/${w.id}`, { decision: 'approve' })).status,
    ).toBe(200);
    await waitForStatus(deps(), w.id, 'failed');
    const mail = await oneMail(efe, 'Your Owo withdrawal failed and was refunded');
    expect(mail.text).toContain('₦500.00');
    expect(mail.text).toContain('The amount and the fee are back in your NGN wallet.');
    expect(await mailsTo(efe, 'Your Owo withdrawal was paid')).toHaveLength(0);
  });

  it('mails a declined withdrawal with the reason', async () => {
    const femi = await withdrawer(app(), deps(), 2_000);
    const w = await created(femi, SIM_ACCOUNTS.succeeds, 70_000);
    const no = await post(admin(), `/api/admin/withdrawals/${w.id}`, {
      decision: 'reject',
      failure_reason: 'Account details need checking',
    });
    expect(no.status).toBe(200);
    const mail = await oneMail(femi, 'Your Owo withdrawal was declined');
    expect(mail.text).toContain('₦700.00');
    expect(mail.text).toContain('Reason: Account details need checking');
    expect(await mailsTo(ada(), /withdrawal/)).toHaveLength(0);
  });
});
