// Not part of the test run: saves /airtime-to-cash (empty, filled with its hint and
// overview, 9Mobile refused, the code to dial) and /airtime-transactions (empty, with
// requests, a denied one with its reason) at phone and desktop sizes for a person to
// look at. See playwright.shots.config.ts.
import { choose } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('airtime to cash', async ({ page, account: _ }) => {
    await page.goto('/airtime-transactions');
    await expect(page.getByText('No airtime transactions yet')).toBeVisible();
    await shot(page, 'a2c-list-empty');

    await page.goto('/airtime-to-cash');
    await expect(page.getByRole('heading', { name: 'Airtime to Cash', level: 1 })).toBeVisible();
    await shot(page, 'a2c-form-empty');

    await choose(page, 'MTN');
    await page.getByLabel('Amount (₦)').fill('400');
    await page.getByLabel('Phone Number').fill('0803123');
    await page.getByLabel('Phone Number').blur();
    await shot(page, 'a2c-form-low');

    await page.getByLabel('Amount (₦)').fill('2500');
    await page.getByLabel('Phone Number').fill('08031234567');
    await page.getByLabel('Transfer PIN').fill('4826');
    await shot(page, 'a2c-form-filled');

    await choose(page, '9Mobile');
    await page.getByRole('button', { name: 'Convert to Cash' }).click();
    await expect(page.getByText('Service Unavailable')).toBeVisible();
    await shot(page, 'a2c-9mobile', false);

    await choose(page, 'MTN');
    await page.getByRole('button', { name: 'Convert to Cash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dial to Send Airtime' });
    await expect(dialog).toBeVisible();
    await shot(page, 'a2c-dial-code', false);
    await dialog.getByRole('button', { name: 'Close' }).click();

    for (const [network, amount, phone] of [
      ['glo', 50_000, '08051234567'],
      ['airtel', 500_000, '08021234567'],
    ] as const) {
      const res = await page.request.post('/api/airtime-cash', {
        data: { network, amount, phone, transfer_pin: '4826' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/airtime-transactions');
    await expect(page.getByText('Airtel Airtime')).toBeVisible();
    await shot(page, 'a2c-list');
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await shot(page, 'a2c-list-filter', false);
  });
});
