// Maker-checker in the browser: one administrator asks for a large credit
// (the dialog says it was sent for approval and nothing moved), a second one
// approves it on the Approvals screen, or rejects one with a reason; no
// sideways scroll at a phone's or a desktop's width.
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, postAdjustment, userThenAdmin } from './admin-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

async function secondAdmin(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await createSignedInAdmin(page);
  return page;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

const nairaOf = async (page: Page, id: string) => {
  const res = await page.request.get(`/api/admin/users/${id}`);
  const user = (await res.json()) as { ngn_balance: number };
  return user.ngn_balance;
};

test.describe('at 1440x900', () => {
  test.use({ viewport: DESKTOP });

  test('a large credit waits for a second administrator, who approves it', async ({
    page,
    browser,
  }) => {
    // Two administrators' sign-ups and two back-office screens: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const { user, id } = await userThenAdmin(page, { prefix: 'approved', name: 'Chioma Eze' });
    await page.goto('/olorioko001/wallets');
    await page.getByRole('searchbox').fill(user.email);
    // Once the search has applied (a click as the list is redrawn can land on nothing), her row:
    // a retry's first attempt left another Chioma Eze.
    await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
    const wallet = page.getByRole('row').filter({ hasText: user.email });
    await wallet.getByRole('button', { name: 'Credit Chioma Eze' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('1500000');
    await dialog.getByLabel('Description').fill('Settlement of ticket 4411');
    await dialog.getByRole('button', { name: 'Credit Wallet' }).click();
    await expect(page.getByText('Sent for approval')).toBeVisible();
    await expect(dialog).toBeHidden();

    const checker = await secondAdmin(browser, DESKTOP);
    expect(await nairaOf(checker, id)).toBe(0);
    await checker.goto('/olorioko001/approvals');
    const row = checker.getByRole('row').filter({ hasText: user.email });
    // The back office's first screen on a busy machine: its chunk and its list may take a while.
    await expect(row).toContainText('₦1,500,000.00', { timeout: 30_000 });
    await expect(row).toContainText('Settlement of ticket 4411');
    await expectNoSidewaysScroll(checker);
    await row.getByRole('button', { name: /^Approve/ }).click();
    const confirm = checker.getByRole('dialog');
    await expect(confirm).toContainText('will be credited to Chioma Eze');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(checker.getByText('Approved and carried out')).toBeVisible();
    // Her request leaves the queue (others' may wait there: the database is shared by every test).
    await expect(row).toHaveCount(0);
    expect(await nairaOf(checker, id)).toBe(150_000_000);
    await checker.context().close();
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE });

  test('the queue fits a phone, and a rejection needs a reason and moves nothing', async ({
    page,
    browser,
  }) => {
    const { user, id } = await userThenAdmin(page, { prefix: 'rejected' });
    const asked = await postAdjustment(page, id, 'credit', 200_000_000, { description: 'Bonus' });
    expect(asked.status()).toBe(202);

    const checker = await secondAdmin(browser, PHONE);
    await checker.goto('/olorioko001/approvals');
    const card = checker.getByRole('listitem').filter({ hasText: user.email });
    await expect(card).toContainText('₦2,000,000.00', { timeout: 30_000 });
    await expectNoSidewaysScroll(checker);
    await card.getByRole('button', { name: /^Reject/ }).click();
    const dialog = checker.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Please say why it is rejected')).toBeVisible();
    await dialog.getByLabel('Reason').fill('No ticket for this bonus');
    await expectNoSidewaysScroll(checker);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(checker.getByText('Request rejected')).toBeVisible();
    expect(await nairaOf(checker, id)).toBe(0);
    await checker.context().close();
  });
});
