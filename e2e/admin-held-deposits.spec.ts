import type { Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance } from './bills-helpers.ts';
import { createSignedInAdmin, dismissToasts, expect, sameOrigin, test } from './fixtures.ts';
import {
  customerWithHeld,
  heldTransfer,
  TIER2_MAX,
  tierTwoCustomer,
} from './held-deposits-helpers.ts';

// The back office's Held Deposits screen against the real server: bank transfers
// (the Paystack simulator) to a tier-2 customer's own account that their tier
// could not hold; Release credits the wallet once it can take the money, Return
// sends it back with a reason; an administrator never decides their own.

const PATH = '/olorioko001/held-deposits';
const region = (page: Page) => backOffice.listRegion(page, 'Deposits');
const rows = (page: Page) => backOffice.tableRows(page, region(page));
const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });
const pickStatus = (page: Page, option: string) =>
  backOffice.pickFilter(page, 'status', option, { exact: true });

async function openScreen(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Held Deposits', level: 1 })).toBeVisible();
}

test.describe('at 1440x900', () => {
  test.use({ viewport: backOffice.DESKTOP });

  test('Release is refused while the wallet cannot take it, then credits the wallet once it can', async ({
    page,
    browser,
  }) => {
    // ₦400,000 credited, then ₦200,000 held: together above tier 2's ₦500,000.
    const customer = await customerWithHeld(browser, [20_000_000], {
      name: 'Kemi Adebayo',
      credited: 40_000_000,
    });
    const admin = await createSignedInAdmin(page);
    await backOffice.openFromAdminMenu(
      page,
      { name: 'Held Deposits' },
      { url: /\/olorioko001\/held-deposits$/, heading: { name: 'Held Deposits', level: 1 } },
    );
    // The held ones first.
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Held');
    const row = rowOf(page, customer.email);
    await expect(row).toBeVisible();
    // The simulator, like Paystack, names the sender in capitals.
    for (const text of ['Kemi Adebayo', '₦200,000.00', 'Bank transfer', 'TUNDE BAKARE', 'Held'])
      await expect(row).toContainText(text);
    for (const column of ['Date', 'Customer', 'Amount', 'Source', 'Sender', 'Status', 'Actions'])
      await expect(region(page).getByRole('columnheader', { name: column })).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    // Still above the maximum: the server's reason, and nothing moved.
    await row.getByRole('button', { name: /^Release/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Release ₦200,000.00 to Kemi Adebayo?' });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(page.getByText('Could not release the deposit')).toBeVisible();
    await expect(page.getByText(/₦100,000\.00/)).toBeVisible();
    await expect(row).toContainText('Held');
    expect(await ngnBalance(customer.page)).toBe(40_000_000);
    await dismissToasts(page);

    // ₦150,000 taken out by an administrator: now ₦250,000 + ₦200,000 fits.
    await backOffice.adjustWallet(page, customer.id, 'debit', 15_000_000);
    await row.getByRole('button', { name: /^Release/ }).click();
    await ask.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(page.getByText('Deposit released')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await ngnBalance(customer.page)).toBe(45_000_000);

    await pickStatus(page, 'Released');
    await expect(rowOf(page, customer.email)).toContainText('Released');
    await expect(rowOf(page, customer.email).getByRole('button')).toHaveCount(0);
    expect(await backOffice.auditedActions(page, admin.email)).toContainEqual(
      expect.stringMatching(/held.*release/i),
    );
    await customer.close();
  });

  test('Return asks for a reason and sends the money back; a decided deposit cannot be decided again', async ({
    page,
    browser,
  }) => {
    const customer = await customerWithHeld(browser, [TIER2_MAX + 10_000_000], {
      name: 'Bola Ige',
    });
    const admin = await createSignedInAdmin(page);
    await openScreen(page);
    const row = rowOf(page, customer.email);
    await expect(row).toContainText('₦600,000.00');

    await row.getByRole('button', { name: /^Return/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Return deposit' });
    await expect(dialog).toContainText('₦600,000.00');
    await expect(dialog).toContainText('goes back to TUNDE BAKARE');
    // Nothing is sent without a reason.
    await dialog.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(dialog.getByText('Please enter the reason for the return')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    const reason = 'The customer asked for it back.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(page.getByText('Deposit returned')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(await ngnBalance(customer.page)).toBe(0);

    await pickStatus(page, 'Returned');
    await expect(rowOf(page, customer.email)).toContainText(`Reason: ${reason}`);
    expect(await backOffice.auditedActions(page, admin.email)).toContainEqual(
      expect.stringMatching(/held.*return/i),
    );

    // Decided: both actions answer ALREADY_DECIDED and change nothing.
    const list = await page.request.get(`/api/admin/held-deposits?status=returned`);
    const { items } = (await list.json()) as { items: { id: string; user_email: string }[] };
    const id = items.find((d) => d.user_email === customer.email)!.id;
    const again = await page.request.post(`/api/admin/held-deposits/${id}/release`, {
      headers: sameOrigin(),
    });
    expect(again.status()).toBe(422);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'ALREADY_DECIDED',
    );
    expect(await ngnBalance(customer.page)).toBe(0);
    await customer.close();
  });

  test('a deposit another administrator decided meanwhile says so, and leaves the list', async ({
    page,
    browser,
  }) => {
    const customer = await customerWithHeld(browser, [TIER2_MAX + 5_000_000], { name: 'Uche Obi' });
    await createSignedInAdmin(page);
    await openScreen(page);
    const row = rowOf(page, customer.email);
    await expect(row).toBeVisible();

    // Decided behind the screen's back, with this administrator's session.
    const list = await page.request.get('/api/admin/held-deposits?status=held');
    const { items } = (await list.json()) as { items: { id: string; user_email: string }[] };
    const id = items.find((d) => d.user_email === customer.email)!.id;
    const returned = await page.request.post(`/api/admin/held-deposits/${id}/return`, {
      data: { reason: 'Returned from another screen' },
      headers: sameOrigin(),
    });
    expect(returned.status()).toBe(200);

    await row.getByRole('button', { name: /^Release/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Release', exact: true })
      .click();
    await expect(page.getByText('Already decided')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await ngnBalance(customer.page)).toBe(0);
    await customer.close();
  });

  test('an administrator cannot release or return their own held deposit', async ({ page }) => {
    const me = await tierTwoCustomer(page, { name: 'Ada Admin', prefix: 'selfadmin', admin: true });
    await heldTransfer(page, me.accountNumber, TIER2_MAX + 1_000_000);
    await openScreen(page);
    const row = rowOf(page, me.email);
    await expect(row).toContainText('Your own deposit');
    await expect(row.getByRole('button')).toHaveCount(0);

    const { items } = (await (
      await page.request.get('/api/admin/held-deposits?status=held')
    ).json()) as { items: { id: string; user_email: string }[] };
    const id = items.find((d) => d.user_email === me.email)!.id;
    for (const [action, data] of [
      ['release', undefined],
      ['return', { reason: 'Trying my own' }],
    ] as const) {
      const res = await page.request.post(`/api/admin/held-deposits/${id}/${action}`, {
        data,
        headers: sameOrigin(),
      });
      expect(res.status(), action).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SELF_ACTION');
    }
    expect(await ngnBalance(page)).toBe(0);
    expect(await backOffice.auditedActions(page, me.email)).toContain('self_action.refused');
  });

  test('a customer sees Access Denied and the API answers 403', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await backOffice.expectAccessDenied(page, {
      path: PATH,
      heading: 'Held Deposits',
      api: ['/api/admin/held-deposits'],
    });
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('the held deposits are cards with Release and Return, and nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const customer = await customerWithHeld(browser, [TIER2_MAX + 2_000_000], {
      name: 'Oluwadamilareayomide Oluwaseun',
    });
    await createSignedInAdmin(page);
    await openScreen(page);
    const card = region(page).getByRole('listitem').filter({ hasText: customer.email });
    await expect(card).toContainText('₦520,000.00');
    await expect(card.getByRole('button', { name: /^Release/ })).toBeVisible();
    await expect(region(page).getByRole('table')).toBeHidden();
    await backOffice.expectFitsAndAccessible(page);

    await card.getByRole('button', { name: /^Return/ }).click();
    await expect(page.getByRole('dialog', { name: 'Return deposit' })).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await customer.close();
  });
});
