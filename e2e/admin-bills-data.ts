// A customer with one bill of every kind and outcome, made through the API as
// the customer would (PIN, funded wallet, idempotency keys), for the back
// office's Bills screen to show.
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  fundWallet,
  sameOrigin,
  uniqueEmail,
} from './fixtures.ts';

const PIN = '2580';

/** The meter whose pay the VTpass simulator answers with a 502 (see `payPending`). */
export const PENDING_METER = '500000000000';

export interface BillBuyer {
  email: string;
  name: string;
  /** The references of the bills made, by what they show. */
  refs: {
    airtime: string;
    data: string;
    electricity: string;
    cable: string;
    refunded: string;
  };
  /**
   * Pays ₦1,000 of electricity to meter 500000000000, whose pay the simulator
   * answers with a 502: the bill stays pending until it is asked again (the
   * background requery waits BILLS_REQUERY_S, a minute in the browser tests),
   * and a requery finds it delivered. Call it just before the screen needs it.
   * Answers its reference.
   */
  payPending: () => Promise<string>;
  /** Closes the customer's browser context. */
  close: () => Promise<void>;
}

async function pay(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/bills', {
    data: body,
    headers: {
      ...sameOrigin(),
      'Idempotency-Key': `e2e-bill-${uniqueEmail('key')}`,
      'X-Transaction-Pin': PIN,
    },
  });
  expect(res.status(), `POST /api/bills answered: ${await res.text()}`).toBe(201);
  return (await res.json()) as { reference: string; status: string };
}

async function firstId(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  const list = (await res.json()) as { id: string }[];
  expect(list.length, `${path} is empty`).toBeGreaterThan(0);
  return list[0]!.id;
}

/** A new named customer with a PIN and `kobo` in the NGN wallet, in a browser context of its own. */
async function makeCustomer(browser: Browser, kobo: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = 'Chidinma Okafor';
  const { email } = await createSignedInUser(page, uniqueEmail('bills'));
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
  await fundWallet(request, 'NGN', kobo);
  const payPending = async () => {
    const bill = await pay(request, {
      service: 'electricity',
      disco: 'ekedc',
      meter_number: PENDING_METER,
      meter_type: 'prepaid',
      amount: 100_000,
    });
    expect(bill.status).toBe('pending');
    return bill.reference;
  };
  return { email, name, request, payPending, close: () => context.close() };
}

/**
 * A new customer with only enough for one bill (₦2,000) and no bill yet, for
 * a test that needs just the pending one (`payPending`).
 */
export async function makePendingBillPayer(
  browser: Browser,
): Promise<Pick<BillBuyer, 'email' | 'name' | 'payPending' | 'close'>> {
  const { email, name, payPending, close } = await makeCustomer(browser, 200_000);
  return { email, name, payPending, close };
}

/**
 * A new customer, in a browser context of its own, who buys airtime, data,
 * electricity (with a token) and cable TV, and has one airtime purchase refused
 * (refunded).
 */
export async function makeBillBuyer(browser: Browser): Promise<BillBuyer> {
  const { email, name, request, payPending, close } = await makeCustomer(browser, 5_000_000);
  const airtime = await pay(request, {
    service: 'airtime',
    network: 'mtn',
    phone: '08011111111',
    amount: 20_000,
  });
  const data = await pay(request, {
    service: 'data',
    network: 'airtel',
    phone: '08021111111',
    plan_id: await firstId(request, '/api/bills/data-plans?network=airtel'),
  });
  const electricity = await pay(request, {
    service: 'electricity',
    disco: 'ikedc',
    meter_number: '1111111111111',
    meter_type: 'prepaid',
    amount: 150_000,
    phone: '08011111111',
  });
  const cable = await pay(request, {
    service: 'cable',
    provider: 'dstv',
    smartcard: '1212121212',
    package_id: await firstId(request, '/api/bills/cable-packages?provider=dstv'),
    phone: '08011111111',
  });
  const refunded = await pay(request, {
    service: 'airtime',
    network: '9mobile',
    phone: '08099999999',
    amount: 10_000,
  });
  expect(refunded.status).toBe('refunded');
  return {
    email,
    name,
    refs: {
      airtime: airtime.reference,
      data: data.reference,
      electricity: electricity.reference,
      cable: cable.reference,
      refunded: refunded.reference,
    },
    payPending,
    close,
  };
}
