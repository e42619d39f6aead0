import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { ACCOUNTS, GTB, makeCustomer, withdrawByApi } from './withdraw-helpers.ts';

// The back office's Withdrawals screen against the real server and the Paystack simulator:
// an approved payout to a valid GTBank account completes; one to ACCOUNTS.fails is
// accepted, then fails (transfer.failed) and the money comes back; a rejection gives the
// money back at once with the reason the customer then sees.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const REASON = 'The account name does not match your profile';

/** The withdrawals shown: the table's body rows on a wide screen, the cards on a phone. */
function rows(page: Page, wide: boolean): Locator {
  const list = page.getByRole('region', { name: /^Withdrawals \(/ });
  return wide
    ? list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : list.getByRole('listitem');
}

async function pickStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Axe once the toasts are gone: the shared Toaster's colours are not this screen's to fix. */
async function axeWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

test('a non-administrator gets Access Denied and no withdrawal', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/withdrawals');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  expect((await page.request.get('/api/admin/withdrawals')).status()).toBe(403);
});

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 1024;
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an administrator approves, rejects with a reason, and the customer sees the outcome', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const customer = await makeCustomer(browser, 'Chinedu Eze');
      const paid = await withdrawByApi(
        customer.request,
        { amount: 500_000, account_number: ACCOUNTS.succeeds },
        PIN,
      );
      const declined = await withdrawByApi(
        customer.request,
        { amount: 200_000, account_number: ACCOUNTS.succeeds },
        PIN,
      );
      const bounced = await withdrawByApi(
        customer.request,
        { amount: 100_000, account_number: ACCOUNTS.fails, account_name: 'Chinedu Eze' },
        PIN,
      );
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);

      await page.goto('/olorioko001');
      if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = wide
        ? page.getByRole('navigation', { name: 'Admin' })
        : page.getByRole('dialog', { name: 'Owo Admin' });
      await nav.getByRole('link', { name: 'Withdrawals' }).click();
      await expect(page).toHaveURL(/\/olorioko001\/withdrawals$/);
      await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toBeVisible();
      const pendingCard = page.getByText('Pending', { exact: true }).first().locator('../..');
      await expect(async () => {
        const n = Number((await pendingCard.textContent())?.replace(/\D/g, ''));
        expect(n).toBeGreaterThanOrEqual(3);
      }).toPass();

      // The customer's three, by e-mail; each pending one has Process.
      await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
      const list = rows(page, wide);
      await expect(list).toHaveCount(3);
      await expect(page.getByRole('heading', { name: 'Withdrawals (3)' })).toBeVisible();
      await expect(list.getByRole('button', { name: /^Process/ })).toHaveCount(3);
      const row = (ref: string) => list.filter({ hasText: ref });
      await expect(row(paid.reference)).toContainText('₦5,000.00');
      await expect(row(paid.reference)).toContainText(GTB.name);
      await expect(row(paid.reference)).toContainText('Chinedu Eze');
      await axeWithoutToasts(page);

      // Approve: the payout goes out and completes.
      await row(paid.reference)
        .getByRole('button', { name: /^Process/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
      await expect(dialog).toContainText(paid.reference);
      await expect(dialog).toContainText('₦5,050.00');
      await expect(dialog.getByRole('radio', { name: /Approve/ })).toBeChecked();
      await expect(dialog.getByLabel('Failure Reason')).toHaveCount(0);
      await dialog.getByLabel('Admin Notes (optional)').fill('Checked against the KYC name');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
      await expect(page.getByText('Withdrawal approved successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row(paid.reference)).toContainText(/Processing|Completed/);
      await expect(row(paid.reference)).toContainText('Completed', { timeout: 30_000 });
      await expect(row(paid.reference).getByRole('button', { name: /^Process/ })).toHaveCount(0);

      // Reject with a reason: the money goes back at once.
      await row(declined.reference)
        .getByRole('button', { name: /^Process/ })
        .click();
      await dialog
        .getByRole('radio', { name: /Reject/ })
        .locator('xpath=..')
        .click();
      await dialog.getByLabel('Failure Reason').fill(REASON);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Reject Withdrawal' }).click();
      await expect(page.getByText('Withdrawal rejected successfully')).toBeVisible();
      await expect(row(declined.reference)).toContainText('Failed');
      await expect(row(declined.reference)).toContainText(REASON);

      // Approved, but the bank refuses it: failed, and the money comes back.
      await row(bounced.reference)
        .getByRole('button', { name: /^Process/ })
        .click();
      await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
      await expect(page.getByText('Withdrawal approved successfully')).toBeVisible();
      await expect(row(bounced.reference)).toContainText('Failed', { timeout: 30_000 });

      // The filters find them by their new statuses.
      await pickStatus(page, 'Completed');
      await expect(list).toHaveCount(1);
      await expect(list.first()).toContainText(paid.reference);
      await pickStatus(page, 'Failed');
      await expect(list).toHaveCount(2);
      await pickStatus(page, 'Pending');
      await expect(page.getByText('No withdrawals found')).toBeVisible();
      await pickStatus(page, 'All statuses');
      await expect(list).toHaveCount(3);
      await axeWithoutToasts(page);

      // The customer sees the outcomes and the reason; only the paid one cost money.
      await customer.page.goto('/withdraw');
      const theirs = customer.page
        .getByRole('region', { name: 'Recent Withdrawals' })
        .getByRole('listitem');
      await expect(theirs.filter({ hasText: '₦2,000.00' })).toContainText('Failed');
      await expect(theirs.filter({ hasText: '₦2,000.00' })).toContainText(REASON);
      await expect(theirs.filter({ hasText: '₦5,000.00' })).toContainText('Completed');
      await expect(theirs.filter({ hasText: '₦1,000.00' })).toContainText('Failed');
      expect(await ngnBalance(customer.page)).toBe(20_000_000 - 505_000);
      await customer.close();

      // The audit log has both decisions.
      // This administrator's own entries: a whole suite writes to the same log.
      const audit = await page.request.get(
        `/api/admin/audit-log?limit=50&target_type=withdrawal&actor=${encodeURIComponent(admin.email)}`,
      );
      const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
      const mine = entries.items.filter((e) => e.actor_email === admin.email).map((e) => e.action);
      expect(mine).toEqual(expect.arrayContaining(['withdrawal.approve', 'withdrawal.reject']));
    });
  });
}
