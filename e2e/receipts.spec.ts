import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, fundWallet, test, waitForMail } from './fixtures.ts';

// Issue 23: any transaction's receipt as a PDF from its details (downloaded,
// or shared as a file where the browser can), the debit and credit alerts by
// e-mail, and the Settings switch that turns them off.
test.use({ viewport: { width: 390, height: 844 } });

async function openNewestDetails(page: Page) {
  await page.goto('/transactions');
  await page.getByTestId('transaction-row').first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const startsLikePdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

test('a transaction downloads its receipt as a PDF, and its credit alert is mailed', async ({
  page,
  account,
}) => {
  await fundWallet(page.request, 'NGN', 500_000);
  const dialog = await openNewestDetails(page);
  const reference = (await dialog.getByTestId('transaction-reference').textContent()) ?? '';

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`owo-receipt-${reference}.pdf`);
  expect(startsLikePdf(await readFile(await download.path()))).toBe(true);

  // Chromium on Linux cannot share files: Share downloads the same receipt.
  const [shared] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Share' }).click(),
  ]);
  expect(shared.suggestedFilename()).toBe(`owo-receipt-${reference}.pdf`);
  expect(startsLikePdf(await readFile(await shared.path()))).toBe(true);

  const alert = await waitForMail(page.request, account.email, /^Credit Alert: ₦5,000\.00$/);
  expect(alert.text).toContain(`Reference: ${reference}`);
  expect(alert.text).toContain('Balance after: ₦5,000.00');
});

test('Share hands the PDF itself to the share sheet where the browser can share files', async ({
  page,
  account: _,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared?: { name: string; type: string; head: string } };
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => {
        const file = data.files?.[0];
        if (!file) throw new Error('no file');
        const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
        w.shared = { name: file.name, type: file.type, head };
      },
    });
  });
  await fundWallet(page.request, 'NGN', 100_000);
  const dialog = await openNewestDetails(page);
  const reference = await dialog.getByTestId('transaction-reference').textContent();
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared))
    .toEqual({ name: `owo-receipt-${reference}.pdf`, type: 'application/pdf', head: '%PDF-' });
});

test('the debit and credit alerts switch is saved and survives a reload', async ({
  page,
  account: _,
}) => {
  await page.goto('/settings');
  const alerts = page.getByRole('switch', { name: 'Debit & Credit Alerts' });
  await expect(alerts).toBeChecked();
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/me')).json()) as Record<string, unknown>)
          .email_alerts,
    )
    .toBe(false);
  await page.reload();
  await expect(alerts).not.toBeChecked();
});
