// What the Buy RMB specs and screenshots share: the QR image, walking the wizard, and a
// customer with purchases made through the API (for the back office's RMB screen).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { choose, PIN } from './bills-helpers.ts';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  fundWallet,
  sameOrigin,
  uniqueEmail,
} from './fixtures.ts';

/** A made-up QR code, a real PNG (174 x 174). */
export const QR_PNG = {
  name: 'alipay-qr.png',
  mimeType: 'image/png',
  buffer: readFileSync('e2e/files/rmb-qr.png'),
};
/** Text that only claims to be a PNG: the server looks at the content. */
export const FAKE_PNG = {
  name: 'not-really.png',
  mimeType: 'image/png',
  buffer: Buffer.from('this is not an image'),
};
export const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') };

/** The NGN to CNY rate the database starts with. */
export const START_RATE = '0.0047';

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 2 });

/** Step 1 -> 3: the platform (and Alipay type), then `ngn` naira typed in You Send. */
export async function toDetails(
  page: Page,
  { platform, type, ngn }: { platform: 'Alipay' | 'WeChat Pay'; type?: string; ngn: string },
) {
  await page.goto('/buy-rmb');
  await choose(page, new RegExp(`^${platform}`));
  if (type) await choose(page, type);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Enter Amount')).toBeVisible();
  await page.getByLabel('You Send (NGN)').fill(ngn);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Recipient Details')).toBeVisible();
}

/** Complete Transaction, then the PIN in its dialog. */
export async function completeWithPin(page: Page, pin = PIN) {
  await page.getByRole('button', { name: 'Complete Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await dialog.getByLabel('Transaction PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Sets NGN to CNY as an administrator (`request` signed in as one). The rate
 * must keep every round trip at a loss or even (a raise above 0.0047 is
 * refused against CNY to NGN 212.76595); confirm: true is what the back
 * office's dialog sends for a change of more than 10%.
 */
export async function setRate(request: APIRequestContext, rate: string) {
  const res = await request.put('/api/admin/rates', {
    data: { from: 'NGN', to: 'CNY', rate, confirm: true },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PUT /api/admin/rates answered ${res.status()}: ${await res.text()}`).toBe(true);
}

export interface RmbBuyer {
  email: string;
  name: string;
  page: Page;
  /** ₦10,000 for Alipay (Chinese), with a QR image; answers its reference. */
  buyAlipay: () => Promise<string>;
  /** ₦5,000 for WeChat Pay, no QR image; answers its reference. */
  buyWechat: () => Promise<string>;
  close: () => Promise<void>;
}

async function buy(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/rmb', {
    data: body,
    headers: {
      ...sameOrigin(),
      'Idempotency-Key': `e2e-rmb-${uniqueEmail('key')}`,
      'X-Transaction-Pin': PIN,
    },
  });
  expect(res.status(), `POST /api/rmb answered: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

/** A new customer with ₦50,000 and a PIN, in a browser context of its own. */
export async function makeRmbBuyer(browser: Browser): Promise<RmbBuyer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = 'Adaeze Nwosu';
  const { email } = await createSignedInUser(page, uniqueEmail('rmb'));
  const { request } = page;
  const named = await request.patch('/api/me', {
    data: { full_name: name },
    headers: sameOrigin(),
  });
  expect(named.ok(), `PATCH /api/me answered ${named.status()}`).toBeTruthy();
  const pin = await request.put('/api/me/pin', {
    data: { pin: PIN, current_password: DEFAULT_PASSWORD },
    headers: sameOrigin(),
  });
  expect(pin.ok(), `PUT /api/me/pin answered ${pin.status()}`).toBeTruthy();
  await fundWallet(request, 'NGN', 5_000_000);
  return {
    email,
    name,
    page,
    buyAlipay: async () => {
      const up = await request.post('/api/rmb/qr', {
        multipart: { file: QR_PNG },
        headers: sameOrigin(),
      });
      expect(up.status(), `POST /api/rmb/qr answered: ${await up.text()}`).toBe(201);
      const { qr_id } = (await up.json()) as { qr_id: string };
      return buy(request, {
        platform: 'alipay',
        alipay_type: 'china',
        naira_amount: 1_000_000,
        recipient_id: 'li.na@example.cn',
        full_name: 'Li Na',
        qr_id,
      });
    },
    buyWechat: () =>
      buy(request, {
        platform: 'wechat',
        naira_amount: 500_000,
        recipient_id: 'wxid_wangfang88',
        full_name: 'Wang Fang',
      }),
    close: () => context.close(),
  };
}
