import type { Page } from '@playwright/test';
import { expect, sameOrigin, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// Every test here needs a confirmed, signed-in user.
test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

const personalInfo = (page: Page) => page.getByTestId('personal-info');
const summary = (page: Page) => page.getByRole('region', { name: 'Profile summary' });

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(personalInfo(page)).toBeVisible();
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

test('header shows the e-mail initial, Member and Not Started for a new account', async ({
  page,
  account,
}) => {
  await openProfile(page);
  await expect(page.getByTestId('profile-avatar')).toHaveText(account.email[0]!.toUpperCase());
  await expect(page.getByTestId('profile-name')).toHaveText(account.email);
  await expect(summary(page).getByText('Member')).toBeVisible();
  await expect(summary(page).getByText('Not Started')).toBeVisible();
  const status = page.getByRole('heading', { name: 'Account Status' }).locator('../..');
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
  await expect(status.getByText('KYC Status')).toBeVisible();
  await expect(status.getByText('Email Verification')).toBeVisible();
  await expect(status.getByText('Phone Verification')).toBeVisible();
});

test('personal information: edit, cancel, save, persist after reload', async ({ page }) => {
  await openProfile(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(personalInfo(page).getByText('Ada Lovelace')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Phone Number').fill('+234 801 234 5678');
  await page.getByLabel('Address', { exact: true }).fill('12 Marina Road');
  await page.getByLabel('City').fill('Lagos');
  await page.getByLabel('State').fill('Lagos');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByLabel('Postal Code').fill('101001');
  await page.getByLabel('Date of Birth').fill('1990-05-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();

  await page.reload();
  await expect(personalInfo(page).getByText('Ada Lovelace')).toBeVisible();
  await expect(personalInfo(page).getByText('United Kingdom')).toBeVisible();
  await expect(personalInfo(page).getByText('May 1, 1990')).toBeVisible();
  await expect(page.getByTestId('profile-avatar')).toHaveText('A');
  await expect(page.getByTestId('profile-name')).toHaveText('Ada Lovelace');
});

test('personal information: cleared fields are saved as null, not as empty text', async ({
  page,
}) => {
  const res = await page.request.patch('/api/me', {
    data: {
      full_name: 'Ada Lovelace',
      phone_number: '+234 801 234 5678',
      address: '12 Marina Road',
      city: 'Lagos',
      country: 'United Kingdom',
      date_of_birth: '1990-05-01',
    },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PATCH /api/me answered ${res.status()}`).toBeTruthy();
  await openProfile(page);
  await expect(personalInfo(page).getByText('12 Marina Road')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone Number').fill('');
  await page.getByLabel('Address', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();
  const profile = await me(page);
  expect(profile).toMatchObject({
    full_name: 'Ada Lovelace',
    phone_number: null,
    address: null,
    city: 'Lagos',
    country: 'United Kingdom',
    date_of_birth: '1990-05-01',
  });
});

test('personal information: an invalid phone number is explained and not saved', async ({
  page,
}) => {
  await openProfile(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone Number').fill('call me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone Number must be a valid phone number')).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  expect((await me(page)).phone_number).toBeNull();
});

test('Show Balance off hides the amounts on /profile; the eye button shows them again', async ({
  page,
}) => {
  await openProfile(page);
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦0.00');
  await expect(page.getByTestId('balance-total')).toHaveText('₦0.00');

  // Switched off in /settings (its toggle is in settings.spec.ts).
  const res = await page.request.patch('/api/me/preferences', {
    data: { show_balance: false },
    headers: sameOrigin(),
  });
  expect(res.ok()).toBeTruthy();

  await page.reload();
  for (const c of ['NGN', 'USD', 'CNY', 'total'])
    await expect(page.getByTestId(`balance-${c}`)).toHaveText('••••••');
  await expect(page.getByText('₦0.00')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByTestId('balance-USD')).toHaveText('$0.00');
  await expect.poll(async () => (await me(page)).show_balance).toBe(true);
});
