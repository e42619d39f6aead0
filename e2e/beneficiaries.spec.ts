import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { readyToPay } from './bills-helpers.ts';
import { expect, sameOrigin, test } from './fixtures.ts';
import { ACCOUNTS, enterPin, GTB, makeCustomer, openBankDialog } from './withdraw-helpers.ts';

// Saved recipients on /withdraw at phone width, against the real server and its
// Paystack simulator: one seeded through the API is offered first in Withdraw to
// Bank and fills the form; after a transfer "Save recipient" saves in one tap;
// Remove asks first.

test.use({ viewport: { width: 390, height: 844 } });

/** Saves a recipient through the API, as the screens would. */
async function saveByApi(request: APIRequestContext, body: Record<string, string>) {
  const res = await request.post('/api/beneficiaries', { data: body, headers: sameOrigin() });
  expect(res.status(), `POST /api/beneficiaries answered: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string; account_name?: string; name?: string };
}

async function savedCount(request: APIRequestContext) {
  const res = await request.get('/api/beneficiaries');
  return ((await res.json()) as { items: unknown[] }).items.length;
}

async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
}

test('a saved bank account fills Withdraw to Bank; Remove asks first', async ({
  page,
  account: _,
}) => {
  test.setTimeout(90_000);
  const saved = await saveByApi(page.request, {
    kind: 'bank',
    bank_code: GTB.code,
    account_number: ACCOUNTS.succeeds,
  });
  const holder = saved.account_name ?? '';
  expect(holder).not.toBe('');
  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  const list = dialog.getByRole('region', { name: 'Saved recipients' });
  const pick = list.getByRole('button', { name: new RegExp(`^${holder}`) });
  await expect(pick).toContainText(`${GTB.name} · ${ACCOUNTS.succeeds}`);

  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('combobox', { name: 'Bank' })).toHaveValue(GTB.name);
  await expect(dialog.getByLabel('Account Number')).toHaveValue(ACCOUNTS.succeeds);
  await expect(dialog.getByLabel('Account Name', { exact: true })).toHaveValue(holder);
  await expect(dialog.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Cancel keeps it; Remove removes it, and the list goes with the last one.
  await list.getByRole('button', { name: `Remove ${holder}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove saved recipient?' });
  await expect(confirm).toContainText(ACCOUNTS.succeeds);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await savedCount(page.request)).toBe(1);
  await list.getByRole('button', { name: `Remove ${holder}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(await savedCount(page.request)).toBe(0);
});

test('after a transfer one tap saves the recipient, who is then offered first', async ({
  page,
  browser,
  account: _,
}) => {
  // Two transfers, each with its PIN, and a second customer.
  test.setTimeout(120_000);
  await readyToPay(page);
  const friend = await makeCustomer(browser, 'Adaeze Okafor', 0);
  try {
    await page.goto('/withdraw');
    await page
      .getByRole('radio', { name: /Owo Wallet/ })
      .locator('xpath=..')
      .click();
    const form = page.getByRole('form', { name: 'Send to Owo Wallet' });
    // Nothing saved yet: no list.
    await expect(form.getByRole('region', { name: 'Saved recipients' })).toHaveCount(0);
    await form.getByLabel('Recipient Email').fill(friend.email);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(form.getByRole('status', { name: 'Recipient' })).toContainText('Adaeze Okafor');
    await form.getByLabel('Amount (₦)').fill('1500');
    await form.getByRole('button', { name: 'Send ₦1,500.00' }).click();
    await enterPin(page, '1234');

    const prompt = form.getByRole('region', { name: 'Save recipient' });
    await expect(prompt).toContainText('Adaeze Okafor');
    await prompt.getByRole('button', { name: 'Save recipient' }).click();
    // Saved: the prompt goes, and the list offers them first.
    await expect(prompt).toBeHidden();
    const list = form.getByRole('region', { name: 'Saved recipients' });
    const pick = list.getByRole('button', { name: /^Adaeze Okafor/ });
    await expect(pick).toContainText(friend.email);
    expect(await savedCount(page.request)).toBe(1);
    await expectNoSidewaysScroll(page);

    // Choosing them fills the address and names them, with no look-up.
    await pick.click();
    await expect(form.getByLabel('Recipient Email')).toHaveValue(friend.email);
    await expect(form.getByRole('status', { name: 'Recipient' })).toContainText('Adaeze Okafor');
    await form.getByLabel('Amount (₦)').fill('100');
    await form.getByRole('button', { name: 'Send ₦100.00' }).click();
    await enterPin(page, '1234');
    await expect(page.getByText('₦100.00 sent to Adaeze Okafor.')).toBeVisible();
    // Paid again (the form is reset), already saved: nothing to offer.
    await expect(form.getByLabel('Recipient Email')).toHaveValue('');
    await expect(prompt).toHaveCount(0);
  } finally {
    await friend.close();
  }
});
