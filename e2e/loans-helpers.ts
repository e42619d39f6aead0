// What the loan specs and screenshots share: filling the three steps, applying
// through the API, and the documents in e2e/files.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { selectOption } from './bills-helpers.ts';
import { sameOrigin, uniqueEmail } from './fixtures.ts';

export const FILES = {
  pdf: 'e2e/files/bank-statement.pdf',
  png: 'e2e/files/utility-bill.png',
  fakePdf: 'e2e/files/not-a-pdf.pdf',
};

export const USE_OF_FUNDS =
  'Restocking the shop before the festive season and paying two new staff members.';

/** Step 1 with ₦1,000,000 over 3 months unless told. */
export async function fillLoanDetails(page: Page, naira = '1000000', months = '3 months') {
  await selectOption(page, 'Loan Type', 'Operational Capital');
  await page.getByLabel('Loan Amount (₦)').fill(naira);
  await selectOption(page, 'Loan Duration', months);
  await page.getByLabel('Use of Funds').fill(USE_OF_FUNDS);
}

export async function fillBusinessInfo(page: Page) {
  await page.getByLabel('Full Name').fill('Ada Obi');
  await page.getByLabel('BVN').fill('22212345678');
  await selectOption(page, 'State', 'Lagos');
  await page.getByLabel('Business Name').fill('Obi Stores');
  await selectOption(page, 'Business Type', 'Sole Proprietorship');
  await page.getByLabel('CAC Number').fill('BN1234567');
  await selectOption(page, 'Industry Sector', 'Retail/Wholesale');
  await page.getByLabel('Year Established').fill('2015');
  await selectOption(page, 'Existing Loan', 'No');
  await page.getByLabel('Monthly Revenue (₦)').fill('1500000');
  await page.getByLabel('Monthly Expenses (₦)').fill('900000');
  await page.getByLabel('Business Address').fill('12 Allen Avenue, Ikeja');
  await selectOption(page, 'Willing to Provide a Guarantor', 'Yes');
}

export async function fillDocuments(page: Page, bankStatement = FILES.pdf) {
  await page.getByLabel('Bank Statement').setInputFiles(bankStatement);
  await page.getByLabel('Proof of Address').setInputFiles(FILES.png);
  await page.getByLabel('Identification').setInputFiles(FILES.png);
  await page.getByLabel('Additional Documents (optional)').setInputFiles([FILES.pdf]);
  await page.getByRole('checkbox', { name: /information in this application is accurate/ }).check();
  await page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).check();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The three steps filled in, up to the open review. */
export async function fillApplication(page: Page, bankStatement = FILES.pdf) {
  await fillLoanDetails(page);
  await next(page);
  await fillBusinessInfo(page);
  await next(page);
  await fillDocuments(page, bankStatement);
  await page.getByRole('button', { name: 'Review Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Review Your Application' })).toBeVisible();
}

/** A complete application through the API (amounts in kobo): answers the loan's id. */
export async function applyByApi(
  request: APIRequestContext,
  over: { loan_amount?: number; loan_duration?: number } = {},
): Promise<string> {
  const application = {
    loan_type: 'inventory-financing',
    loan_amount: 10_000_000,
    loan_duration: 2,
    use_of_funds: USE_OF_FUNDS,
    personal_info: { full_name: 'Chidi Okeke', bvn: '22298765432', state: 'Enugu' },
    business_info: {
      business_name: 'Okeke Farms',
      business_type: 'Limited Liability Company',
      cac_number: 'RC765432',
      industry_sector: 'Agriculture',
      year_established: 2018,
      monthly_revenue: 250_000_000,
      monthly_expenses: 150_000_000,
      business_address: '4 Ogui Road, Enugu',
      existing_loan: 'no',
      willing_to_provide_collateral: 'yes',
    },
    declaration: { information_accurate: true, agree_to_terms: true },
    ...over,
  };
  const file = (path: string, mimeType: string) => ({
    name: path.split('/').at(-1)!,
    mimeType,
    buffer: readFileSync(path),
  });
  const res = await request.post('/api/loans', {
    multipart: {
      application: JSON.stringify(application),
      bank_statement: file(FILES.pdf, 'application/pdf'),
      proof_of_address: file(FILES.png, 'image/png'),
      identification: file(FILES.png, 'image/png'),
    },
    headers: { ...sameOrigin(), 'Idempotency-Key': uniqueEmail('loan') },
  });
  expect(res.status(), `POST /api/loans answered ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** An administrator's decision through the API (`request` signed in as one). */
export async function decideByApi(
  request: APIRequestContext,
  id: string,
  decision: {
    decision: 'under_review' | 'approve' | 'reject';
    amount_approved?: number;
    note?: string;
  },
) {
  const res = await request.post(`/api/admin/loans/${id}`, {
    data: decision,
    headers: sameOrigin(),
  });
  expect(res.status(), `POST /api/admin/loans/${id} answered ${await res.text()}`).toBe(200);
}

export async function disburseByApi(request: APIRequestContext, id: string) {
  const res = await request.post(`/api/admin/loans/${id}/disburse`, { headers: sameOrigin() });
  expect(res.status(), `disburse answered ${await res.text()}`).toBe(200);
}
