import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

// Export CSV on the back office's lists: the button downloads the whole list
// with the filters on screen, and a new gift card batch's codes download at once.

test.use({ viewport: { width: 1440, height: 900 } });

const BOM = '\uFEFF';

async function text(download: Download) {
  const path = await download.path();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(path));
}

async function exportFrom(page: Page) {
  const link = page.getByRole('link', { name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download;
}

test('Export CSV on Users downloads the filtered list with its BOM and header', async ({
  page,
}) => {
  const admin = await createSignedInAdmin(page);
  await page.goto('/olorioko001/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('searchbox').first().fill(admin.email);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp(`q=${encodeURIComponent(admin.email).replace(/\./g, '\\.')}.*format=csv`),
  );
  const download = await exportFrom(page);
  expect(download.suggestedFilename()).toMatch(/^owo-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await text(download);
  expect(csv.startsWith(`${BOM}Name,E-mail,`)).toBe(true);
  const records = csv.trimEnd().split('\r\n');
  expect(records).toHaveLength(2);
  expect(records[1]).toContain(admin.email);
});

test('Export CSV on Withdrawals sends the status filter', async ({ page }) => {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/withdrawals');
  await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/withdrawals?status=completed&format=csv',
  );
  const csv = await text(await exportFrom(page));
  expect(csv.startsWith(`${BOM}Reference,Created (Lagos time),Status,`)).toBe(true);
});

test('a new batch of gift cards offers its codes as a file at once', async ({ page }) => {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/gift-cards');
  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create Gift Card' });
  await form.getByLabel('Amount').fill('1500.50');
  await form.getByLabel('Quantity').fill('3');
  await form.getByRole('button', { name: 'Create Gift Card' }).click();
  const done = page.getByRole('dialog', { name: '3 Gift Cards Created!' });
  await expect(done).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('link', { name: 'Download codes (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^owo-gift-card-batch-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = (await text(download)).trimEnd().split('\r\n');
  expect(records[0]).toBe(
    `${BOM}Code,Amount,Amount currency,Status,Created (Lagos time),Expires (Lagos time),Used by (user id),Card id`,
  );
  expect(records).toHaveLength(4);
  for (const r of records.slice(1)) expect(r).toMatch(/^[A-Z2-9-]{19},1500\.50,NGN,active,/);
});
