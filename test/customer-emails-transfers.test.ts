import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAlerts } from '#server/features/alerts/alerts.service.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { mailSettled } from '#server/providers/email/outbox.ts';
import { PIN } from '#test/support/withdrawals.ts';
import {
  ada,
  admin,
  bola,
  deps,
  mailsTo,
  oneMail,
  post,
  WAT_TIME,
} from './customer-emails.test-support.ts';

// The e-mail of an incoming transfer, and the money moving when mail fails
// (set-up in customer-emails.test-support.ts).
describe('incoming transfers', () => {
  const send = (key: string, amount = 12_345) =>
    post(
      ada(),
      '/api/transfers',
      { to_email: bola().email, currency: 'NGN', amount, description: 'For the fabric' },
      { 'idempotency-key': key, 'x-transaction-pin': PIN },
    );

  it("mails the recipient the amount and the sender's name, once, even for a repeated request", async () => {
    const key = randomUUID();
    expect((await send(key)).status).toBe(200);
    expect((await send(key)).status).toBe(200);
    // Written from the ledger entry by the wallet alerts job (its sweep, here run at once).
    await runAlerts(deps());
    const mail = await oneMail(bola(), 'You received ₦123.45 on Owo');
    expect(mail.text).toContain('Ada Obi sent you ₦123.45');
    expect(mail.text).toContain('Note: For the fabric');
    expect(mail.text).toMatch(WAT_TIME);
    expect(await mailsTo(ada(), /You received/)).toHaveLength(0);
    expect(await mailsTo(admin(), /You received/)).toHaveLength(0);
  });

  it('moves the money even when the mail server fails', async () => {
    const { send: send0, sendMany: sendMany0 } = deps().mailer;
    deps().mailer.send = deps().mailer.sendMany = async () => {
      throw new Error('mail server down');
    };
    try {
      const before = await balanceOf(deps().pool, bola().userId, 'NGN');
      const res = await send(randomUUID(), 1_000);
      expect(res.status).toBe(200);
      await runAlerts(deps());
      await mailSettled(deps().outbox);
      expect(await balanceOf(deps().pool, bola().userId, 'NGN')).toBe(before + 1_000);
      // The mail waits in the outbox for its next attempt.
      const { rows } = await deps().pool.query(
        `SELECT status, last_error FROM mail_outbox WHERE recipient = $1 AND subject = $2`,
        [bola().email, 'You received ₦10.00 on Owo'],
      );
      expect(rows).toEqual([{ status: 'pending', last_error: 'mail server down' }]);
    } finally {
      deps().mailer.send = send0;
      deps().mailer.sendMany = sendMany0;
    }
    expect(await mailsTo(bola(), 'You received ₦10.00 on Owo')).toHaveLength(0);
  });
});
