import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// /help is a signed-in page.
test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

test('search filters the questions by their text, with a no-results state', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help and Support', level: 1 })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveText([
    'How do I add a transaction?',
    'How do I link a bank account?',
    'How do I export my transaction history?',
    'How do I set up budgets?',
    'Is my data secure?',
  ]);

  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('BUDGET');
  await expect(questions).toHaveText(['How do I set up budgets?']);

  // Matches the answers too: "Paystack" is only in two answers.
  await search.fill('paystack');
  await expect(questions).toHaveText(['How do I link a bank account?', 'Is my data secure?']);

  await search.fill('cryptocurrency');
  await expect(questions).toHaveCount(0);
  await expect(faq.getByText('No results found')).toBeVisible();

  await search.fill('');
  await expect(questions).toHaveCount(5);
});

test('the accordion opens one answer at a time', async ({ page }) => {
  await page.goto('/help');
  const bank = page.getByRole('button', { name: 'How do I link a bank account?' });
  const security = page.getByRole('button', { name: 'Is my data secure?' });
  await expect(bank).toHaveAttribute('aria-expanded', 'false');
  await bank.click();
  await expect(bank).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('choose your bank and enter your 10-digit account number'),
  ).toBeVisible();
  await security.click();
  await expect(security).toHaveAttribute('aria-expanded', 'true');
  await expect(bank).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('PCI DSS certified processor')).toBeVisible();
  await security.click();
  await expect(page.getByText('PCI DSS certified processor')).toBeHidden();
});

test('contact options use the support e-mail and phone from the server', async ({ page }) => {
  const config = (await (await page.request.get('/api/config/public')).json()) as {
    support: { email: string; phone: string };
  };
  await page.goto('/help');
  const chat = page.getByRole('article', { name: 'Live Chat' });
  const email = page.getByRole('article', { name: 'Email Support' });
  const phone = page.getByRole('article', { name: 'Phone Support' });
  await expect(chat.getByText('24/7')).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${config.support.email}`),
  );
  await expect(email.getByText('Response within 24h')).toBeVisible();
  await expect(email.getByRole('link', { name: config.support.email })).toHaveAttribute(
    'href',
    `mailto:${config.support.email}`,
  );
  await expect(phone.getByText('Mon-Fri 9AM-6PM')).toBeVisible();
  await expect(phone.getByRole('link', { name: config.support.phone })).toHaveAttribute(
    'href',
    `tel:${config.support.phone.replace(/[^\d+]/g, '')}`,
  );
});

test('documentation buttons open their documents', async ({ page }) => {
  await page.goto('/help');
  for (const [name, text] of [
    ['User Guide', 'Verify your identity'],
    ['Privacy Policy', 'Nigeria Data Protection Act 2023'],
    ['Terms of Service', 'You must be 18 or older'],
  ] as const) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});
