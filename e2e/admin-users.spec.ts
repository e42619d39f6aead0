import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  type Account,
  createSignedInUser,
  expect,
  makeAdmin,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';

// A real 1x1 PNG: the server checks uploads by their magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A user (in a browser of their own) with a name, a phone and a pending KYC document. */
async function userWithKyc(browser: Browser, name: string): Promise<Account> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createSignedInUser(page, uniqueEmail('kycuser'));
  const patch = await page.request.patch('/api/me', {
    data: { full_name: name, phone_number: '+2348031234567', city: 'Ibadan', state: 'Oyo' },
    headers: sameOrigin(),
  });
  expect(patch.ok()).toBeTruthy();
  const upload = await page.request.post('/api/kyc', {
    multipart: {
      id_type: 'passport',
      document: { name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG },
    },
    headers: sameOrigin(),
  });
  expect(upload.ok(), `KYC upload answered ${upload.status()}`).toBeTruthy();
  await context.close();
  return account;
}

async function signedInAdmin(page: Page): Promise<Account> {
  const admin = await createSignedInUser(page, uniqueEmail('admin'));
  await makeAdmin(page.request, admin.email);
  return admin;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, email: string) =>
  usersTable(page).getByRole('row').filter({ hasText: email });

/** Searches for a term that matches one user, and waits until the table shows only them. */
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search users by name, email or phone' }).fill(term);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
}

async function openMenu(page: Page, email: string) {
  await rowOf(page, email)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  return page.getByRole('menu');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an admin searches, filters, reviews KYC, approves, deactivates and promotes a user', async ({
      page,
      browser,
    }) => {
      const name = `Chiamaka Okafor ${viewport.width}`;
      const target = await userWithKyc(browser, name);
      await signedInAdmin(page);

      await page.goto('/olorioko001/users');
      await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
      const stats = page.getByRole('region', { name: 'User statistics' });
      for (const label of ['Total Users', 'Active Users', 'Pending KYC', 'Verified KYC'])
        await expect(stats.getByText(label)).toBeVisible();
      await expect(usersTable(page)).toBeVisible();
      for (const column of [
        'User',
        'Contact',
        'Location',
        'Status',
        'KYC Status',
        'Balances',
        'Joined',
      ])
        await expect(
          usersTable(page).getByRole('columnheader', { name: column, exact: true }),
        ).toBeVisible();
      await expectNoAxeViolations(page);

      // A piece from the middle of the e-mail finds exactly that user.
      const middle = target.email.slice(8, 30);
      await search(page, middle);
      const row = rowOf(page, target.email);
      await expect(row).toContainText(name);
      await expect(row).toContainText('+2348031234567');
      await expect(row).toContainText('Ibadan, Oyo, Nigeria');
      await expect(row).toContainText('₦0.00');
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();

      // Filters: not inactive; pending KYC.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Inactive', exact: true }).click();
      await expect(page.getByText('No users found')).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await expect(row).toBeVisible();
      await page.getByRole('combobox', { name: 'KYC' }).click();
      await page.getByRole('option', { name: 'Pending', exact: true }).click();
      await expect(row).toBeVisible();
      await page.getByRole('combobox', { name: 'KYC' }).click();
      await page.getByRole('option', { name: 'All', exact: true }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'All', exact: true }).click();

      // The KYC modal: the details, the document through the authenticated endpoint.
      let menu = await openMenu(page, target.email);
      await expect(menu.getByRole('menuitem', { name: 'Approve KYC' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Reject KYC' })).toBeVisible();
      await menu.getByRole('menuitem', { name: 'View KYC' }).click();
      const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(target.email);
      await expect(dialog).toContainText('Passport');
      await expect(dialog).toContainText('passport-scan.png');
      await expect(dialog).toContainText('0.00 MB');
      await expect(dialog).toContainText('image/png');
      await expect(dialog).toContainText(
        new Intl.DateTimeFormat('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
        }).format(new Date()),
      );
      await expectNoAxeViolations(page);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        dialog.getByRole('link', { name: /View Document/ }).click(),
      ]);
      const doc = await popup.request.get(popup.url());
      expect(doc.status()).toBe(200);
      expect(doc.headers()['content-type']).toBe('image/png');
      await popup.close();

      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('KYC Approved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Verified', { exact: true })).toBeVisible();
      menu = await openMenu(page, target.email);
      await expect(menu.getByRole('menuitem', { name: 'Approve KYC' })).toHaveCount(0);
      await menu.getByRole('menuitem', { name: 'View KYC' }).click();
      await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // A failed change shows first, then the refetch puts the truth back.
      await page.route('**/api/admin/users/*/status', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
      );
      menu = await openMenu(page, target.email);
      await menu.getByRole('menuitem', { name: 'Deactivate' }).click();
      await expect(page.getByText('Failed to update user status')).toBeVisible();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      await page.unroute('**/api/admin/users/*/status');

      menu = await openMenu(page, target.email);
      await menu.getByRole('menuitem', { name: 'Deactivate' }).click();
      await expect(page.getByText('User deactivated successfully')).toBeVisible();
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

      menu = await openMenu(page, target.email);
      await menu.getByRole('menuitem', { name: 'Promote to Admin' }).click();
      await expect(page.getByText('User promoted to admin successfully')).toBeVisible();
      await expect(row.getByText('Admin', { exact: true })).toBeVisible();

      // Survives a reload: the server has it.
      await page.reload();
      await search(page, middle);
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(row.getByText('Verified', { exact: true })).toBeVisible();
      menu = await openMenu(page, target.email);
      await expect(menu.getByRole('menuitem', { name: 'Activate' })).toBeVisible();
      await menu.getByRole('menuitem', { name: 'Demote from Admin' }).click();
      await expect(page.getByText('Admin demoted to user successfully')).toBeVisible();
      await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
      // axe reads a toast mid-fade as low contrast: check the screen once it has gone.
      await expect(page.getByText('Admin demoted to user successfully')).toBeHidden({
        timeout: 15_000,
      });
      await expectNoAxeViolations(page);
    });

    test("an admin's own row offers no status or role change", async ({ page }) => {
      const admin = await signedInAdmin(page);
      await page.goto('/olorioko001/users');
      await search(page, admin.email);
      await expect(rowOf(page, admin.email)).toContainText('You');
      const menu = await openMenu(page, admin.email);
      await expect(menu.getByRole('menuitem', { name: 'View KYC' })).toBeVisible();
      for (const item of ['Deactivate', 'Activate', 'Promote to Admin', 'Demote from Admin'])
        await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page);
    });
  });
}
