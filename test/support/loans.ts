import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createApp } from '#server/app.ts';
import { fund } from '#server/ledger/test-support.ts';
import { safeMinor } from '#shared/money.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import type { LoanApplicationInput } from '#shared/schemas/loans-application.ts';
import { makeTestDeps, setPin, signUpVerified } from '#test/auth-helpers.ts';

// Test support for loans: the app on a test database, borrowers with naira and
// a PIN, administrators, a complete application and documents of each type.

export const PIN = '2468';
const PASSWORD = 'secret-password';

export type Client = { cookie: string; userId: string; email: string };

export function loansApp(url: string) {
  const deps = makeTestDeps(url, {}, 12);
  const app = createApp(deps);
  const call = (who: Client | null, path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        ...(who ? { cookie: who.cookie, origin: deps.config.publicUrl } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  return { deps, app, call };
}
export type LoansTest = ReturnType<typeof loansApp>;

/**
 * A signed-up user with `naira` in the NGN wallet and the PIN set; an
 * administrator if asked. Tier 2 (a verified BVN), which loans need, unless `tier` says otherwise.
 */
export async function person(
  t: LoansTest,
  naira = 0,
  admin = false,
  tier: 1 | 2 | 3 = 2,
): Promise<Client> {
  const email = `ln-${randomUUID().slice(0, 8)}@example.com`;
  const user = await signUpVerified(t.app, t.deps, email, PASSWORD);
  await t.deps.pool.query('UPDATE profiles SET kyc_tier = $2 WHERE id = $1', [user.userId, tier]);
  if (naira > 0) await fund(t.deps.pool, user.userId, 'NGN', naira * 100);
  await setPin(t.app, t.deps, user.cookie, PIN, PASSWORD);
  if (admin)
    await t.deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [user.userId]);
  return { ...user, email };
}

export const application = (over: Partial<LoanApplicationInput> = {}): LoanApplicationInput => ({
  loan_type: 'operational-capital',
  loan_amount: 100_000_000,
  loan_duration: 3,
  use_of_funds: 'Restocking the shop before the festive season and paying two new staff members.',
  personal_info: { full_name: 'Ada Obi', bvn: '22212345678', state: 'Lagos' },
  business_info: {
    business_name: 'Obi Stores',
    business_type: 'Sole Proprietorship',
    cac_number: 'BN1234567',
    industry_sector: 'Retail/Wholesale',
    year_established: 2015,
    monthly_revenue: 150_000_000,
    monthly_expenses: 90_000_000,
    business_address: '12 Allen Avenue, Ikeja',
    existing_loan: 'no',
    willing_to_provide_guarantor: 'yes',
  },
  declaration: { information_accurate: true, agree_to_terms: true },
  ...over,
});

/** Minimal files that file-type recognises by their first bytes, padded to `size`. */
export const pdf = (size = 64) => pad(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n'), size);
export const png = (size = 64) =>
  pad(
    Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]),
    size,
  );
export const jpeg = (size = 64) =>
  pad(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), size);
function pad(head: Uint8Array, size: number) {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
}

export type Part = { field: string; name: string; bytes: Uint8Array; type?: string };

/** The three required documents, valid. */
export const requiredDocs = (): Part[] => [
  { field: 'bank_statement', name: 'statement.pdf', bytes: pdf(2048) },
  { field: 'proof_of_address', name: 'bill.jpg', bytes: jpeg(1024) },
  { field: 'identification', name: 'id.png', bytes: png(512) },
];

export function loanForm(app: unknown, parts: Part[]) {
  const form = new FormData();
  if (app !== undefined)
    form.set('application', typeof app === 'string' ? app : JSON.stringify(app));
  for (const p of parts)
    form.append(p.field, new File([p.bytes as BlobPart], p.name, { type: p.type ?? '' }));
  return form;
}

export function apply(
  t: LoansTest,
  who: Client,
  app: unknown = application(),
  parts: Part[] = requiredDocs(),
  key?: string,
) {
  return t.call(who, '/api/loans', {
    method: 'POST',
    body: loanForm(app, parts),
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function applied(t: LoansTest, who: Client, over: Partial<LoanApplicationInput> = {}) {
  const res = await apply(t, who, application(over));
  expect(res.status).toBe(201);
  return (await res.json()) as Loan;
}

export function decide(t: LoansTest, who: Client, id: string, body: Record<string, unknown>) {
  return t.call(who, `/api/admin/loans/${id}`, { method: 'POST', body: JSON.stringify(body) });
}

export function disburse(t: LoansTest, who: Client, id: string) {
  return t.call(who, `/api/admin/loans/${id}/disburse`, { method: 'POST' });
}

/** An application approved (and, if asked, disbursed) by `admin`. */
export async function approvedLoan(
  t: LoansTest,
  who: Client,
  admin: Client,
  opts: { over?: Partial<LoanApplicationInput>; disbursed?: boolean } = {},
): Promise<AdminLoan> {
  const loan = await applied(t, who, opts.over);
  const ok = await decide(t, admin, loan.id, { decision: 'approve' });
  expect(ok.status).toBe(200);
  if (!opts.disbursed) return (await ok.json()) as AdminLoan;
  const paid = await disburse(t, admin, loan.id);
  expect(paid.status).toBe(200);
  return (await paid.json()) as AdminLoan;
}

export function repay(
  t: LoansTest,
  who: Client,
  id: string,
  amount: number,
  key = randomUUID(),
  pin = PIN,
) {
  return t.call(who, `/api/loans/${id}/repayments`, {
    method: 'POST',
    body: JSON.stringify({ amount }),
    headers: { 'idempotency-key': key, 'x-transaction-pin': pin },
  });
}

export const nairaOf = async (t: LoansTest, who: Client) => {
  const { rows } = await t.deps.pool.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN'`,
    [who.userId],
  );
  return safeMinor(rows[0]?.balance ?? '0');
};
