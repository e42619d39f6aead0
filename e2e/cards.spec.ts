import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('My Cards shows three sample cards whose switches lock them on screen only', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto('/cards');
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  await expect(page.getByText('These are sample cards.')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Sample cards' }).getByRole('article');
  await expect(cards).toHaveCount(3);

  const visa = page.getByRole('article', { name: 'Visa card ending in 4242' });
  await expect(visa.getByText('4242')).toBeVisible();
  await expect(visa.getByText('12/28')).toBeVisible();
  await expect(visa.getByText('•••', { exact: true })).toBeVisible();
  await expect(visa.getByText('Sample', { exact: true })).toBeVisible();

  const lock = page.getByRole('switch', { name: 'Visa card ending in 4242' });
  await expect(lock).toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(3);
  await lock.click();
  await expect(lock).not.toBeChecked();
  await expect(visa.getByText('Locked')).toBeVisible();
  await expect(lock).toHaveAccessibleDescription('Locked');
  await expect(page.getByRole('switch', { name: 'Mastercard card ending in 5454' })).toBeChecked();
  await lock.click();
  await expect(lock).toBeChecked();
  await expect(lock).toHaveAccessibleDescription('Active');

  // Held only on the screen: a new visit starts with every card active.
  await lock.click();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Visa card ending in 4242' })).toBeChecked();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
