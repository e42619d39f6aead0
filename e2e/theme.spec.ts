// The theme: the system's by default, Light or Dark chosen in Settings, remembered on the device,
// and applied before the first paint by index.html's inline script (allowed by its hash in the
// CSP), not by the app's code: with every script of the app refused, the page is already right.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

const DARK = /(^|\s)dark(\s|$)/;

/** Loads `path` with none of the app's code, so only index.html's inline script can set the theme. */
async function loadWithoutTheApp(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await page.unroute('**/assets/*.js');
}

test('follows the system until Light or Dark is chosen, remembers it, and never flashes', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const html = page.locator('html');

  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html).toHaveClass(DARK);

  await theme.getByText('Light', { exact: true }).click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(html).not.toHaveClass(DARK);
  expect(await page.evaluate(() => localStorage.getItem('owo-theme'))).toBe('light');
  // The system is dark, the choice is Light: light from the first paint on.
  await loadWithoutTheApp(page, '/settings');
  await expect(html).not.toHaveClass(DARK);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  await theme.getByText('Dark', { exact: true }).click();
  await expect(html).toHaveClass(DARK);
  await loadWithoutTheApp(page, '/dashboard');
  await expect(html).toHaveClass(DARK);

  // Back to System: the choice is forgotten and the page follows the system as it changes.
  await page.goto('/settings');
  await theme.getByText('System', { exact: true }).click();
  await expect(html).not.toHaveClass(DARK);
  expect(await page.evaluate(() => localStorage.getItem('owo-theme'))).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(DARK);
  expect(refused).toEqual([]);
});
