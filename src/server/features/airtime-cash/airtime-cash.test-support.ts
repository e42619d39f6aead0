import { beforeAll, expect } from 'vitest';
import type { AirtimeCashCreated, AirtimeCashPage } from '#shared/schemas/airtime-cash.ts';
import { createTestDatabase } from '#test/db.ts';
import { airtimeCashApp, type Client } from '#test/support/airtime-cash.ts';

// Airtime to cash, the user's side: a request is recorded with the network's
// fee, answers the code to dial once, and keeps the carrier PIN nowhere.

type AirtimeCashTest = ReturnType<typeof airtimeCashApp>;
let apps: { t: AirtimeCashTest; limited: AirtimeCashTest };
let people: { ada: Client; bayo: Client };

export const t = () => apps.t;
/** The same database, with the rate limits on. */
export const limited = () => apps.limited;
export const ada = () => people.ada;
export const bayo = () => people.bayo;

/** A PIN no test amount, phone or number contains. */
export const PIN = '4826';

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  apps = { t: airtimeCashApp(url), limited: airtimeCashApp(url, { RATE_LIMIT: 'on' }) };
  people = { ada: await apps.t.user('ada'), bayo: await apps.t.user('bayo') };
});

export const body = (over: Record<string, unknown> = {}) => ({
  network: 'MTN',
  amount: 100_000,
  phone: '08031234567',
  transfer_pin: PIN,
  ...over,
});

export async function create(who: Client, over: Record<string, unknown> = {}) {
  const res = await t().post(who, '/api/airtime-cash', body(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AirtimeCashCreated;
}

export async function list(who: Client, query = '') {
  const res = await t().call(who, `/api/airtime-cash${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AirtimeCashPage;
}

export async function countRequests() {
  const { rows } = await t().deps.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM airtime_cash_requests',
  );
  return Number(rows[0]?.n);
}
