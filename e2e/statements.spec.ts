import { readFile } from 'node:fs/promises';
import { lagosDay } from '../src/shared/lagos-time.ts';
import { toMajorString } from '../src/shared/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, fundWallet, test, waitForMail } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const DAY = 86_400_000;

test.describe('Account statement', () => {
  test('downloads the last 30 days as a CSV that matches the wallet, and e-mails it', async ({
    page,
    account,
  }) => {
    const credited = await fundWallet(page.request, 'NGN', 1_234_500);
    await page.goto('/history');
    await page.getByRole('button', { name: 'Statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account statement' });
    await expect(dialog.getByRole('combobox', { name: 'Wallet' })).toHaveText('Naira (NGN)');
    const today = lagosDay();
    await expect(dialog.getByLabel('From')).toHaveValue(lagosDay(Date.now() - 29 * DAY));
    await expect(dialog.getByLabel('To')).toHaveValue(today);
    await expectNoAxeViolations(page);

    // A period that ends before it starts is refused on the spot, with the API's words.
    await dialog.getByLabel('From').fill(today);
    await dialog.getByLabel('To').fill(lagosDay(Date.now() - 2 * DAY));
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    await expect(dialog.getByText('To must be on or after the start date')).toBeVisible();
    await dialog.getByLabel('To').fill(today);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`owo-statement-NGN-${today}-to-${today}.csv`);
    await expect(dialog.getByRole('status')).toHaveText(
      `Downloaded ${download.suggestedFilename()}.`,
    );
    const text = (await readFile(await download.path())).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    const closing = toMajorString(credited);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Owo account statement,',
        `Email,${account.email}`,
        'Wallet,NGN',
        'Opening balance,0.00',
        `Money in,${closing}`,
        'Money out,0.00',
        `Closing balance,${closing}`,
        'Transactions,1',
        'Date (Lagos time),Description,Category,Reference,Status,Money in,Money out,Balance,Currency',
      ]),
    );
    const row = lines.find((l) => l.startsWith(today) && l.endsWith(',NGN'));
    expect(row).toMatch(new RegExp(`,completed,${closing},,${closing},NGN$`));
    expect(lines.find((l) => l.startsWith('Statement reference,'))).toMatch(
      /^Statement reference,STM-\d{8}-[0-9A-Z]{10}$/,
    );

    const asked = Date.now();
    await dialog.getByRole('button', { name: 'Email it to me' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      `Your statement is on its way to ${account.email}.`,
    );
    const mail = await waitForMail(page.request, account.email, /statement/i, {
      after: asked - 1_000,
    });
    expect(mail.text).toContain('is attached as a PDF');
  });
});
