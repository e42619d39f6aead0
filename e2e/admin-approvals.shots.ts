// Not part of the test run: screenshots of the Approvals screen (the queue,
// the approve and the reject dialogs) at phone and desktop sizes, for a person
// to look at (playwright.shots.config.ts, SHOTS_DIR).
import { postAdjustment, userThenAdmin } from './admin-helpers.ts';
import { createSignedInAdmin, expect, sameOrigin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot, viewport) => {
  test('approvals', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { id, user } = await userThenAdmin(page, { prefix: 'shot', name: 'Adaeze Okafor' });
    await page.request.patch('/api/me', {
      data: { full_name: 'Tunde Bakare' },
      headers: sameOrigin(),
    });
    for (const [amount, currency, way, description] of [
      [150_000_000, 'NGN', 'credit', 'Refund of failed card payment, ticket 4411'],
      [120_000, 'USD', 'credit', 'Chargeback reversal'],
      [600_000, 'CNY', 'debit', 'Duplicate RMB purchase credited twice'],
    ] as const)
      expect(
        (await postAdjustment(page, id, way, amount, { currency, description })).status(),
      ).toBe(202);

    const context = await browser.newContext({ viewport });
    const checker = await context.newPage();
    await createSignedInAdmin(checker);
    await checker.goto('/olorioko001/approvals');
    const rows = checker
      .getByRole('row')
      .or(checker.getByRole('listitem'))
      .filter({ hasText: user.email, visible: true });
    await expect(rows).toHaveCount(3, { timeout: 30_000 });
    await shot(checker, 'admin-approvals');
    const first = rows.filter({ hasText: '₦1,500,000.00' });
    await first.getByRole('button', { name: /^Approve/ }).click();
    await expect(checker.getByRole('dialog')).toBeVisible();
    await shot(checker, 'admin-approvals-approve', false);
    await checker.getByRole('button', { name: 'Cancel' }).click();
    await first.getByRole('button', { name: /^Reject/ }).click();
    await checker.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(checker.getByText('Please say why it is rejected')).toBeVisible();
    await shot(checker, 'admin-approvals-reject', false);
    await context.close();
  });
});
