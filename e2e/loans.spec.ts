import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { selectOption } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  FILES,
  fillApplication,
  fillBusinessInfo,
  fillDocuments,
  fillLoanDetails,
  next,
  USE_OF_FUNDS,
} from './loans-helpers.ts';

// /loans against the real server at phone width: each of the three steps with its
// messages, a complete application with real PDF and PNG documents, and a text file named
// .pdf that only the server can tell apart.

test.use({ viewport: { width: 390, height: 844 } });

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Application steps' }).locator('[aria-current="step"]');

test('step 1 says what is wrong, durations follow the amount, the estimate', async ({
  page,
  account: _,
}) => {
  await page.goto('/loans');
  await expect(page.getByRole('heading', { name: 'Business Loan', level: 1 })).toBeVisible();
  await expect(currentStep(page)).toContainText('Loan Details');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A select closed without a choice has been left.
  await page.getByRole('combobox', { name: 'Loan Type' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Please select a loan type')).toBeVisible();

  const amount = page.getByLabel('Loan Amount (₦)');
  await amount.fill('10000');
  await amount.blur();
  await expect(page.getByText('Minimum loan amount is ₦50,000')).toBeVisible();
  await amount.fill('20050000');
  await expect(page.getByText('Maximum loan amount is ₦20,000,000')).toBeVisible();
  await amount.fill('120000');
  await expect(page.getByText('Loan amount must be in steps of ₦50,000')).toBeVisible();

  // 1 to 3 months up to ₦3,000,000; 1 to 6 above; a duration the new amount forbids goes.
  await amount.fill('3000000');
  await page.getByRole('combobox', { name: 'Loan Duration' }).click();
  await expect(page.getByRole('option')).toHaveText(['1 month', '2 months', '3 months']);
  await page.keyboard.press('Escape');
  await amount.fill('3050000');
  await selectOption(page, 'Loan Duration', '6 months');
  await amount.fill('3000000');
  await expect(page.getByRole('combobox', { name: 'Loan Duration' })).toHaveText(/Select duration/);
  await expect(page.getByText('Please select the loan duration')).toBeVisible();

  const use = page.getByLabel('Use of Funds');
  await use.fill('Stock');
  await use.blur();
  await expect(page.getByText('5/50 characters minimum')).toBeVisible();
  await expect(
    page.getByText('Please describe the use of funds in at least 50 characters'),
  ).toBeVisible();

  await fillLoanDetails(page);
  await expect(page.getByText(`${USE_OF_FUNDS.length}/50 characters minimum`)).toBeVisible();
  const estimate = page.getByRole('region', { name: 'Repayment Estimate' });
  await expect(estimate).toContainText('6% per month');
  await expect(estimate).toContainText('₦393,333.34');
  await expect(estimate).toContainText('₦1,180,000.00');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('step 2 says what is wrong; Previous keeps what was typed', async ({ page, account: _ }) => {
  await page.goto('/loans');
  await fillLoanDetails(page);
  await next(page);

  await expect(currentStep(page)).toContainText('Business Information');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const fullName = page.getByLabel('Full Name');
  await fullName.focus();
  await fullName.blur();
  await expect(page.getByText('Full name is required')).toBeVisible();
  const bvn = page.getByLabel('BVN');
  await bvn.fill('12345');
  await bvn.blur();
  await expect(page.getByText('BVN must be 11 digits')).toBeVisible();
  const year = page.getByLabel('Year Established');
  await year.fill('1899');
  await year.blur();
  await expect(
    page.getByText(`Year established must be between 1900 and ${new Date().getUTCFullYear()}`),
  ).toBeVisible();
  await fillBusinessInfo(page);
  await expect(page.getByText('BVN must be 11 digits')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Previous keeps what was typed, both ways.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(currentStep(page)).toContainText('Loan Details');
  await expect(page.getByLabel('Loan Amount (₦)')).toHaveValue('1000000');
  await next(page);
  await expect(page.getByLabel('BVN')).toHaveValue('22212345678');
  await next(page);
  await expect(currentStep(page)).toContainText('Document Upload');
});

test('step 3 refuses a wrong type and a file too large, and asks for both declarations', async ({
  page,
  account: _,
}) => {
  await page.goto('/loans');
  await fillLoanDetails(page);
  await next(page);
  await fillBusinessInfo(page);
  await next(page);

  await expect(currentStep(page)).toContainText('Document Upload');
  const reviewButton = page.getByRole('button', { name: 'Review Application' });
  await expect(reviewButton).toBeDisabled();
  const statement = page.getByLabel('Bank Statement');
  await statement.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a statement'),
  });
  await expect(page.getByText('Please upload PDF, JPG, JPEG or PNG files only')).toBeVisible();
  await statement.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
  const accurate = page.getByRole('checkbox', { name: /information in this application/ });
  await accurate.check();
  await accurate.uncheck();
  await expect(page.getByText('Please confirm both declarations')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDocuments(page);
  await expect(page.getByText('File size must be less than 10MB')).toHaveCount(0);
  await expect(reviewButton).toBeEnabled();
});

test('the review shows what was entered; Back to Edit returns to the documents', async ({
  page,
  account: _,
}) => {
  await page.goto('/loans');
  await fillApplication(page);
  const review = page.getByRole('dialog', { name: 'Review Your Application' });
  for (const text of [
    'Operational Capital',
    '₦1,000,000.00',
    '3 months',
    '6% per month',
    'Ada Obi',
    'Obi Stores',
    'Retail/Wholesale',
    '₦1,500,000.00',
    'bank-statement.pdf',
    'utility-bill.png',
  ])
    await expect(review).toContainText(text);
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(review).toBeHidden();
  await expect(currentStep(page)).toContainText('Document Upload');
  await expect(page.getByRole('button', { name: 'Review Application' })).toBeEnabled();
});

test('submitted: the overlay while it goes, the success dialog, listed as pending', async ({
  page,
  account: _,
}) => {
  await page.goto('/loans');
  await expect(page.getByText('No loan applications yet')).toBeVisible();
  await fillApplication(page);
  const review = page.getByRole('dialog', { name: 'Review Your Application' });
  // The answer is held until the submitting overlay has been seen.
  let overlaySeen: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    overlaySeen = resolve;
  });
  await page.route('**/api/loans', async (route) => {
    if (route.request().method() === 'POST') await seen;
    await route.continue();
  });
  await review.getByRole('button', { name: 'Submit Application' }).click();
  try {
    await expect(page.getByText('Submitting your application...')).toBeVisible();
  } finally {
    overlaySeen();
  }
  const success = page.getByRole('dialog', { name: 'Application Submitted' });
  await expect(success).toBeVisible();
  await page.unroute('**/api/loans');
  const id = (await success.getByText(/^LN-\d{4}-\d{3,}$/).textContent()) ?? '';
  expect(id).toMatch(new RegExp(`^LN-${new Date().getUTCFullYear()}-\\d{3,}$`));
  await expect(success).toContainText('Initial review within 24 hours');
  await expect(success.getByRole('link', { name: /@/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Behind it the form has started again.
  await expect(page.locator('#loan-loan-amount')).toHaveValue('');

  await success.getByRole('button', { name: 'Close' }).click();
  await expect(currentStep(page)).toContainText('Loan Details');
  const card = page
    .getByRole('region', { name: 'My Applications' })
    .getByRole('article', { name: new RegExp(id) });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('₦1,000,000.00');
  await expect(card).toContainText('The initial review takes up to 24 hours');
});

test('a text file named .pdf passes the browser and is refused by the server, then a real one goes; back to the dashboard', async ({
  page,
  account: _,
}) => {
  await page.goto('/loans');
  await fillApplication(page, FILES.fakePdf);
  await page
    .getByRole('dialog', { name: 'Review Your Application' })
    .getByRole('button', { name: 'Submit Application' })
    .click();
  await expect(page.getByText('Failed to submit application. Please try again.')).toBeVisible();
  await expect(
    page.getByText('Bank Statement: Please upload PDF, JPG, JPEG or PNG files only'),
  ).toBeVisible();
  // The field says so too, and Review waits for another file.
  await expect(page.locator('#loan-documents-bank-statement-error')).toHaveText(
    'Please upload PDF, JPG, JPEG or PNG files only',
  );
  await expect(page.getByRole('button', { name: 'Review Application' })).toBeDisabled();
  await expect(page.getByText('No loan applications yet')).toBeVisible();

  await page.getByLabel('Bank Statement').setInputFiles(FILES.pdf);
  await page.getByRole('button', { name: 'Review Application' }).click();
  await page
    .getByRole('dialog', { name: 'Review Your Application' })
    .getByRole('button', { name: 'Submit Application' })
    .click();
  const success = page.getByRole('dialog', { name: 'Application Submitted' });
  await expect(success).toBeVisible();
  // Return to Dashboard leaves the screen.
  await success.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
