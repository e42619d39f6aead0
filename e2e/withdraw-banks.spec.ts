import { expectNoAxeViolations } from './axe.ts';
import { readyToPay } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';
import { openBankDialog } from './withdraw-helpers.ts';

// The withdraw dialog's bank picker holds Paystack's whole Nigerian list
// (issue 19 §4): commercial banks, microfinance banks and fintechs, searched by
// typing, chosen with the keyboard, on a phone.

test.use({ viewport: { width: 390, height: 844 } });

test('the full list of Nigerian banks, fintechs among them, searched and chosen on a phone', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  const banks = (await (await page.request.get('/api/banks')).json()) as {
    code: string;
    name: string;
  }[];
  expect(banks.length).toBeGreaterThan(90);
  expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  for (const [code, name] of [
    ['999992', 'OPay Digital Services Limited (OPay)'],
    ['50515', 'Moniepoint MFB'],
    ['999991', 'PalmPay'],
    ['50211', 'Kuda Bank'],
    ['044', 'Access Bank'],
  ])
    expect(banks).toContainEqual({ code, name });

  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  const box = dialog.getByRole('combobox', { name: 'Bank' });

  // Every bank is there to scroll through, inside the dialog.
  await box.click();
  await expect(dialog.getByRole('option')).toHaveCount(banks.length);
  await box.fill('microfinance');
  expect(await dialog.getByRole('option').count()).toBeGreaterThan(10);

  const searches: [typed: string, name: string][] = [
    ['opay', 'OPay Digital Services Limited (OPay)'],
    ['monie', 'Moniepoint MFB'],
    ['palm', 'PalmPay'],
    ['kuda', 'Kuda Bank'],
  ];
  for (const [typed, name] of searches) {
    await box.fill(typed);
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option', { name, exact: true })).toBeVisible();
  }

  // The keyboard: down to the second match, Enter chooses it.
  await box.fill('access');
  await expect(dialog.getByRole('option')).toHaveText(['Access Bank', 'Access Bank (Diamond)']);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Access Bank (Diamond)');
  await expect(dialog.getByRole('option')).toHaveCount(0);

  await box.fill('no such bank');
  await expect(dialog.getByText('No bank matches “no such bank”')).toBeVisible();
  await box.fill('moniepoint');
  await dialog.getByRole('option', { name: 'Moniepoint MFB', exact: true }).click();
  await expect(box).toHaveValue('Moniepoint MFB');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
