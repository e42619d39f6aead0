import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// Every test here needs a confirmed, signed-in user.
test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

// A real 1x1 PNG: the server checks uploads by their magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const PROOF = 'Proof of address (utility bill, last 3 months)';
const kycForm = (page: Page) => page.getByRole('form', { name: 'Upload ID document' });
const summary = (page: Page) => page.getByRole('region', { name: 'Profile summary' });

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('personal-info')).toBeVisible();
}

async function chooseIdType(page: Page, name: string) {
  await kycForm(page).getByRole('combobox', { name: 'ID Type' }).click();
  await page.getByRole('option', { name }).click();
}

test('KYC: the browser checks the choice, the size and the type before sending', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/kyc'))
      uploads.push(r.url());
  });
  await openProfile(page);
  const form = kycForm(page);

  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Missing Information: Please select ID type and upload your ID document',
  );

  await chooseIdType(page, 'International Passport');

  // Too large: refused in the browser, nothing sent.
  await form.getByLabel('ID Document').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByRole('alert')).toHaveText(
    'File Too Large: File Size must be less than 5MB',
  );
  await expect(page.getByText('File Size must be less than 5MB').first()).toBeVisible();

  // Wrong type by its declared type: refused in the browser.
  await form.getByLabel('ID Document').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(form.getByRole('alert')).toHaveText(
    'Invalid File Type: Please upload JPG, PNG, or PDF files only',
  );

  // An ID alone is not enough: the proof of address goes with it.
  await form.getByLabel('ID Document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Missing Information: Please upload your proof of address (a utility bill from the last 3 months)',
  );
  await expect(form.getByLabel('Proof of address (utility bill, last 3 months)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(uploads).toEqual([]);
});

test('KYC: text named .png passes the browser; the server reads the bytes and refuses it', async ({
  page,
}) => {
  await openProfile(page);
  const form = kycForm(page);
  await chooseIdType(page, 'International Passport');
  await form.getByLabel('ID Document').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not really a picture'),
  });
  await form
    .getByLabel(PROOF)
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Invalid File Type: Please upload JPG, PNG, or PDF files only',
  );
  await expect(summary(page).getByText('Not Started')).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ kyc_status: 'pending', kyc_documents: null });
});

test('KYC: a real upload goes Under Review and the document is kept', async ({ page }) => {
  await openProfile(page);
  const form = kycForm(page);
  await chooseIdType(page, 'International Passport');
  await form.getByLabel('ID Document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form
    .getByLabel(PROOF)
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(
    page.getByText('Your ID document and proof of address have been submitted for review.'),
  ).toBeVisible();
  await expect(summary(page).getByText('Under Review')).toBeVisible();

  const doc = page.getByRole('region', { name: 'Submitted document' });
  await expect(doc.getByTestId('kyc-file-name')).toHaveText('passport.png');
  await expect(doc.getByText('International Passport · 70 B')).toBeVisible();
  await expect(doc.getByTestId('kyc-proof-name')).toHaveText('bill.png');
  await expect(doc.getByText('Proof of address · 70 B')).toBeVisible();
  const links = doc.getByRole('link', { name: /View document/ });
  await expect(links.first()).toHaveAttribute('href', '/api/kyc/document');
  await expect(links.last()).toHaveAttribute('href', '/api/kyc/proof-of-address');
  for (const url of ['/api/kyc/document', '/api/kyc/proof-of-address']) {
    const file = await page.request.get(url);
    expect(file.status(), url).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await file.body()).equals(PNG)).toBeTruthy();
  }

  await page.reload();
  await expect(summary(page).getByText('Under Review')).toBeVisible();
  await expect(kycForm(page).getByRole('combobox', { name: 'ID Type' })).toHaveText(
    'International Passport',
  );
});

// An administrator decides (admin-users.spec.ts rejects one for real); here the browser sees each
// decision in the profile it reads.
for (const [status, label] of [
  ['verified', 'Verified'],
  ['rejected', 'Rejected'],
] as const) {
  test(`KYC ${status}: the badge reads ${label} and the upload is ${status === 'verified' ? 'locked' : 'open again'}`, async ({
    page,
  }) => {
    await page.route('**/api/me', async (route) => {
      const real = await route.fetch();
      const profile = await real.json();
      await route.fulfill({
        response: real,
        json: {
          ...profile,
          kyc_status: status,
          kyc_rejection_reason: status === 'rejected' ? 'The photo is blurry.' : null,
          kyc_documents: {
            id_type: 'nin',
            id_document: {
              file_name: 'nin-slip.pdf',
              file_url: '/api/kyc/document',
              file_size: 204_800,
              file_type: 'application/pdf',
              uploaded_at: '2026-01-15T10:30:00.000Z',
            },
            submitted_at: '2026-01-15T10:30:00.000Z',
          },
        },
      });
    });
    await openProfile(page);
    await expect(summary(page).getByText(label)).toBeVisible();
    const form = kycForm(page);
    await expect(page.getByText('National Identification Number (NIN) · 200.0 KB')).toBeVisible();
    if (status === 'verified') {
      await expect(page.getByText('Your ID type and document are locked.')).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'ID Type' })).toBeDisabled();
      await expect(form.getByLabel('ID Document')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
    } else {
      await expect(page.getByText('Your document was not accepted.')).toBeVisible();
      await expect(page.getByText('Rejected: The photo is blurry.')).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'ID Type' })).toBeEnabled();
      await expect(form.getByLabel('ID Document')).toBeEnabled();
      await expect(form.getByRole('button', { name: 'Upload Document' })).toBeEnabled();
    }
  });
}
