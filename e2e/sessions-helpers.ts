// What the signed-in devices spec and its screenshots share.
import type { Browser } from '@playwright/test';
import { type Account, botCheckToken, expect, sameOrigin, test } from './fixtures.ts';

export const PHONE = { width: 390, height: 844 };
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A second device (an Android phone): its own browser context, signed in to `account` through the API. */
export async function secondDevice(browser: Browser, account: Account) {
  const context = await browser.newContext({
    baseURL: String(test.info().project.use.baseURL),
    userAgent: ANDROID_CHROME,
    viewport: PHONE,
  });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { ...sameOrigin(), 'x-captcha-response': await botCheckToken(context.request) },
  });
  expect(res.status(), `second sign-in answered ${res.status()}`).toBe(200);
  return context;
}
