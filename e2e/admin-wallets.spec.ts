import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { adjustWallet, DESKTOP, postAdjustment, userThenAdmin } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: DESKTOP });

/**
 * A user made on `page` first, kept as an API session of their own (to read their
 * notifications); then an administrator takes the page over.
 */
async function userWithSession(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const { user, id, kept } = await userThenAdmin(page, {
    prefix: 'walletee',
    asUser: async () =>
      playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
        storageState: await page.context().storageState(),
      }),
  });
  return { request: kept!, account: user, id };
}

/** The bodies of the notifications the user (their own session) has. */
async function notifications(request: APIRequestContext) {
  const notes = await request.get('/api/notifications');
  expect(notes.ok(), `notifications answered ${notes.status()}`).toBeTruthy();
  return ((await notes.json()).items as { body: string }[]).map((n) => n.body);
}

/** The wallet management screen, searched down to one user's row. */
async function openRow(page: Page, email: string) {
  await page.goto('/olorioko001/wallets');
  await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
  await page.getByPlaceholder('Search users by name, email, or phone').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  return row;
}

test('an administrator finds a user and credits their wallet; a 0 is refused; the user is told', async ({
  page,
  playwright,
}) => {
  const user = await userWithSession(page, playwright);

  const row = await openRow(page, user.account.email);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/olorioko001',
  );
  await expect(page.getByRole('heading', { name: /^Users \(\d+\+?\)$/ })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('₦0.00')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Credit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Wallet' });
  await expect(dialog.getByLabel('Current Balance')).toHaveValue('₦0.00');
  await expect(dialog.getByLabel('Description')).toHaveValue('Admin Credit');
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByRole('button', { name: 'Credit Wallet' }).click();
  await expect(page.getByText('Please enter a valid amount')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount').fill('1500.50');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Credit Wallet' }).click();
  await expect(
    page.getByText("Successfully credited ₦1,500.50 to user's NGN wallet"),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('₦1,500.50')).toBeVisible();

  expect(await notifications(user.request)).toContain(
    'Your NGN wallet was credited with ₦1,500.50',
  );
  await user.request.dispose();
});

test('an over-debit is refused on screen and keeps the dialog open; a debit that fits is made', async ({
  page,
  playwright,
}) => {
  const user = await userWithSession(page, playwright);
  await adjustWallet(page, user.id, 'credit', 150_050);

  const row = await openRow(page, user.account.email);
  await expect(row.getByText('₦1,500.50')).toBeVisible();
  await row.getByRole('button', { name: /^Debit / }).click();
  const debit = page.getByRole('dialog', { name: 'Debit Wallet' });
  await expect(debit.getByLabel('Current Balance')).toHaveValue('₦1,500.50');
  await expect(debit.getByLabel('Description')).toHaveValue('Admin Debit');
  await debit.getByLabel('Amount').fill('2000');
  await expect(debit.getByText('Balance After')).toBeVisible();
  await expect(debit.getByText('-₦499.50')).toBeVisible();
  await debit.getByRole('button', { name: 'Debit Wallet' }).click();
  await expect(page.getByText('Insufficient balance. Current balance: ₦1,500.50')).toBeVisible();
  await expect(debit).toBeVisible();

  await debit.getByLabel('Amount').fill('500');
  await expect(debit.getByText('₦1,000.50')).toBeVisible();
  await expectNoAxeViolations(page);
  await debit.getByRole('button', { name: 'Debit Wallet' }).click();
  await expect(page.getByText("Successfully debited ₦500.00 to user's NGN wallet")).toBeVisible();
  await expect(debit).toBeHidden();
  await expect(row.getByText('₦1,000.50')).toBeVisible();

  expect(await notifications(user.request)).toContain('Your NGN wallet was debited by ₦500.00');
  await user.request.dispose();
});

test('the server refuses an over-debit sent past the screen, and moves nothing', async ({
  page,
}) => {
  const {
    user: { email },
    id,
  } = await userThenAdmin(page, { prefix: 'walletee' });
  await adjustWallet(page, id, 'credit', 100_050);

  const refused = await postAdjustment(page, id, 'debit', 100_051);
  expect(refused.status()).toBe(422);

  const list = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  expect(list.ok()).toBeTruthy();
  const { items } = (await list.json()) as { items: { id: string; ngn_balance: number }[] };
  expect(items.find((u) => u.id === id)?.ngn_balance).toBe(100_050);
});
