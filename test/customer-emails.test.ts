import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlerts } from '#server/features/alerts/alerts.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { mailSettled } from '#server/providers/email/outbox.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { applied, type LoansTest } from '#test/support/loans.ts';
import {
  type Client,
  PIN,
  serveWithdrawalsApp,
  waitForStatus,
  withdrawer,
} from '#test/support/withdrawals.ts';
import { setPin } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

// The e-mails the screens promise (loan and KYC decisions, withdrawals, an
// incoming transfer) and the security e-mails (password, PIN), each driven
// through the real routes and read from the development mailbox: one mail,
// to the right person, saying the right thing; nobody else gets it; a mail
// server that fails never fails the money.

const PASSWORD = 'secret-password';
let deps: AppDeps;
let app: Awaited<ReturnType<typeof serveWithdrawalsApp>>['app'];
let close: () => Promise<void>;
let admin: Client;
let ada: Client;
let bola: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  const served = await serveWithdrawalsApp(url);
  ({ deps, app, close } = served);
  admin = await withdrawer(app, deps, 0, true);
  ada = await withdrawer(app, deps, 5_000);
  bola = await withdrawer(app, deps, 0);
  await deps.pool.query(`UPDATE profiles SET full_name = 'Ada Obi' WHERE id = $1`, [ada.userId]);
  // Loans and tier 3's documents need a verified BVN (tier 2).
  await deps.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id IN ($1, $2)', [
    ada.userId,
    bola.userId,
  ]);
});
afterAll(async () => {
  await mailSettled(deps.outbox);
  expect((await checkLedger(deps.pool)).ok).toBe(true);
  await close?.();
});

type Mail = { to: string; subject: string; text: string; html: string };

/** Every mail to `who` with this subject, once the background sends have finished. */
async function mailsTo(who: Client, subject: string | RegExp) {
  await mailSettled(deps.outbox);
  const { rows } = await deps.pool.query<Mail>(
    'SELECT "to", subject, text, html FROM dev_mail WHERE "to" = $1 ORDER BY id',
    [who.email],
  );
  return rows.filter((m) =>
    typeof subject === 'string' ? m.subject === subject : subject.test(m.subject),
  );
}

/** The one mail to `who` with this subject (fails on none or two). */
async function oneMail(who: Client, subject: string | RegExp) {
  // A webhook's mail is handed over just after its commit, which the test may see first.
  await vi.waitFor(async () => expect((await mailsTo(who, subject)).length).toBeGreaterThan(0));
  const mails = await mailsTo(who, subject);
  expect(mails, `mail "${subject}" to ${who.email}`).toHaveLength(1);
  const mail = mails[0] as Mail;
  expect(mail.html).toContain('<!doctype html>');
  return mail;
}

const req = (who: Client | null, path: string, init: RequestInit = {}) =>
  app.request(path, {
    ...init,
    headers: {
      ...(who ? { cookie: who.cookie, origin: deps.config.publicUrl } : {}),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
const post = (who: Client, path: string, body: unknown, headers: Record<string, string> = {}) =>
  req(who, path, { method: 'POST', body: JSON.stringify(body), headers });

const WAT_TIME = /\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/;

describe('security e-mails', () => {
  it('tells the owner when the PIN is set and when it is changed, never the PIN itself', async () => {
    const set = await oneMail(ada, 'Your Owo transaction PIN was set');
    expect(set.text).toContain("If this wasn't you, reset your password");
    expect(set.text).toMatch(WAT_TIME);
    await setPin(app, deps, ada.cookie, PIN, PASSWORD);
    const changed = await oneMail(ada, 'Your Owo transaction PIN was changed');
    // Greeted by the profile's name once there is one.
    expect(changed.text).toMatch(/^Hello Ada Obi,/);
    for (const m of [set, changed]) {
      expect(m.to).toBe(ada.email);
      expect(m.text + m.html).not.toContain(PIN);
      expect(m.text + m.html).not.toContain(PASSWORD);
    }
    expect(await mailsTo(bola, /PIN was changed/)).toHaveLength(0);
    // A wrong password changes nothing and mails nothing.
    const wrong = await req(ada, '/api/me/pin', {
      method: 'PUT',
      body: JSON.stringify({ pin: '9999', current_password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(403);
    expect(await mailsTo(ada, /PIN was changed/)).toHaveLength(1);
  });

  it('tells the owner when the password is changed (and not when the change is refused)', async () => {
    const who = await withdrawer(app, deps, 0);
    const refused = await post(who, '/api/auth/change-password', {
      currentPassword: 'wrong-password',
      newPassword: 'another-password',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(who, 'Your Owo password was changed')).toHaveLength(0);

    const ok = await post(who, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-password',
    });
    expect(ok.status).toBe(200);
    const mail = await oneMail(who, 'Your Owo password was changed');
    expect(mail.text).toContain("If this wasn't you, reset your password");
    expect(mail.text).toContain(`${deps.config.publicUrl}/auth`);
    expect(mail.text).toMatch(WAT_TIME);
    expect(mail.text + mail.html).not.toContain('another-password');
    expect(await mailsTo(ada, 'Your Owo password was changed')).toHaveLength(0);
  });

  it('tells the owner when the password is reset from an e-mailed link', async () => {
    const who = await withdrawer(app, deps, 0);
    const asked = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, redirectTo: '/auth' }),
    });
    expect(asked.status).toBe(200);
    const link = (await oneMail(who, 'Reset your Owo password')).text.match(
      /\/api\/auth\/reset-password\/(\w+)/,
    );
    const reset = await app.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link?.[1], newPassword: 'a-new-password' }),
    });
    expect(reset.status).toBe(200);
    const mail = await oneMail(who, 'Your Owo password was changed');
    expect(mail.text).not.toContain(link?.[1]);
  });
});

