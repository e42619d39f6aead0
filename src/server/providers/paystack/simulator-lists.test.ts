import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/http/context.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { paystackFor } from './paystack.ts';
import { insertSimRecord } from './sim-store.ts';
import { serveOnFreePort } from './testing.ts';

// Paystack's list calls on the simulator (GET /transaction, GET /transfer) and
// the client that pages through them, over real HTTP.

let deps: AppDeps;
let base: string;
let close: () => Promise<void>;
const DAY = {
  from: new Date('2026-04-01T00:00:00+01:00'),
  to: new Date('2026-04-02T00:00:00+01:00'),
};

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const served = await serveOnFreePort((publicUrl) => {
    deps = makeTestDeps(url, { PUBLIC_URL: publicUrl });
    return createApp(deps);
  });
  ({ close } = served);
  base = `${served.publicUrl}/sim/paystack`;
  const at = (i: number) => new Date(DAY.from.getTime() + i * 60_000).toISOString();
  for (let i = 0; i < 120; i++)
    await insertSimRecord(
      deps.pool,
      'transfer',
      `trf_list_${String(i).padStart(4, '0')}_abcdef`,
      `TRF_l${i}`,
      {
        status: 'success',
        amount: 1000 + i,
        currency: 'NGN',
        reference: `trf_list_${String(i).padStart(4, '0')}_abcdef`,
        transfer_code: `TRF_l${i}`,
        createdAt: at(i),
      },
    );
  // The day before (23:59 Lagos) and the day after (00:00 Lagos): not on the day.
  for (const [ref, when] of [
    ['trf_before_day_000001', '2026-03-31T23:59:00+01:00'],
    ['trf_after_day_0000001', '2026-04-02T00:00:00+01:00'],
  ])
    await insertSimRecord(deps.pool, 'transfer', ref as string, `C_${ref}`, {
      status: 'success',
      amount: 5,
      currency: 'NGN',
      reference: ref,
      transfer_code: `C_${ref}`,
      createdAt: when,
    });
  await insertSimRecord(deps.pool, 'transaction', 'card_list_1', 'ac_list_1', {
    status: 'success',
    amount: 700,
    currency: 'NGN',
    reference: 'card_list_1',
    created_at: at(5),
  });
  await insertSimRecord(deps.pool, 'bank_transfer', 'dva_list_1', '000:dva_list_1', {
    status: 'success',
    amount: 900,
    currency: 'NGN',
    reference: 'dva_list_1',
    created_at: at(6),
  });
}, 60_000);
afterAll(() => close?.());

const get = (path: string, auth = true) =>
  fetch(`${base}${path}`, {
    headers: auth ? { authorization: `Bearer ${deps.config.PAYSTACK_SIMULATOR_SECRET}` } : {},
  });
const range = `from=${encodeURIComponent(DAY.from.toISOString())}&to=${encodeURIComponent(DAY.to.toISOString())}`;

describe('GET /transfer and /transaction on the simulator', () => {
  it("answers a page newest first with Paystack's meta, within from/to", async () => {
    const res = await get(`/transfer?perPage=50&page=3&${range}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: boolean;
      message: string;
      data: { reference: string }[];
      meta: unknown;
    };
    expect(body).toMatchObject({
      status: true,
      message: 'Transfers retrieved',
      meta: { total: 120, perPage: 50, page: 3, pageCount: 3, skipped: 100 },
    });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]?.reference).toBe('trf_list_0019_abcdef');
    expect(body.data.at(-1)?.reference).toBe('trf_list_0000_abcdef');
  });

  it('takes 50 by default and at most 100; refuses a bad page or date, and a missing key', async () => {
    const first = (await (await get(`/transfer?${range}`)).json()) as {
      data: unknown[];
      meta: { perPage: number };
    };
    expect(first.data).toHaveLength(50);
    const most = (await (await get(`/transfer?perPage=500&${range}`)).json()) as {
      data: unknown[];
      meta: { perPage: number };
    };
    expect(most.meta.perPage).toBe(100);
    expect((await get('/transfer?perPage=x')).status).toBe(400);
    expect((await get('/transfer?from=yesterday')).status).toBe(400);
    expect((await get('/transfer', false)).status).toBe(401);
    expect((await get('/transaction', false)).status).toBe(401);
  });

  it('the client pages through the whole day; card charges and bank transfers in are both transactions', async () => {
    const { client } = paystackFor(deps.config, deps.log);
    const transfers = await client!.listTransfers(DAY);
    expect(transfers).toHaveLength(120);
    expect(new Set(transfers.map((t) => t.reference)).size).toBe(120);
    const charges = await client!.listTransactions(DAY);
    expect(charges.map((t) => t.reference).sort()).toEqual(['card_list_1', 'dva_list_1']);
  });
});
