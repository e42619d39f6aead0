import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the virtual card is a preview: card, upgrade note, In Development, two tiles', async ({
  page,
  account,
}) => {
  await page.goto('/virtual-card');
  await expect(page.getByRole('heading', { name: 'Virtual Card', level: 1 })).toBeVisible();
  await expect(page.getByText('In Development')).toBeVisible();
  const card = page.getByRole('figure', { name: 'Preview of the Owo dollar virtual card' });
  await expect(card).toBeVisible();
  // No name on the profile yet: the card carries the e-mail's name part.
  await expect(card.getByText(account.email.split('@')[0]!)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('auto cancellation and auto renewal');
  await expect(page.getByRole('heading', { name: 'Instant Cards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auto Management' })).toBeVisible();
  // A preview: nothing on it issues a card or pays.
  await expect(page.getByRole('button', { name: /create|get|issue/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
