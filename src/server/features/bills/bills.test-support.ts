import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Bill } from '#shared/schemas/bills.ts';
import { createTestDatabase } from '#test/db.ts';
import { billPayer, type Client, PIN, serveBillsApp } from '#test/support/bills.ts';
import type { ServedApp } from '#test/support/served-app.ts';
import { requeryBill } from './bills.outcome.ts';

let served: ServedApp;
let payers: { alice: Client; bob: Client };

export const deps = () => served.deps;
/** Where the app is served. */
export const base = () => served.publicUrl;
export const alice = () => payers.alice;
export const bob = () => payers.bob;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  served = await serveBillsApp(url);
  payers = {
    alice: await billPayer(served.app, served.deps, 200_000),
    bob: await billPayer(served.app, served.deps, 1_000),
  };
});
afterAll(() => served?.close());

export function call(
  who: Client,
  path: string,
  init: RequestInit & { key?: string; pin?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('cookie', who.cookie);
  headers.set('origin', base());
  if (init.body) headers.set('content-type', 'application/json');
  if (init.key) headers.set('idempotency-key', init.key);
  if (init.pin !== undefined) headers.set('x-transaction-pin', init.pin);
  return fetch(`${base()}${path}`, { ...init, headers });
}

export async function pay(who: Client, body: unknown, key = randomUUID()) {
  const res = await call(who, '/api/bills', {
    method: 'POST',
    body: JSON.stringify(body),
    key,
    pin: PIN,
  });
  return { res, bill: (await res.clone().json()) as Bill };
}

export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Requeries until the bill is final (the simulator's pending time is 1 s). */
export async function settleByRequery(bill: Bill) {
  for (let i = 0; i < 20; i++) {
    const row = await requeryBill(deps(), bill.id, 'job');
    if (row && row.status !== 'pending') return row;
    await sleep(250);
  }
  throw new Error(`bill ${bill.id} stayed pending`);
}
