// Not part of the test run: screenshots of wallet management, wallet
// transactions and the audit log at phone and desktop sizes, for a person to
// look at (playwright.shots.config.ts, SHOTS_DIR).
import {
  createSignedInUser,
  expect,
  makeAdmin,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('admin wallets, transactions and audit log', async ({ page, account, browser }) => {
    await makeAdmin(page.request, account.email);
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await createSignedInUser(userPage, uniqueEmail('shot'));
    await userPage.request.patch('/api/me', {
      data: { full_name: 'Adaeze Okafor', phone_number: '08031234567' },
      headers: sameOrigin(),
    });
    const me = await (await userPage.request.get('/api/me')).json();
    for (const [currency, way, amount] of [
      ['NGN', 'credit', 2_500_000],
      ['USD', 'credit', 12_345],
      ['NGN', 'debit', 75_050],
      ['CNY', 'credit', 88_800],
    ] as const) {
      await page.request.post(`/api/admin/users/${me.id}/wallets/${currency}/${way}`, {
        data: { amount },
        headers: { ...sameOrigin(), 'Idempotency-Key': `shot-${uniqueEmail('k')}` },
      });
    }
    const probe = await page.request.get('/api/admin/users?limit=1');
    if (probe.status() === 404) {
      // The users list route arrives with the users screen; until then, the one user's real profile.
      await page.route('**/api/admin/users?*', async (route) => {
        const fresh = await (await userPage.request.get('/api/me')).json();
        await route.fulfill({
          json: { items: [fresh], next_cursor: null, counts: { total: 1 } },
        });
      });
    }

    await page.goto('/olorioko001/wallets');
    // A table row on a wide screen, a card on a phone.
    const row = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: me.email, visible: true });
    await expect(row).toBeVisible();
    await shot(page, 'admin-wallets');
    await row.getByRole('button', { name: /^Debit / }).click();
    await page.getByRole('dialog').getByLabel('Amount').fill('1000');
    await shot(page, 'admin-wallets-debit', false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/olorioko001/wallet-transactions');
    await expect(
      page.getByRole('table').or(page.getByRole('list', { name: /^Transactions/ })),
    ).toBeVisible();
    await shot(page, 'admin-transactions');

    await page.goto('/olorioko001/audit-log');
    await expect(
      page.getByRole('table').or(page.getByRole('list', { name: /^Entries/ })),
    ).toBeVisible();
    await shot(page, 'admin-audit');
    await context.close();
  });
});
