// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-users.shots.ts`
// saves the back office's users screen, its menu and the KYC modal at phone and
// desktop sizes to SHOTS_DIR (default /tmp/shots/admin-users) for a person to look at.
import {
  convertFunds,
  createSignedInUser,
  expect,
  fundWallet,
  makeAdmin,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

atEachSize(
  (shot) => {
    test('users', async ({ page, browser }) => {
      test.setTimeout(120_000);
      // A funded user with a pending KYC document, seen by a new administrator.
      const context = await browser.newContext();
      const userPage = await context.newPage();
      const user = await createSignedInUser(userPage, uniqueEmail('adaeze'));
      await userPage.request.patch('/api/me', {
        data: {
          full_name: 'Adaeze Nwosu',
          phone_number: '+2348012345678',
          city: 'Lagos',
          state: 'Lagos',
        },
        headers: sameOrigin(),
      });
      await fundWallet(userPage.request, 'NGN', 25_000_050);
      await convertFunds(userPage.request, 'NGN', 'USD', 5_000_000);
      await userPage.request.post('/api/kyc', {
        multipart: {
          id_type: 'nin',
          document: { name: 'nin-slip.png', mimeType: 'image/png', buffer: PNG },
          proof_of_address: { name: 'water-bill.png', mimeType: 'image/png', buffer: PNG },
        },
        headers: sameOrigin(),
      });
      await context.close();

      const admin = await createSignedInUser(page, uniqueEmail('admin'));
      await makeAdmin(page.request, admin.email);
      await page.goto('/olorioko001/users');
      // A table on a wide screen, a list of cards on a phone.
      const users = page
        .getByRole('table', { name: 'Users' })
        .or(page.getByRole('list', { name: 'Users' }));
      await expect(users).toBeVisible();
      await shot(page, 'users-list');

      await page
        .getByRole('searchbox', { name: 'Search users by name, email or phone' })
        .fill(user.email.slice(7, 25));
      const entries = users.getByRole('row').filter({ has: page.getByRole('cell') });
      const row = entries.or(users.getByRole('listitem')).filter({ hasText: user.email });
      await expect(entries.or(users.getByRole('listitem'))).toHaveCount(1);
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: /^Actions for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot(page, 'users-menu', false);
      await page.getByRole('menuitem', { name: 'View KYC' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'users-kyc-modal', false);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('KYC Approved')).toBeVisible();
      await shot(page, 'users-approved', false);

      await page
        .getByRole('searchbox', { name: 'Search users by name, email or phone' })
        .fill('zzz-none');
      await expect(page.getByText('No users found')).toBeVisible();
      await shot(page, 'users-empty', false);
    });
  },
  { dir: '/tmp/shots/admin-users' },
);
