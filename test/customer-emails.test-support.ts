import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { mailSettled } from '#server/providers/email/outbox.ts';
import { type Client, serveWithdrawalsApp, withdrawer } from '#test/support/withdrawals.ts';
import { createTestDatabase } from './db.ts';

// Set-up of the customer-emails-*.test.ts files: the e-mails the screens
// promise (loan and KYC decisions, withdrawals, an incoming transfer) and the
// security e-mails (password, PIN), each driven through the real routes and
// read from the development mailbox: one mail, to the right person, saying
// the right thing; nobody else gets it; a mail server that fails never fails
// the money.

export const PASSWORD = 'secret-password';
let the: {
  deps: AppDeps;
  app: Awaited<ReturnType<typeof serveWithdrawalsApp>>['app'];
  admin: Client;
  ada: Client;
  bola: Client;
};
let close: () => Promise<void>;

export const deps = () => the.deps;
export const app = () => the.app;
/** An administrator. */
export const admin = () => the.admin;
/** Ada Obi: ₦5,000 in NGN, tier 2. */
export const ada = () => the.ada;
/** Nothing in NGN, tier 2. */
export const bola = () => the.bola;

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  const served = await serveWithdrawalsApp(url);
  const { deps, app } = served;
  close = served.close;
  const admin = await withdrawer(app, deps, 0, true);
  const ada = await withdrawer(app, deps, 5_000);
  const bola = await withdrawer(app, deps, 0);
  the = { deps, app, admin, ada, bola };
  await deps.pool.query(`UPDATE profiles SET full_name = 'Ada Obi' WHERE id = $1`, [ada.userId]);
  // Loans and tier 3's documents need a verified BVN (tier 2).
  await deps.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id IN ($1, $2)', [
    ada.userId,
    bola.userId,
  ]);
});
afterAll(async () => {
  await mailSettled(the.deps.outbox);
  expect((await checkLedger(the.deps.pool)).ok).toBe(true);
  await close?.();
});

type Mail = { to: string; subject: string; text: string; html: string };

/** Every mail to `who` with this subject, once the background sends have finished. */
export async function mailsTo(who: Client, subject: string | RegExp) {
  await mailSettled(deps().outbox);
  const { rows } = await deps().pool.query<Mail>(
    'SELECT "to", subject, text, html FROM dev_mail WHERE "to" = $1 ORDER BY id',
    [who.email],
  );
  return rows.filter((m) =>
    typeof subject === 'string' ? m.subject === subject : subject.test(m.subject),
  );
}

/** The one mail to `who` with this subject (fails on none or two). */
export async function oneMail(who: Client, subject: string | RegExp) {
  // A webhook's mail is handed over just after its commit, which the test may see first.
  await vi.waitFor(async () => expect((await mailsTo(who, subject)).length).toBeGreaterThan(0));
  const mails = await mailsTo(who, subject);
  expect(mails, `mail "${subject}" to ${who.email}`).toHaveLength(1);
  const mail = mails[0] as Mail;
  expect(mail.html).toContain('<!doctype html>');
  return mail;
}

export const req = (who: Client | null, path: string, init: RequestInit = {}) =>
  app().request(path, {
    ...init,
    headers: {
      ...(who ? { cookie: who.cookie, origin: deps().config.publicUrl } : {}),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
export const post = (
  who: Client,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => req(who, path, { method: 'POST', body: JSON.stringify(body), headers });

export const WAT_TIME = /\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/;
