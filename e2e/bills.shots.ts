// Not part of the test run: saves the /pay-bills screens (each service's form, the
// summary, the token receipt, recent transactions and a bill's detail) at phone and
// desktop sizes for a person to look at. See playwright.shots.config.ts.
import { choose, payWithPin, readyToPay, selectOption, verifiedMeter } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('pay bills', async ({ page, account: _ }) => {
    await readyToPay(page);
    await page.goto('/pay-bills');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await shot(page, 'bills-empty');

    await page.getByLabel('Phone Number').fill('08031234567');
    await page.getByRole('button', { name: '₦1,000', exact: true }).click();
    await shot(page, 'bills-airtime-summary');
    await payWithPin(page);
    await expect(page.getByText(/purchased successfully/)).toBeVisible();
    await shot(page, 'bills-airtime-paid', false);

    await page.goto('/pay-bills?service=data');
    await page.getByLabel('Phone Number').fill('08051234567');
    await page.getByRole('tab', { name: 'Special' }).click();
    await choose(page, /XtraValue/);
    await shot(page, 'bills-data');

    await page.goto('/pay-bills?service=cable');
    await choose(page, 'GOtv');
    await selectOption(page, 'Package', /GOtv Jolli/);
    await page.getByLabel('IUC/Smartcard Number').fill('1212121212');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Current bouquet:')).toBeVisible();
    await shot(page, 'bills-cable');

    await verifiedMeter(page, '1111111111111', 'Prepaid');
    await page.getByRole('button', { name: '₦5,000', exact: true }).click();
    await shot(page, 'bills-electricity');
    await payWithPin(page);
    const receipt = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(receipt).toBeVisible();
    await shot(page, 'bills-token-receipt', false);
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'bills-token-receipt-print');
    await page.emulateMedia({ media: 'screen' });
    await receipt.getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('region', { name: 'Recent Transactions' })
      .getByRole('button', { name: /MTN Airtime/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toContainText(
      'Delivered',
    );
    await shot(page, 'bills-detail', false);
  });
});
