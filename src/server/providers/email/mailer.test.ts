import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { mailSettled } from './outbox.ts';
import { verificationEmail } from './templates.ts';

type Received = { from: string; to: string[]; raw: string };

let url: string;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  ({ url } = await createTestDatabase(3));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => smtp.close(() => ok())));

/** Quoted-printable soft line breaks and escapes undone, enough to find a URL in the body. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail over SMTP', () => {
  it('hands the message to the SMTP server and stores nothing in the development mailbox', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: smtpUrl, MAIL_FROM: 'Owo <no-reply@owo.test>' });
    expect(deps.mailer.kind).toBe('smtp');
    await deps.mailer.send(
      verificationEmail({ email: 'ada@example.com', name: 'Ada' }, 'http://x.test/verify?token=1'),
    );
    const mail = received.at(-1) as Received;
    expect(mail.from).toBe('no-reply@owo.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.raw).toMatch(/^Subject: Confirm your email address for Owo\r?$/m);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(unfold(mail.raw)).toContain('http://x.test/verify?token=1');
    const { rows } = await deps.pool.query('SELECT count(*) AS n FROM dev_mail');
    expect(Number(rows[0].n)).toBe(0);
  });

  it('delivers the sign-up verification link', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: smtpUrl });
    const app = createApp(deps);
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bola', email: 'bola@example.com', password: 'secret1' }),
    });
    expect(res.status).toBe(200);
    await mailSettled(deps.outbox);
    const mail = received.find((m) => m.to.includes('bola@example.com'));
    expect(unfold(mail?.raw ?? '')).toMatch(
      /http:\/\/127\.0\.0\.1:3000\/api\/auth\/verify-email\?token=\S+callbackURL=%2Fdashboard/,
    );
  });

  it('does not fail the request when the SMTP server is down: the mail waits in the outbox', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const app = createApp(deps);
    const res = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bola@example.com' }),
    });
    expect(res.status).toBe(200);
    await mailSettled(deps.outbox);
    const { rows } = await deps.pool.query(
      `SELECT status, attempts, last_error FROM mail_outbox WHERE subject = 'Reset your Owo password'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(rows[0].last_error).toMatch(/ECONNREFUSED/);
  });
});

describe('MAIL=off', () => {
  it('sends nothing anywhere, even with SMTP_URL set', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: smtpUrl, MAIL: 'off' });
    expect(deps.mailer.kind).toBe('off');
    const before = received.length;
    const res = await createApp(deps).request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Off', email: 'off@example.com', password: 'secret-password' }),
    });
    expect(res.status).toBe(200);
    await mailSettled(deps.outbox);
    expect(received.length).toBe(before);
    const { rows } = await deps.pool.query('SELECT count(*)::int AS n FROM dev_mail');
    expect(rows[0].n).toBe(0);
    const queued = await deps.pool.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'off@example.com'`,
    );
    expect(queued.rows[0].n).toBe(0);
  });
});
