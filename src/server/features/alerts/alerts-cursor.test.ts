import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { startJobs } from '#server/jobs/jobs.ts';
import { postWithin } from '#server/ledger/post.ts';
import { debit, fund } from '#server/ledger/test-support.ts';
import { insertAlertMails } from './alerts.queries.ts';
import { runAlertBatch, runAlerts } from './alerts.service.ts';
import { alerts, alertsTo, deps, settled, user } from './alerts.test-support.ts';

describe('wallet alerts: the cursor, once and never missed', () => {
  it('writes each alert exactly once when two runs go at the same time', async () => {
    const people = await Promise.all([1, 2, 3].map(() => user('many')));
    for (const p of people) await fund(deps().pool, p.id, 'NGN', 1_000_000);
    await Promise.all(
      people.flatMap((p) => Array.from({ length: 10 }, () => debit(deps().pool, p.id, 'NGN', 100))),
    );
    const [a, b] = await Promise.all([runAlerts(alerts(), 4), runAlerts(alerts(), 4)]);
    expect(a + b).toBe(33);
    for (const p of people) {
      const mails = await alertsTo(p.email);
      expect(mails).toHaveLength(11);
      expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(11);
    }
    // The key holds even without the cursor's lock: writing one again is a no-op.
    const [one] = await alertsTo(people[0]!.email);
    const again = { to: one!.recipient, subject: 'x', text: 'x', html: 'x', key: one!.dedupe_key };
    expect(await insertAlertMails(deps().pool, [again])).toBe(0);
  });

  it('catches up after being down, in batches', async () => {
    const ada = await user('ada');
    for (let i = 1; i <= 7; i++) await fund(deps().pool, ada.id, 'CNY', i * 100);
    expect(await runAlerts(alerts(), 3)).toBe(7);
    const mails = await alertsTo(ada.email);
    expect(mails.map((m) => m.subject)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => `Credit Alert: ¥${i}.00`),
    );
    expect(mails.at(-1)?.text).toContain('Balance after: ¥28.00');
  });

  it('leaves the batch to the run that holds the cursor instead of waiting for it', async () => {
    const ada = await user('ada');
    await settled();
    await fund(deps().pool, ada.id, 'NGN', 600);
    const holder = await deps().pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM wallet_alert_cursor WHERE id = 1 FOR UPDATE');
      expect(await runAlertBatch(alerts())).toEqual({ written: 0, more: false });
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
    expect(await runAlerts(alerts())).toBe(1);
    expect((await alertsTo(ada.email)).map((m) => m.subject)).toEqual(['Credit Alert: ₦6.00']);
  });

  it('reads a window of entry ids per batch, however many are waiting', async () => {
    const ada = await user('ada');
    await settled();
    for (let i = 1; i <= 5; i++) await fund(deps().pool, ada.id, 'NGN', i * 100);
    // Each funding is two entries (the wallet's and the funding account's): four ids, two alerts.
    expect(await runAlertBatch(alerts(), 4)).toEqual({ written: 2, more: true });
    expect(await runAlertBatch(alerts(), 4)).toEqual({ written: 2, more: true });
    expect(await runAlertBatch(alerts(), 4)).toEqual({ written: 1, more: false });
    expect((await alertsTo(ada.email)).map((m) => m.subject)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Credit Alert: ₦${i}.00`),
    );
  });

  it.each([
    ['its transaction', false],
    ['a savepoint of its transaction', true],
  ])('does not miss an entry written in %s, committed after a later one', async (_, savepoint) => {
    const [ada, bola] = [await user('ada'), await user('bola')];
    await runAlerts(alerts());
    const slow = await deps().pool.connect();
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
      const late = await fund(deps().pool, bola.id, 'NGN', 3_300);
      // Ada's entry has the lower id but is not committed yet.
      const id = (p: typeof late) => Number(p.entries.find((e) => e.user_id)?.id);
      expect(id(early)).toBeLessThan(id(late));
      expect(await runAlerts(alerts())).toBe(1);
      // Runs while it is still open move the candidate on (batches of 1), and keep looking.
      await fund(deps().pool, bola.id, 'NGN', 4_400);
      await fund(deps().pool, bola.id, 'NGN', 5_500);
      expect(await runAlerts(alerts(), 1)).toBe(2);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    expect(await runAlerts(alerts())).toBe(1);
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
    await fund(deps().pool, ada.id, 'NGN', 5_000);
    const off = { ...alerts(), config: { ...alerts().config, mail: false } };
    expect(await runAlerts(off)).toBe(0);
    await settled(off);
    expect(await runAlerts(alerts())).toBe(0);
    expect(await alertsTo(ada.email)).toHaveLength(0);
  });

  it('is sent by the background job, through the outbox', async () => {
    const ada = await user('ada');
    const jobs = await startJobs(deps());
    try {
      await fund(deps().pool, ada.id, 'NGN', 12_345);
      await vi.waitFor(
        async () => {
          const { rows } = await deps().pool.query('SELECT subject FROM dev_mail WHERE "to" = $1', [
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
