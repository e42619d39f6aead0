import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import { hold, refund, settle } from '#server/ledger/holds.ts';
import { transfer } from '#server/ledger/operations.ts';
import { postWithin } from '#server/ledger/post.ts';
import { debit, fund, makeUser } from '#server/ledger/test-support.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { updatePreferences } from '../me/me.commands.ts';
import { insertAlertMails } from './alerts.queries.ts';
import { type AlertDeps, runAlerts } from './alerts.service.ts';

// Debit and credit alerts on a real PostgreSQL: one per wallet movement, with
// the ledger's own figures; exactly once however many runs; none for a
// customer who turned them off; and none missed, even when an entry's
// transaction commits after a later one's.

let deps: AppDeps;
let alerts: AlertDeps;
beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  deps = makeTestDeps(url, {}, 8);
  alerts = { pool: deps.pool, config: deps.config };
});

type Row = { recipient: string; subject: string; text: string; html: string; dedupe_key: string };
async function alertsTo(email: string): Promise<Row[]> {
  const { rows } = await deps.pool.query<Row>(
    `SELECT recipient, subject, text, html, dedupe_key FROM mail_outbox
      WHERE recipient = $1 AND dedupe_key LIKE 'alert:%' ORDER BY id`,
    [email],
  );
  return rows;
}
/**
 * Runs until the cursor's floor has passed everything: transactions running
 * elsewhere on the server (other databases' tests too) may hold it a moment.
 */
async function settled(run: AlertDeps = alerts) {
  await vi.waitFor(
    async () => {
      await runAlerts(run);
      const { rows } = await deps.pool.query('SELECT candidate_id FROM wallet_alert_cursor');
      expect(rows[0].candidate_id).toBeNull();
    },
    { timeout: 10_000, interval: 50 },
  );
}
async function user(name: string) {
  return makeUser(deps.pool, `${name}-${randomUUID()}`);
}

