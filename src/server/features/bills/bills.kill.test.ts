import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { billPayer, type Client, PIN, simRecords } from '#test/support/bills.ts';
import { serverProcess } from '#test/support/server-process.ts';

// The server is killed (SIGKILL: no clean-up of any kind) while bills are
// pending at VTpass or while a `pay` is in flight; after a restart the
// background requery settles or refunds each of them, and none is paid twice.

let deps: AppDeps;
let base: string;
let start: () => Promise<void>;
let kill: () => Promise<void>;
let app: { request: (path: string, init?: RequestInit) => Promise<Response> };

beforeAll(async () => {
  ({ deps, base, start, kill, app } = await serverProcess({
    VTPASS_SIM_PENDING_S: '3',
    VTPASS_TIMEOUT_MS: '4000',
    BILLS_REQUERY_S: '1',
  }));
  await start();
}, 90_000);
afterAll(() => kill());

/** The simulator's special numbers are 12 digits: a meter number carries them. */
function pay(who: Client, meter: string) {
  return fetch(`${base}/api/bills`, {
    method: 'POST',
    headers: {
      cookie: who.cookie,
      origin: base,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-transaction-pin': PIN,
    },
    body: JSON.stringify({
      service: 'electricity',
      disco: 'ikedc',
      meter_number: meter,
      meter_type: 'prepaid',
      amount: 50_000,
    }),
  });
}

async function billOf(who: Client, id: string): Promise<Bill> {
  const res = await fetch(`${base}/api/bills/${id}`, { headers: { cookie: who.cookie } });
  return (await res.json()) as Bill;
}

async function waitFinal(who: Client, id: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const bill = await billOf(who, id);
    if (bill.status !== 'pending') return bill;
    if (Date.now() > deadline) throw new Error(`bill ${id} still pending`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a server killed with bills in flight', () => {
  it('resolves them all after a restart, each paid once, the money where it belongs', async () => {
    const user = await billPayer(app, deps, 10_000);
    const start0 = await balanceOf(deps.pool, user.userId, 'NGN');

    // Pending at VTpass when the server dies.
    const pendingRes = await pay(user, '201000000000');
    expect(pendingRes.status).toBe(201);
    const pending = (await pendingRes.json()) as Bill;
    expect(pending.status).toBe('pending');

    // A pay in flight when the server dies: VTpass (the simulator) took it and
    // will answer a requery with 016, but the client never hears the pay answer.
    const inFlight = pay(user, '400000000000').catch(() => null);
    // Killed once the pay has gone to VTpass (on a busy machine that can take more than a second).
    const sent = async () =>
      (
        await deps.pool.query<{ id: string; reference: string; pay_sent_at: Date | null }>(
          `SELECT id, request_id AS reference, pay_sent_at FROM bills WHERE user_id = $1 AND meter_number = '400000000000'`,
          [user.userId],
        )
      ).rows;
    await expect
      .poll(async () => (await sent())[0]?.pay_sent_at ?? null, { timeout: 15_000 })
      .not.toBeNull();
    // ...and VTpass (the simulator, in the same process) has recorded it. Killed between the two,
    // the pay never reached VTpass: a requery answers "not found", which is refunded only after
    // a grace period of minutes (bills.outcome.ts), not what this test is about.
    const reference = (await sent())[0]?.reference ?? '';
    await expect
      .poll(async () => (await simRecords(base, reference))[0]?.pay_calls ?? 0, { timeout: 15_000 })
      .toBe(1);
    const rows = await sent();
    expect(rows).toHaveLength(1);
    // Both held: 2 x ₦500.
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(start0 - 100_000);

    await kill();
    await inFlight;
    await start();

    const delivered = await waitFinal(user, pending.id);
    expect(delivered.status).toBe('delivered');
    const failed = await waitFinal(user, rows[0]!.id);
    expect(failed.status).toBe('refunded');

    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(start0 - 50_000);
    expect((await simRecords(base, pending.reference))[0]?.pay_calls).toBe(1);
    expect((await simRecords(base, failed.reference))[0]?.pay_calls).toBe(1);
  }, 120_000);
});
