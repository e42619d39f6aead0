import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { serverProcess } from '#test/support/server-process.ts';
import { type Client, PIN, withdrawer } from '#test/support/withdrawals.ts';

// The server is killed (SIGKILL: no clean-up of any kind) with withdrawals
// being paid out: one approved whose transfer was never sent (the process
// died between the approval's commit and the call to Paystack), one whose
// transfer Paystack still has pending. After a restart the verify job sends
// the first exactly once and settles it, and keeps the second's money held:
// it may still be paid, so it is never refunded on a guess.

let deps: AppDeps;
let base: string;
let start: () => Promise<void>;
let kill: () => Promise<void>;
let app: { request: (path: string, init?: RequestInit) => Promise<Response> };

beforeAll(async () => {
  ({ deps, base, start, kill, app } = await serverProcess({ WITHDRAWALS_VERIFY_S: '1' }));
  await start();
}, 90_000);
afterAll(() => kill());

function withdraw(who: Client, accountNumber: string) {
  return fetch(`${base}/api/withdrawals`, {
    method: 'POST',
    headers: {
      cookie: who.cookie,
      origin: base,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-transaction-pin': PIN,
    },
    body: JSON.stringify({ amount: 100_000, bank_code: '058', account_number: accountNumber }),
  });
}

async function statusOf(id: string) {
  const { rows } = await deps.pool.query<{ status: string; verify_count: number }>(
    'SELECT status, verify_count FROM withdrawals WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

describe('a server killed with withdrawals being paid out', () => {
  it('sends the unsent transfer once after a restart and keeps the undecided one held', async () => {
    const user = await withdrawer(app, deps, 5_000);
    const admin = await withdrawer(app, deps, 0, true);
    const start0 = await balanceOf(deps.pool, user.userId, 'NGN');
    const unsent = (await (await withdraw(user, SIM_ACCOUNTS.succeeds)).json()) as Withdrawal;
    const undecided = (await (
      await withdraw(user, SIM_ACCOUNTS.staysPending)
    ).json()) as Withdrawal;
    expect([unsent.status, undecided.status]).toEqual(['pending', 'pending']);

    const approved = await fetch(`${base}/api/admin/withdrawals/${undecided.id}`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approved.status).toBe(200);
    // What the approval's commit leaves when the process dies before Paystack hears of it.
    await deps.pool.query(
      `UPDATE withdrawals SET status = 'processing', processed_by = $2, processed_at = now(),
          next_verify_at = now() + interval '1 second' WHERE id = $1`,
      [unsent.id, admin.userId],
    );

    await kill();
    await start();

    const deadline = Date.now() + 45_000;
    while ((await statusOf(unsent.id)).status !== 'completed') {
      if (Date.now() > deadline) throw new Error('the unsent withdrawal was never paid out');
      await new Promise((r) => setTimeout(r, 250));
    }
    // The undecided one has been asked about again since the restart, and is still held.
    while ((await statusOf(undecided.id)).verify_count < 2) {
      if (Date.now() > deadline) throw new Error('the pending transfer was not verified again');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await statusOf(undecided.id)).status).toBe('processing');
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(start0 - 2 * 105_000);
    const { rows } = await deps.pool.query<{ reference: string; n: string }>(
      `SELECT reference, count(*)::text AS n FROM paystack_sim_records
        WHERE kind = 'transfer' AND reference = ANY($1) GROUP BY reference ORDER BY reference`,
      [[unsent.reference, undecided.reference]],
    );
    expect(rows.map((r) => r.n)).toEqual(['1', '1']);
  }, 120_000);
});