describe('wallet alerts', () => {
  it('writes one alert per movement with its amount, balance after, reference and Lagos time', async () => {
    const ada = await user('ada');
    const funded = await fund(deps.pool, ada.id, 'NGN', 500_000);
    const paid = await debit(deps.pool, ada.id, 'NGN', 150_000);
    expect(await runAlerts(alerts)).toBe(2);

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
    expect(await runAlerts(alerts)).toBe(0);
    expect(await alertsTo(ada.email)).toHaveLength(2);
  });

  it('gives the sender of a transfer a debit alert and the recipient a credit alert', async () => {
    const [ada, bola] = [await user('ada'), await user('bola')];
    await fund(deps.pool, ada.id, 'USD', 10_000);
    await fund(deps.pool, bola.id, 'USD', 2_500);
    await runAlerts(alerts);
    const sent = await transfer(deps.pool, {
      fromUserId: ada.id,
      toEmail: bola.email,
      currency: 'USD',
      amount: 1_234,
      description: 'Lunch',
      idempotencyKey: randomUUID(),
    });
    // Both alerts, and the recipient's own "You received" mail.
    expect(await runAlerts(alerts)).toBe(3);
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
    await deps.pool.query(`UPDATE profiles SET full_name = 'Ada Obi' WHERE id = $1`, [ada.id]);
    await updatePreferences(deps.pool, chidi.id, { email_alerts: false });
    await fund(deps.pool, ada.id, 'NGN', 50_000);
    await runAlerts(alerts);
    const key = randomUUID();
    const send = (to: string, amount: number, k = randomUUID()) =>
      transfer(deps.pool, {
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
    const [a, b] = await Promise.all([runAlerts(alerts), runAlerts(alerts)]);
    // Ada: two debit alerts; Bola: a credit alert and the mail; Chidi: the mail only.
    expect(a + b).toBe(5);
    expect(await runAlerts(alerts)).toBe(0);
    const received = async (email: string) => {
      const { rows } = await deps.pool.query<Row>(
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
    await fund(deps.pool, ada.id, 'NGN', 100_000);
    const held = await hold(deps.pool, {
      userId: ada.id,
      currency: 'NGN',
      amount: 40_000,
      category: 'airtime',
      description: 'MTN Airtime 08011111111',
      idempotencyKey: randomUUID(),
    });
    const kept = await hold(deps.pool, {
      userId: ada.id,
      currency: 'NGN',
      amount: 10_000,
      category: 'airtime',
      description: 'Glo Airtime',
      idempotencyKey: randomUUID(),
    });
    const given = held.transaction.id;
    await runAlerts(alerts);
    await refund(deps.pool, given, { reason: 'provider failed', status: 'failed' });
    await settle(deps.pool, kept.transaction.id, { to: 'bills' });
    await runAlerts(alerts);
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
    await updatePreferences(deps.pool, bola.id, { email_alerts: false });
    await fund(deps.pool, bola.id, 'NGN', 100_000);
    await fund(deps.pool, ada.id, 'NGN', 100_000);
    expect(await runAlerts(alerts)).toBe(1);
    // Once the cursor has settled past those movements (alerts.service.ts),
    // switching alerts back on does not mail them.
    await settled();
    await updatePreferences(deps.pool, bola.id, { email_alerts: true });
    expect(await runAlerts(alerts)).toBe(0);
    expect(await alertsTo(bola.email)).toHaveLength(0);
    await fund(deps.pool, bola.id, 'NGN', 1_000);
    expect(await runAlerts(alerts)).toBe(1);
    expect((await alertsTo(bola.email)).map((m) => m.subject)).toEqual(['Credit Alert: ₦10.00']);
  });

  it('writes each alert exactly once when two runs go at the same time', async () => {
    const people = await Promise.all([1, 2, 3].map(() => user('many')));
    for (const p of people) await fund(deps.pool, p.id, 'NGN', 1_000_000);
    await Promise.all(
      people.flatMap((p) => Array.from({ length: 10 }, () => debit(deps.pool, p.id, 'NGN', 100))),
    );
    const [a, b] = await Promise.all([runAlerts(alerts, 4), runAlerts(alerts, 4)]);
    expect(a + b).toBe(33);
    for (const p of people) {
      const mails = await alertsTo(p.email);
      expect(mails).toHaveLength(11);
      expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(11);
    }
    // The key holds even without the cursor's lock: writing one again is a no-op.
    const [one] = await alertsTo(people[0]!.email);
    const again = { to: one!.recipient, subject: 'x', text: 'x', html: 'x', key: one!.dedupe_key };
    expect(await insertAlertMails(deps.pool, [again])).toBe(0);
  });

  it('catches up after being down, in batches', async () => {
    const ada = await user('ada');
    for (let i = 1; i <= 7; i++) await fund(deps.pool, ada.id, 'CNY', i * 100);
    expect(await runAlerts(alerts, 3)).toBe(7);
    const mails = await alertsTo(ada.email);
    expect(mails.map((m) => m.subject)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => `Credit Alert: ¥${i}.00`),
    );
    expect(mails.at(-1)?.text).toContain('Balance after: ¥28.00');
  });

  it.each([
    ['its transaction', false],
    ['a savepoint of its transaction', true],
  ])('does not miss an entry written in %s, committed after a later one', async (_, savepoint) => {
    const [ada, bola] = [await user('ada'), await user('bola')];
    await runAlerts(alerts);
    const slow = await deps.pool.connect();
    try {
      await slow.query('BEGIN');
      // A savepoint is a subtransaction: the entry's xmin is not the transaction's own id.
      if (savepoint) await slow.query('SAVEPOINT early');
      const early = await postWithin(slow, {
        kind: 'deposit',
        category: 'funding',
        description: 'Slow funding',
        userId: ada.id,
        actorId: 'test-funder',
        idempotencyKey: randomUUID(),
        request: { slow: true },
        legs: [
          { account: { userId: ada.id, currency: 'NGN' }, amount: 7_700 },
          // Not `funding`: the later posting must not wait on this one's shard.
          { account: { system: 'adjustments', currency: 'NGN' }, amount: -7_700 },
        ],
      });
      if (savepoint) await slow.query('RELEASE SAVEPOINT early');
      const late = await fund(deps.pool, bola.id, 'NGN', 3_300);
      // Ada's entry has the lower id but is not committed yet.
      const id = (p: typeof late) => Number(p.entries.find((e) => e.user_id)?.id);
      expect(id(early)).toBeLessThan(id(late));
      expect(await runAlerts(alerts)).toBe(1);
      // Runs while it is still open move the candidate on (batches of 1), and keep looking.
      await fund(deps.pool, bola.id, 'NGN', 4_400);
      await fund(deps.pool, bola.id, 'NGN', 5_500);
      expect(await runAlerts(alerts, 1)).toBe(2);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    expect(await runAlerts(alerts)).toBe(1);
    expect((await alertsTo(ada.email)).map((m) => m.subject)).toEqual(['Credit Alert: ₦77.00']);
    expect((await alertsTo(bola.email)).map((m) => m.subject)).toEqual([
      'Credit Alert: ₦33.00',
      'Credit Alert: ₦44.00',
      'Credit Alert: ₦55.00',
    ]);
    // The floor passes both, and nothing is written twice on the way.
    await settled();
    expect(await alertsTo(ada.email)).toHaveLength(1);
    expect(await alertsTo(bola.email)).toHaveLength(3);
  });

  it('moves on without writing anything when mail is off', async () => {
    const ada = await user('ada');
    await fund(deps.pool, ada.id, 'NGN', 5_000);
    const off = { ...alerts, config: { ...alerts.config, mail: false } };
    expect(await runAlerts(off)).toBe(0);
    await settled(off);
    expect(await runAlerts(alerts)).toBe(0);
    expect(await alertsTo(ada.email)).toHaveLength(0);
  });

  it('is sent by the background job, through the outbox', async () => {
    const ada = await user('ada');
    const jobs = await startJobs(deps);
    try {
      await fund(deps.pool, ada.id, 'NGN', 12_345);
      await vi.waitFor(
        async () => {
          const { rows } = await deps.pool.query('SELECT subject FROM dev_mail WHERE "to" = $1', [
            ada.email,
          ]);
          expect(rows.map((r) => r.subject)).toEqual(['Credit Alert: ₦123.45']);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await jobs.stop();
    }
  });
});
