import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { startSmtp, type TestSmtp } from '#test/support/smtp.ts';
import type { Mail } from './mailer.ts';

// Mail that carries files (an account statement's PDF): the files are written
// with the mail, in its transaction, handed to SMTP as MIME attachments, shown
// by name in the development mailbox, and gone with the mail.

let url: string;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ url } = await createTestDatabase(6));
  smtp = await startSmtp();
});
afterAll(() => smtp?.close());

const FILE = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
const withFile = (to: string): Mail => ({
  to,
  subject: 'With a file',
  text: 'See the file.',
  html: '<p>See the file.</p>',
  attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: FILE }],
});

describe('mail with attachments', () => {
  it('reaches the SMTP server with the file, byte for byte', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url }, 3);
    await deps.outbox.queue(withFile('files@example.com'));
    await deps.outbox.queue({ to: 'plain@example.com', subject: 'Plain', text: 'x', html: 'x' });
    expect(await deps.outbox.deliverDue()).toBe(2);
    const mail = smtp.received.find((m) => m.to.includes('files@example.com'))!;
    const part = mail.raw.split(/\r?\n--/).find((p) => /filename="?report\.pdf/.test(p))!;
    expect(part).toMatch(/Content-Type: application\/pdf/);
    const body = part.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '');
    expect([...Buffer.from(body, 'base64')]).toEqual([...FILE]);
    const plain = smtp.received.find((m) => m.to.includes('plain@example.com'))!;
    expect(plain.raw).not.toMatch(/Content-Disposition: attachment/);
  });

  it('writes nothing when the transaction that queued it rolls back', async () => {
    const deps = makeTestDeps(url, { SMTP_URL: smtp.url }, 3);
    const before = await deps.pool.query('SELECT count(*)::int AS n FROM mail_outbox_attachments');
    await expect(
      inTransaction(deps.pool, async (tx) => {
        await deps.outbox.queue(withFile('rolled-back@example.com'), tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await deps.pool.query('SELECT count(*)::int AS n FROM mail_outbox_attachments');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const mails = await deps.pool.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [
      'rolled-back@example.com',
    ]);
    expect(mails.rows).toHaveLength(0);
  });

  it("names the file on the development mailbox's page, and drops it with its mail", async () => {
    const deps = makeTestDeps(url, {}, 3);
    await deps.outbox.queue(withFile('mailbox@example.com'));
    await deps.outbox.deliverDue();
    const res = await createApp(deps).request('/dev/mailbox?to=mailbox@example.com');
    expect(await res.text()).toContain(
      `Attached: report.pdf (application/pdf, ${FILE.byteLength} bytes)`,
    );
    await deps.pool.query(`DELETE FROM mail_outbox WHERE recipient = 'mailbox@example.com'`);
    const left = await deps.pool.query(
      `SELECT count(*)::int AS n FROM mail_outbox_attachments a
        WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.id = a.mail_id)`,
    );
    expect(left.rows[0].n).toBe(0);
  });
});
