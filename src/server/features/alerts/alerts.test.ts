import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hold, refund, settle } from '#server/ledger/holds.ts';
import { transfer } from '#server/ledger/operations.ts';
import { debit, fund } from '#server/ledger/test-support.ts';
import { updatePreferences } from '../me/me.commands.ts';
import { runAlerts } from './alerts.service.ts';
import { alerts, alertsTo, deps, type Row, settled, user } from './alerts.test-support.ts';

describe('wallet alerts', () => {
  it('writes one alert per movement with its amount, balance after, reference and Lagos time', async () => {
    const ada = await user('ada');
    const funded = await fund(deps().pool, ada.id, 'NGN', 500_000);
    const paid = await debit(deps().pool, ada.id, 'NGN', 150_000);
    expect(await runAlerts(alerts())).toBe(2);

    const [credit, debited] = await alertsTo(ada.email);
    expect(credit?.subject).toBe('Credit Alert: ₦5,000.00');
    expect(credit?.text).toContain('Balance after: ₦5,000.00');
    expect(credit?.text).toContain(`Reference: ${funded.transaction.reference}`);
    expect(debited?.subject).toBe('Debit Alert: ₦1,500.00');
    expect(debited?.text).toContain('Amount: ₦1,500.00');
    expect(debited?.text).toContain('Balance after: ₦3,500.00');
    expect(debited?.text).toContain('Description: Test debit');
    expect(debited?.text).toContain(`Reference: ${paid.transaction.reference}`);
    expect(debited?.text).toContain('Wallet: NGN wallet');
    expect(debited?.text).toMatch(/Date: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
    expect(debited?.html).toContain('<th scope="row"');
    expect(debited?.dedupe_key).toBe(`alert:${paid.entries.find((e) => e.user_id)?.id}`);
    // Nothing new: a second run writes nothing.
    expect(await runAlerts(alerts())).toBe(0);
    expect(await alertsTo(ada.email)).toHaveLength(2);
  });

  it('gives the sender of a transfer a debit alert and the recipient a credit alert', async () => {
    const [ada, bola] = [await user('ada'), await user('bola')];
    await fund(deps().pool, ada.id, 'USD', 10_000);
    await fund(deps().pool, bola.id, 'USD', 2_500);
    await runAlerts(alerts());
    const sent = await transfer(deps().pool, {
      fromUserId: ada.id,
      toEmail: bola.email,
      currency: 'USD',
      amount: 1_234,
      description: 'Lunch',
      idempotencyKey: randomUUID(),
    });
    // Both alerts, and the recipient's own "You received" mail.
    expect(await runAlerts(alerts())).toBe(3);
    const out = (await alertsTo(ada.email)).at(-1);
    const into = (await alertsTo(bola.email)).at(-1);
    expect(out?.subject).toBe('Debit Alert: $12.34');
    expect(out?.text).toContain('Balance after: $87.66');
    expect(out?.text).toContain(`Description: Transfer to ${bola.email}: Lunch`);
    expect(into?.subject).toBe('Credit Alert: $12.34');
    expect(into?.text).toContain('Balance after: $37.34');
    expect(into?.text).toContain(`Description: Transfer from ${ada.email}: Lunch`);
    for (const m of [out, into]) expect(m?.text).toContain(sent.transaction.reference);
  });

  it('mails the recipient of a transfer "You received" once, alerts on or off, and never the sender', async () => {
    const [ada, bola, chidi] = [await user('ada'), await user('bola'), await user('chidi')];
    await deps().pool.query(`UPDATE profiles SET full_name = 'Ada Obi' WHERE id = $1`, [ada.id]);
    await updatePreferences(deps().pool, chidi.id, { email_alerts: false });
    await fund(deps().pool, ada.id, 'NGN', 50_000);
    await runAlerts(alerts());
    const key = randomUUID();
    const send = (to: string, amount: number, k = randomUUID()) =>
      transfer(deps().pool, {
        fromUserId: ada.id,
        toEmail: to,
        currency: 'NGN',
        amount,
        description: 'For the fabric',
        idempotencyKey: k,
      });
    const first = await send(bola.email, 12_345, key);
    const replay = await send(bola.email, 12_345, key);
    expect(replay.replayed).toBe(true);
    const toChidi = await send(chidi.email, 500);
    // Two runs at once write each mail once.
    const [a, b] = await Promise.all([runAlerts(alerts()), runAlerts(alerts())]);
    // Ada: two debit alerts; Bola: a credit alert and the mail; Chidi: the mail only.
    expect(a + b).toBe(5);
    expect(await runAlerts(alerts())).toBe(0);
    const received = async (email: string) => {
      const { rows } = await deps().pool.query<Row>(
        `SELECT recipient, subject, text, html, dedupe_key FROM mail_outbox
          WHERE recipient = $1 AND dedupe_key LIKE 'received:%' ORDER BY id`,
        [email],
      );
      return rows;
    };
    const [toBola] = await received(bola.email);
    expect(await received(bola.email)).toHaveLength(1);
    expect(toBola?.subject).toBe('You received ₦123.45 on Owo');
    expect(toBola?.text).toContain('Ada Obi sent you ₦123.45');
    expect(toBola?.text).toContain('Note: For the fabric');
    expect(toBola?.text).toContain(`Reference: ${first.transaction.reference}`);
    const credit = first.entries.find((e) => e.user_id === bola.id);
    expect(toBola?.dedupe_key).toBe(`received:${credit?.id}`);
    expect((await alertsTo(bola.email)).map((m) => m.subject)).toEqual(['Credit Alert: ₦123.45']);
    // Alerts off: no credit alert, but the transfer's own mail all the same.
    expect(await alertsTo(chidi.email)).toHaveLength(0);
    expect((await received(chidi.email)).map((m) => m.text)).toEqual([
      expect.stringContaining(`Reference: ${toChidi.transaction.reference}`),
    ]);
    expect(await received(ada.email)).toHaveLength(0);
  });

  it('follows the balance through a hold: a debit at once, a credit when given back, nothing when settled', async () => {
    const ada = await user('ada');
    await fund(deps().pool, ada.id, 'NGN', 100_000);
    const held = await hold(deps().pool, {
      userId: ada.id,
      currency: 'NGN',
      amount: 40_000,
      category: 'airtime',
      description: 'MTN Airtime 08011111111',
      idempotencyKey: randomUUID(),
    });
    const kept = await hold(deps().pool, {
      userId: ada.id,
      currency: 'NGN',
      amount: 10_000,
      category: 'airtime',
      description: 'Glo Airtime',
      idempotencyKey: randomUUID(),
    });
    const given = held.transaction.id;
    await runAlerts(alerts());
    await refund(deps().pool, given, { reason: 'provider failed', status: 'failed' });
    await settle(deps().pool, kept.transaction.id, { to: 'bills' });
    await runAlerts(alerts());
    const mails = await alertsTo(ada.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Credit Alert: ₦1,000.00',
      'Debit Alert: ₦400.00',
      'Debit Alert: ₦100.00',
      'Credit Alert: ₦400.00',
    ]);
    expect(mails[1]?.text).toContain('It is being processed');
    expect(mails[1]?.text).toContain('Balance after: ₦600.00');
    expect(mails[3]?.text).toContain('Balance after: ₦900.00');
  });

  it('writes none for a customer who turned alerts off, and not once they are back on', async () => {
    const [ada, bola] = [await user('ada'), await user('bola')];
    await updatePreferences(deps().pool, bola.id, { email_alerts: false });
    await fund(deps().pool, bola.id, 'NGN', 100_000);
    await fund(deps().pool, ada.id, 'NGN', 100_000);
    expect(await runAlerts(alerts())).toBe(1);
    // Once the cursor has settled past those movements (alerts.service.ts),
    // switching alerts back on does not mail them.
    await settled();
    await updatePreferences(deps().pool, bola.id, { email_alerts: true });
    expect(await runAlerts(alerts())).toBe(0);
    expect(await alertsTo(bola.email)).toHaveLength(0);
    await fund(deps().pool, bola.id, 'NGN', 1_000);
    expect(await runAlerts(alerts())).toBe(1);
    expect((await alertsTo(bola.email)).map((m) => m.subject)).toEqual(['Credit Alert: ₦10.00']);
  });
});
