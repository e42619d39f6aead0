import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/http/context.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import { fund } from '#server/ledger/test-support.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { STATEMENT_EMAILS_PER_HOUR, STATEMENT_MESSAGES } from '#shared/schemas/statements.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { startSmtp, type TestSmtp } from '#test/support/smtp.ts';
import { mailStatement } from './statements.email.ts';

// POST /api/statements/email with the real job queue and a real SMTP server:
// one request, one mail, the PDF attached; the statement recorded with its
// figures; at most three an hour; bad input refused before anything queues.

let smtp: TestSmtp;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let jobs: Awaited<ReturnType<typeof startJobs>>;
let ada: { cookie: string; userId: string; email: string };
let bola: { cookie: string; userId: string; email: string };
const today = lagosDay();

beforeAll(async () => {
  const { url, pool } = await createTestDatabase(8);
  smtp = await startSmtp();
  deps = makeTestDeps(url, { SMTP_URL: smtp.url }, 6);
  app = createApp(deps);
  jobs = await startJobs(deps);
  const signUp = async (name: string) => {
    const email = `${name}-${randomUUID()}@example.com`;
    return { ...(await signUpVerified(app, deps, email)), email };
  };
  ada = await signUp('ada');
  bola = await signUp('bola');
  await fund(pool, ada.userId, 'NGN', 123_456);
});
afterAll(async () => {
  await jobs?.stop();
  await smtp?.close();
});

/** The statement mails the SMTP server received for `email` (sign-up's confirmation left out). */
const statementMails = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject.includes('statement'));

const ask = (cookie: string, body: unknown) =>
  app.request('/api/statements/email', {
    method: 'POST',
    headers: { cookie, origin: deps.config.publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The attachments of a raw MIME message: type, file name and decoded bytes. */
function attachments(raw: string) {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .filter((p) => /Content-Disposition: attachment/i.test(p))
    .map((p) => {
      const [head = '', body = ''] =
        p.split(/\r?\n\r?\n/, 2).length === 2 ? p.split(/\r?\n\r?\n/) : [p, ''];
      return {
        type: /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1],
        filename: /filename="?([^"\r\n;]+)/i.exec(head)?.[1],
        bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
      };
    });
}

describe('POST /api/statements/email', () => {
  it('answers 202 and mails the statement once, as a PDF attachment', async () => {
    const res = await ask(ada.cookie, { currency: 'NGN', from: today, to: today });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { status: string; reference: string; email: string };
    expect(body).toMatchObject({ status: 'queued', email: ada.email });

    await vi.waitFor(() => expect(statementMails(ada.email)).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    });
    const mail = statementMails(ada.email)[0]!;
    // The subject is RFC 2047-encoded (its dash): Your_Owo_NGN_statement...
    expect(mail.subject).toMatch(/Your.Owo.NGN.statement/);
    expect(mail.raw).toContain(body.reference);
    const files = attachments(mail.raw);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      type: 'application/pdf',
      filename: `owo-statement-NGN-${today}-to-${today}.pdf`,
    });
    expect(files[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const { rows } = await deps.pool.query(
      `SELECT id, delivery, format, closing_balance::int AS closing, entry_count, issued_at
         FROM statements WHERE reference = $1 AND user_id = $2`,
      [body.reference, ada.userId],
    );
    expect(rows[0]).toMatchObject({
      delivery: 'email',
      format: 'pdf',
      closing: 123_456,
      entry_count: 1,
    });
    expect(rows[0].issued_at).toBeInstanceOf(Date);

    // The job run again (as after a crash) finds it issued: no second mail.
    expect(await mailStatement(deps, rows[0].id)).toBe(false);
    await new Promise((ok) => setTimeout(ok, 500));
    expect(statementMails(ada.email)).toHaveLength(1);
  });

  it(`refuses a ${STATEMENT_EMAILS_PER_HOUR + 1}th request within the hour with 429`, async () => {
    const period = { currency: 'USD', from: today, to: today };
    // Ada asked once above.
    for (let i = 1; i < STATEMENT_EMAILS_PER_HOUR; i++)
      expect((await ask(ada.cookie, period)).status).toBe(202);
    const refused = await ask(ada.cookie, period);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: STATEMENT_MESSAGES.tooMany },
    });
    // Another customer has an allowance of their own.
    expect((await ask(bola.cookie, period)).status).toBe(202);
    const { rows } = await deps.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM statements WHERE user_id = $1 AND delivery = 'email'`,
      [ada.userId],
    );
    expect(rows[0]?.n).toBe(STATEMENT_EMAILS_PER_HOUR);
    // Each accepted request is mailed, the refused one is not.
    await vi.waitFor(
      () => {
        expect(statementMails(ada.email)).toHaveLength(STATEMENT_EMAILS_PER_HOUR);
        expect(statementMails(bola.email)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('refuses bad input with 400 and queues nothing', async () => {
    const before = await deps.pool.query(`SELECT count(*)::int AS n FROM statements`);
    for (const body of [
      {},
      { currency: 'NGN', from: today },
      { currency: 'NGN', from: today, to: '2020-01-01' },
      { currency: 'XYZ', from: today, to: today },
    ]) {
      const res = await ask(bola.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION_ERROR',
      );
    }
    const after = await deps.pool.query(`SELECT count(*)::int AS n FROM statements`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
