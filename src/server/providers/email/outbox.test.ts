import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/http/context.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { startSmtp, type TestSmtp } from '#test/support/smtp.ts';
import type { Mail } from './mailer.ts';
import { kycDecisionEmail } from './notices.ts';
import { mailSettled, retryDelayS } from './outbox.ts';
import { mailUser } from './send-later.ts';

// The mail outbox on a real PostgreSQL with a real SMTP server: mail written
// with its transaction (and gone with it), sent by the pg-boss worker,
// retried with backoff while the server refuses, never sent twice by two
// processes, and nothing at all with MAIL=off.

let url: string;
const servers: TestSmtp[] = [];
beforeAll(async () => {
  ({ url } = await createTestDatabase(30));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function smtpServer(opts: Parameters<typeof startSmtp>[0] = {}) {
  const smtp = await startSmtp(opts);
  servers.push(smtp);
  return smtp;
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const mail = (to: string, subject: string): Mail => ({
  to,
  subject,
  text: `${subject}\n`,
  html: `<p>${subject}</p>`,
});

type Row = { status: string; attempts: number; last_error: string | null; sent_at: Date | null };
async function rowsTo(deps: AppDeps, to: string): Promise<Row[]> {
  const { rows } = await deps.pool.query<Row>(
    'SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [to],
  );
  return rows;
}

const signUp = (deps: AppDeps, email: string) =>
  createApp(deps).request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Tester', email, password: 'secret-password' }),
  });

describe('the mail outbox', () => {
  it('retries while the SMTP server refuses (451), and the mail arrives once when it recovers', async () => {
    const smtp = await smtpServer({ refuse: (_, n) => n <= 2 });
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url, MAIL_RETRY_S: '0.2' });
    const jobs = await startJobs(deps);
    try {
      const to = 'retry@example.com';
      expect((await signUp(deps, to)).status).toBe(200);
      // Written before the answer, whatever the server says.
      expect(await rowsTo(deps, to)).toHaveLength(1);
      await vi.waitFor(async () => expect((await rowsTo(deps, to))[0]?.status).toBe('sent'), {
        timeout: 15_000,
        interval: 100,
      });
      await sleep(1_000); // time for a second delivery, which must not come
      expect(smtp.offers.get(to)).toBe(3);
      const arrived = smtp.received.filter((m) => m.to.includes(to));
      expect(arrived.map((m) => m.subject)).toEqual(['Confirm your email address for Owo']);
      const [row] = await rowsTo(deps, to);
      expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      expect(row?.sent_at).toBeInstanceOf(Date);
    } finally {
      await jobs.stop();
    }
  });

  it('sends each of 50 mails exactly once when two processes run the worker', async () => {
    const smtp = await smtpServer({ delayMs: 40 });
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_S: '0.25' };
    // Two "processes": each its own pool, pg-boss and worker, on one database.
    const a = makeTestDeps(url, env, 5);
    const b = makeTestDeps(url, env, 5);
    const sentBy = { a: 0, b: 0 };
    for (const [name, deps] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const send = deps.mailer.send;
      deps.mailer.send = async (m) => {
        await send(m);
        sentBy[name]++;
      };
    }
    const [jobsA, jobsB] = [await startJobs(a), await startJobs(b)];
    try {
      const mails = Array.from({ length: 50 }, (_, i) =>
        mail(`many-${i}@example.com`, `Mail ${i}`),
      );
      await inTransaction(a.pool, (tx) => a.outbox.queue(mails, tx));
      a.outbox.wake();
      b.outbox.wake();
      const sent = async () =>
        (
          await a.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent' AND recipient LIKE 'many-%'`,
          )
        ).rows[0]?.n;
      await vi.waitFor(async () => expect(await sent()).toBe(50), {
        timeout: 20_000,
        interval: 100,
      });
      await sleep(1_000);
      const subjects = smtp.received
        .filter((m) => m.to[0]?.startsWith('many-'))
        .map((m) => m.subject);
      expect(subjects).toHaveLength(50);
      expect(new Set(subjects).size).toBe(50);
      expect(sentBy.a + sentBy.b).toBe(50);
      // Both workers took part (the claim shared the work, it did not serialise it).
      expect(sentBy.a).toBeGreaterThan(0);
      expect(sentBy.b).toBeGreaterThan(0);
    } finally {
      await Promise.all([jobsA.stop(), jobsB.stop()]);
    }
  });

  it('rolls the mail back with its transaction when the action fails', async () => {
    const smtp = await smtpServer();
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url });
    const to = 'rollback@example.com';
    const { userId } = await signUpVerified(createApp(deps), deps, to);
    await mailSettled(deps.outbox); // the sign-up's own mail
    const subject = 'Your identity is verified on Owo';
    const decide = (fail: boolean) =>
      inTransaction(deps.pool, async (tx) => {
        await tx.query(`UPDATE profiles SET full_name = 'Changed' WHERE id = $1`, [userId]);
        await mailUser(
          deps,
          { id: userId },
          (r, appUrl) => kycDecisionEmail(r, appUrl, 'verified', null),
          tx,
        );
        const { rows } = await tx.query(
          'SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND subject = $2',
          [to, subject],
        );
        expect(rows[0].n).toBe(1); // there, inside the transaction
        if (fail) throw new Error('the action failed after its mail was written');
      });

    await expect(decide(true)).rejects.toThrow('the action failed');
    deps.outbox.wake();
    await mailSettled(deps.outbox);
    const name = await deps.pool.query('SELECT full_name FROM profiles WHERE id = $1', [userId]);
    expect(name.rows[0].full_name).not.toBe('Changed');
    expect((await rowsTo(deps, to)).filter((r) => r.status !== 'sent')).toHaveLength(0);
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(0);

    // The same action committing: its mail is there, and leaves once.
    await decide(false);
    deps.outbox.wake();
    await mailSettled(deps.outbox);
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('marks a mail failed after its last attempt, and tries it no more', async () => {
    const smtp = await smtpServer({ refuse: () => true });
    const deps = makeTestDeps(url, {
      SMTP_URL: smtp.url,
      MAIL_RETRY_S: '0.1',
      MAIL_MAX_ATTEMPTS: '2',
    });
    const to = 'never@example.com';
    await deps.outbox.send(mail(to, 'Never arrives'));
    await mailSettled(deps.outbox);
    expect(await rowsTo(deps, to)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await sleep(150);
    await mailSettled(deps.outbox);
    const [row] = await rowsTo(deps, to);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(row?.last_error).toMatch(/451/);
    await sleep(300);
    expect(await deps.outbox.deliverDue()).toBe(0);
    expect(smtp.offers.get(to)).toBe(2);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a mail again with the same Message-ID when the process died before marking it sent', async () => {
    const smtp = await smtpServer();
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url, MAIL_FROM: 'Owo <hello@owo.ng>' });
    const to = 'crash@example.com';
    await deps.outbox.send(mail(to, 'Sent before the crash'));
    await mailSettled(deps.outbox);
    // The SMTP server took it; the process "died" before its row was marked:
    // the row is pending again, as the claim's time ran out.
    await deps.pool.query(
      `UPDATE mail_outbox SET status = 'pending', sent_at = NULL, next_attempt_at = now()
        WHERE recipient = $1`,
      [to],
    );
    await deps.outbox.deliverDue();
    const { rows } = await deps.pool.query<{ id: string }>(
      'SELECT id FROM mail_outbox WHERE recipient = $1',
      [to],
    );
    const ids = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => m.raw.match(/^Message-ID: (.*)\r?$/im)?.[1]);
    expect(ids).toEqual([`<outbox-${rows[0]?.id}@owo.ng>`, `<outbox-${rows[0]?.id}@owo.ng>`]);
  });

  it('with MAIL=off writes and sends nothing, with the worker running', async () => {
    const smtp = await smtpServer();
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url, MAIL: 'off' });
    const jobs = await startJobs(deps);
    try {
      const to = 'off@example.com';
      expect((await signUp(deps, to)).status).toBe(200);
      await deps.outbox.send(mail(to, 'Not sent'));
      deps.outbox.wake();
      await mailSettled(deps.outbox);
      await sleep(500);
      expect(await rowsTo(deps, to)).toHaveLength(0);
      expect(smtp.offers.size).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await jobs.stop();
    }
  });
});

describe('retryDelayS', () => {
  it('doubles from the first delay and stops at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayS(30, n))).toEqual([30, 60, 120, 240]);
    expect(retryDelayS(30, 9)).toBe(3600);
    expect(retryDelayS(30, 50)).toBe(3600);
  });
});
