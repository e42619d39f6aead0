import type { Browser, Page } from '@playwright/test';
import { createSignedInAdmin, expect, sameOrigin, test, uniqueEmail } from './fixtures.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

export const REJECTION_REASON =
  'The photo is blurry. Please upload a sharp scan of the whole page.';

/**
 * Things the user signed in on `page` is told about, decided by an administrator in a
 * browser context of their own: a KYC rejection (with its reason) and `credits` admin
 * credits of ₦100 (each a ledger entry and a notice: two notifications).
 */
export async function seedNotifications(
  page: Page,
  browser: Browser,
  { kyc = true, credits = 0 }: { kyc?: boolean; credits?: number } = {},
) {
  const { id } = (await (await page.request.get('/api/me')).json()) as { id: string };
  if (kyc) {
    const upload = await page.request.post('/api/kyc', {
      multipart: {
        id_type: 'passport',
        document: { name: 'passport.png', mimeType: 'image/png', buffer: PNG },
        proof_of_address: { name: 'electricity-bill.png', mimeType: 'image/png', buffer: PNG },
      },
      headers: sameOrigin(),
    });
    expect(upload.ok(), `KYC upload answered ${upload.status()}`).toBeTruthy();
  }
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  const admin = await context.newPage();
  await createSignedInAdmin(admin);
  if (kyc) {
    const decided = await admin.request.post(`/api/admin/users/${id}/kyc`, {
      data: { decision: 'rejected', reason: REJECTION_REASON },
      headers: sameOrigin(),
    });
    expect(decided.ok(), `KYC decision answered ${decided.status()}`).toBeTruthy();
  }
  for (let i = 0; i < credits; i++) {
    const credit = await admin.request.post(`/api/admin/users/${id}/wallets/NGN/credit`, {
      data: { amount: 10_000 + i, description: `Bonus ${i + 1}` },
      headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-${uniqueEmail('note')}` },
    });
    expect(credit.ok(), `admin credit answered ${credit.status()}`).toBeTruthy();
  }
  await context.close();
}

/** The signed-in user's unread count, as the server has it. */
export async function unreadCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications/unread-count');
  return ((await res.json()) as { count: number }).count;
}
