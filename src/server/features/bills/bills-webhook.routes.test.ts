import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { WEBHOOK_REQUESTS_PER_MINUTE } from '#server/http/rate-limit.ts';
import type { VtpassClient } from '#server/providers/vtpass/client.ts';
import { VTPASS_WEBHOOK_PATH, vtpassFor } from '#server/providers/vtpass/vtpass.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { createTestDatabase } from '#test/db.ts';
import { airtime, billPayer, type Client, PIN, power, serveBillsApp } from '#test/support/bills.ts';

// VTpass's webhook is unsigned: anyone can post it, as often as they like.
// Each post may set off a requery to VTpass, so posts are throttled per bill
// (one requery a minute, pending bills only) and per sending address.

let deps: AppDeps;
let base: string;
let limitedBase: string;
let payer: Client;
const closers: (() => Promise<void>)[] = [];
let requery: MockInstance<VtpassClient['requery']>;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  // The simulator keeps its pending number pending for the whole file.
  const served = await serveBillsApp(url, { VTPASS_SIM_PENDING_S: '3600' });
  ({ deps } = served);
  base = served.publicUrl;
  closers.push(served.close);
  payer = await billPayer(served.app, deps, 100_000);
  // Every requery this app sends to VTpass (its simulator) goes through this client.
  requery = vi.spyOn(vtpassFor(deps.config, deps.log).client, 'requery');
  const limited = await serveBillsApp(url, { RATE_LIMIT: 'on', TRUSTED_PROXIES: '127.0.0.1' });
  limitedBase = limited.publicUrl;
  closers.push(limited.close);
});
afterAll(() => Promise.all(closers.map((close) => close())));

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

async function pay(body: unknown): Promise<Bill> {
  const res = await fetch(`${base}/api/bills`, {
    method: 'POST',
    headers: {
      cookie: payer.cookie,
      origin: base,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-transaction-pin': PIN,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Bill;
}

const update = (bill: Bill, status = 'delivered', code = '000') =>
  JSON.stringify({
    type: 'transaction-update',
    data: { code, requestId: bill.reference, content: { transactions: { status } } },
  });

const post = (body: string, at = base, headers: Record<string, string> = {}) =>
  fetch(`${at}${VTPASS_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** Requeries of one bill sent to VTpass so far, once the webhooks' requeries have run. */
async function requeriesOf(bill: Bill) {
  await sleep(400);
  return requery.mock.calls.filter(([id]) => id === bill.reference).length;
}

describe('the VTpass webhook', () => {
  it('43 posts for one pending bill, many at once: one requery', async () => {
    const bill = await pay(power('201000000000'));
    expect(bill.status).toBe('pending');
    const answers = await Promise.all(
      Array.from({ length: 43 }, (_, i) =>
        post(update(bill, i % 2 ? 'reversed' : 'delivered', i % 2 ? '040' : '000')),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ response: 'success' });
    }
    expect(await requeriesOf(bill)).toBe(1);
    // A minute later, the next post may ask again (once).
    await deps.pool.query(
      `UPDATE bills SET webhook_requery_at = now() - interval '61 seconds' WHERE id = $1`,
      [bill.id],
    );
    await Promise.all(Array.from({ length: 5 }, () => post(update(bill))));
    expect(await requeriesOf(bill)).toBe(2);
    const now = await fetch(`${base}/api/bills/${bill.id}`, { headers: { cookie: payer.cookie } });
    expect((await now.json()).status).toBe('pending');
  });

  it('settled bills: no requery (a delivered one only when a post says it was reversed)', async () => {
    const delivered = await pay(airtime('08031234567'));
    expect(delivered.status).toBe('delivered');
    const refunded = await pay(airtime('08099999999'));
    expect(refunded.status).toBe('refunded');
    for (let i = 0; i < 10; i++) {
      expect((await post(update(delivered))).status).toBe(200);
      expect((await post(update(refunded, 'reversed', '040'))).status).toBe(200);
    }
    expect(await requeriesOf(delivered)).toBe(0);
    expect(await requeriesOf(refunded)).toBe(0);
    // VTpass may reverse a delivered bill: a post saying so is asked about, once a minute.
    await Promise.all(Array.from({ length: 10 }, () => post(update(delivered, 'reversed', '040'))));
    expect(await requeriesOf(delivered)).toBe(1);
  });

  it('posts naming no bill of ours set off nothing', async () => {
    const before = requery.mock.calls.length;
    for (const body of ['not json', 'null', '{}', JSON.stringify({ data: { requestId: 'nope' } })])
      expect(await (await post(body)).json()).toEqual({ response: 'success' });
    await sleep(200);
    expect(requery.mock.calls.length).toBe(before);
  });

  it(`answers ${WEBHOOK_REQUESTS_PER_MINUTE} posts a minute per address, then 429`, async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const body = JSON.stringify({ data: { requestId: 'not-ours' } });
    for (let i = 0; i < WEBHOOK_REQUESTS_PER_MINUTE; i++)
      expect((await post(body, limitedBase, from('203.0.113.7'))).status).toBe(200);
    const limited = await post(body, limitedBase, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    // Another address has a budget of its own.
    expect((await post(body, limitedBase, from('203.0.113.8'))).status).toBe(200);
  });
});