describe('loan decisions', () => {
  const t = () => ({ deps, app, call: req }) as unknown as LoansTest;

  it('mails an approval with the amount in naira and the terms, once', async () => {
    const loan = await applied(t(), ada, { loan_amount: 100_000_000, loan_duration: 3 });
    const review = await post(admin, `/api/admin/loans/${loan.id}`, { decision: 'under_review' });
    expect(review.status).toBe(200);
    const ok = await post(admin, `/api/admin/loans/${loan.id}`, { decision: 'approve' });
    expect(ok.status).toBe(200);
    const mail = await oneMail(ada, 'Your Owo loan was approved');
    expect(mail.text).toContain(`your loan application ${loan.id} was approved for ₦1,000,000.00`);
    expect(mail.text).toContain('3 monthly payments');
    expect(mail.html).toContain(`${deps.config.publicUrl}/loans`);
    // Under review is shown in the app only; the admin and others get nothing.
    expect(await mailsTo(ada, /loan/i)).toHaveLength(1);
    expect(await mailsTo(admin, /loan/i)).toHaveLength(0);
    expect(await mailsTo(bola, /loan/i)).toHaveLength(0);
  });

  it('mails a rejection with its reason', async () => {
    const loan = await applied(t(), bola, { loan_amount: 50_000_000 });
    const no = await post(admin, `/api/admin/loans/${loan.id}`, {
      decision: 'reject',
      note: 'Revenue too low for this amount',
    });
    expect(no.status).toBe(200);
    const mail = await oneMail(bola, 'Your Owo loan application was not approved');
    expect(mail.text).toContain(loan.id);
    expect(mail.text).toContain('Reason: Revenue too low for this amount');
    expect(await mailsTo(ada, /not approved/)).toHaveLength(0);
  });
});

