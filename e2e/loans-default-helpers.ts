// What the defaulted-loan spec and screenshots share: a borrower's loan paid
// out and then made late through the server's test-only route, which runs the
// real default job (LOAN_DEFAULT_DAYS, 30 by default).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readyToPay } from './bills-helpers.ts';
import { type Account, createSignedInUser, expect, sameOrigin } from './fixtures.ts';
import { applyByApi, decideByApi, disburseByApi } from './loans-helpers.ts';

/** Moves the loan's unpaid instalments `days` back and runs the default job once. */
export async function makeLate(request: APIRequestContext, id: string, days: number) {
  const token = process.env.E2E_SEED_TOKEN;
  if (!token) throw new Error('E2E_SEED_TOKEN is unset: run through playwright.config.ts');
  const res = await request.post(`/api/test/loans/${id}/late`, {
    data: { days },
    headers: { ...sameOrigin(), 'x-test-seed-token': token },
  });
  expect(res.status(), `late answered ${await res.text()}`).toBe(200);
}

/**
 * A borrower (in a context of their own, left open for their screens) with a
 * ₦100,000 loan over two months, approved and paid out by `admin` (a request
 * signed in as an administrator), its first instalment `daysLate` days late.
 */
export async function defaultedLoan(
  browser: Browser,
  admin: APIRequestContext,
  { daysLate = 40, viewport = { width: 1440, height: 900 } } = {},
): Promise<{ id: string; account: Account; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const account = await createSignedInUser(page);
  await readyToPay(page, 0);
  const id = await applyByApi(page.request);
  await decideByApi(admin, id, { decision: 'approve' });
  await disburseByApi(admin, id);
  // The first instalment falls due a month after the payout: move it back to be daysLate.
  await makeLate(admin, id, 30 + daysLate);
  return { id, account, page, close: () => context.close() };
}
