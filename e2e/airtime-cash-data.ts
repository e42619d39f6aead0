// A customer who asks to convert airtime, through the API as the screen would,
// in a browser context of its own, for the back office's Airtime to Cash screen.
import type { Browser, Page } from '@playwright/test';
import { createSignedInUser, expect, sameOrigin, uniqueEmail } from './fixtures.ts';

export interface AirtimeRequest {
  id: string;
  network: string;
  amount: number;
  net_amount: number;
  phone: string;
  ussd_code: string;
  dial_code: string;
}

export interface AirtimeSeller {
  email: string;
  name: string;
  page: Page;
  /** POST /api/airtime-cash with this body over the defaults (MTN, ₦1,000, PIN 4826). */
  request: (body?: Record<string, unknown>) => Promise<AirtimeRequest>;
  ngnBalance: () => Promise<number>;
  close: () => Promise<void>;
}

export async function makeAirtimeSeller(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<AirtimeSeller> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const name = 'Amaka Obi';
  const { email } = await createSignedInUser(page, uniqueEmail('airtime'));
  const named = await page.request.patch('/api/me', {
    data: { full_name: name },
    headers: sameOrigin(),
  });
  expect(named.ok(), `PATCH /api/me answered ${named.status()}`).toBeTruthy();
  return {
    email,
    name,
    page,
    request: async (body = {}) => {
      const res = await page.request.post('/api/airtime-cash', {
        data: {
          network: 'MTN',
          amount: 100_000,
          phone: '08031234567',
          transfer_pin: '4826',
          ...body,
        },
        headers: sameOrigin(),
      });
      expect(res.status(), `POST /api/airtime-cash answered: ${await res.text()}`).toBe(201);
      return (await res.json()) as AirtimeRequest;
    },
    ngnBalance: async () => {
      const res = await page.request.get('/api/wallets');
      const wallets = (await res.json()) as { currency: string; balance: number }[];
      return wallets.find((w) => w.currency === 'NGN')?.balance ?? -1;
    },
    close: () => context.close(),
  };
}