describe('KYC decisions', () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
  ]);
  const submit = async (who: Client) => {
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new File([PNG as BlobPart], 'id.png', { type: 'image/png' }));
    form.set('proof_of_address', new File([PNG as BlobPart], 'bill.png', { type: 'image/png' }));
    const res = await req(who, '/api/kyc', { method: 'POST', body: form });
    expect(res.status).toBe(200);
  };

  it('mails a rejection with the reason the customer reads, then the approval', async () => {
    const cara = await withdrawer(app, deps, 0);
    await deps.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [cara.userId]);
    await submit(cara);
    const no = await post(admin, `/api/admin/users/${cara.userId}/kyc`, {
      decision: 'rejected',
      reason: 'The photo is blurry',
    });
    expect(no.status).toBe(200);
    const rejected = await oneMail(cara, 'Your Owo identity verification was rejected');
    expect(rejected.text).toContain('Reason: The photo is blurry');
    const { rows } = await deps.pool.query(
      'SELECT kyc_rejection_reason FROM profiles WHERE id = $1',
      [cara.userId],
    );
    expect(rejected.text).toContain(rows[0].kyc_rejection_reason);

    await submit(cara);
    const yes = await post(admin, `/api/admin/users/${cara.userId}/kyc`, { decision: 'verified' });
    expect(yes.status).toBe(200);
    const verified = await oneMail(cara, 'Your identity is verified on Owo');
    expect(verified.text).not.toContain('Reason');
    expect(await mailsTo(admin, /identity/)).toHaveLength(0);
    expect(await mailsTo(ada, /identity/)).toHaveLength(0);
  });
});

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
    const dayo = await withdrawer(app, deps, 2_000);
    const w = await created(dayo, SIM_ACCOUNTS.succeeds, 100_000);
    expect(
      (await post(admin, `/api/admin/withdrawals/${w.id}`, { decision: 'approve' })).status,
    ).toBe(200);
    await waitForStatus(deps, w.id, 'completed');
    const mail = await oneMail(dayo, 'Your Owo withdrawal was paid');
    expect(mail.text).toContain(`₦1,000.00 was sent to`);
    expect(mail.text).toContain(SIM_ACCOUNTS.succeeds);
    expect(mail.text).toContain(`Reference: ${w.reference}`);
    expect(mail.text).toMatch(WAT_TIME);
    expect(await mailsTo(admin, /withdrawal/)).toHaveLength(0);
  });

  it('mails a failed transfer as refunded', async () => {
    const efe = await withdrawer(app, deps, 2_000);
    const w = await created(efe, SIM_ACCOUNTS.fails, 50_000);
    expect(
      (await post(admin, `/api/admin/withdrawals/${w.id}`, { decision: 'approve' })).status,
    ).toBe(200);
    await waitForStatus(deps, w.id, 'failed');
    const mail = await oneMail(efe, 'Your Owo withdrawal failed and was refunded');
    expect(mail.text).toContain('₦500.00');
    expect(mail.text).toContain('The amount and the fee are back in your NGN wallet.');
    expect(await mailsTo(efe, 'Your Owo withdrawal was paid')).toHaveLength(0);
  });

  it('mails a declined withdrawal with the reason', async () => {
    const femi = await withdrawer(app, deps, 2_000);
    const w = await created(femi, SIM_ACCOUNTS.succeeds, 70_000);
    const no = await post(admin, `/api/admin/withdrawals/${w.id}`, {
      decision: 'reject',
      failure_reason: 'Account details need checking',
    });
    expect(no.status).toBe(200);
    const mail = await oneMail(femi, 'Your Owo withdrawal was declined');
    expect(mail.text).toContain('₦700.00');
    expect(mail.text).toContain('Reason: Account details need checking');
    expect(await mailsTo(ada, /withdrawal/)).toHaveLength(0);
  });
});

describe('incoming transfers', () => {
  const send = (key: string, amount = 12_345) =>
    post(
      ada,
      '/api/transfers',
      { to_email: bola.email, currency: 'NGN', amount, description: 'For the fabric' },
      { 'idempotency-key': key, 'x-transaction-pin': PIN },
    );

  it("mails the recipient the amount and the sender's name, once, even for a repeated request", async () => {
    const key = randomUUID();
    expect((await send(key)).status).toBe(200);
    expect((await send(key)).status).toBe(200);
    // Written from the ledger entry by the wallet alerts job (its sweep, here run at once).
    await runAlerts(deps);
    const mail = await oneMail(bola, 'You received ₦123.45 on Owo');
    expect(mail.text).toContain('Ada Obi sent you ₦123.45');
    expect(mail.text).toContain('Note: For the fabric');
    expect(mail.text).toMatch(WAT_TIME);
    expect(await mailsTo(ada, /You received/)).toHaveLength(0);
    expect(await mailsTo(admin, /You received/)).toHaveLength(0);
  });

  it('moves the money even when the mail server fails', async () => {
    const { send: send0, sendMany: sendMany0 } = deps.mailer;
    deps.mailer.send = deps.mailer.sendMany = async () => {
      throw new Error('mail server down');
    };
    try {
      const before = await balanceOf(deps.pool, bola.userId, 'NGN');
      const res = await send(randomUUID(), 1_000);
      expect(res.status).toBe(200);
      await runAlerts(deps);
      await mailSettled(deps.outbox);
      expect(await balanceOf(deps.pool, bola.userId, 'NGN')).toBe(before + 1_000);
      // The mail waits in the outbox for its next attempt.
      const { rows } = await deps.pool.query(
        `SELECT status, last_error FROM mail_outbox WHERE recipient = $1 AND subject = $2`,
        [bola.email, 'You received ₦10.00 on Owo'],
      );
      expect(rows).toEqual([{ status: 'pending', last_error: 'mail server down' }]);
    } finally {
      deps.mailer.send = send0;
      deps.mailer.sendMany = sendMany0;
    }
    expect(await mailsTo(bola, 'You received ₦10.00 on Owo')).toHaveLength(0);
  });
});
