import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps, signIn } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import type { AppDeps } from './http/context.ts';
import { checkLedger } from './ledger/check.ts';
import { DEMO, seedDemo } from './seed-demo.ts';

let deps: AppDeps;
beforeAll(async () => {
  // With the tiers' rules on, as `npm run cli -- seed-demo` runs.
  const { url } = await createTestDatabase(4, { kycLimits: true });
  deps = makeTestDeps(url, { KYC_LIMITS: 'on' });
});

describe('seedDemo', () => {
  it('makes confirmed accounts that sign in, sends no mail, and changes nothing the second time', async () => {
    const first = await seedDemo(deps);
    expect(first.email).toBe(DEMO.email);
    const app = createApp(deps);
    expect(await signIn(app, DEMO.email, DEMO.password)).toMatch(/session_token=/);
    expect(await signIn(app, DEMO.friend.email, DEMO.friend.password)).toMatch(/session_token=/);
    const count = async (table: string) =>
      (await deps.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    expect(await count('dev_mail')).toBe(0);
    expect(await count('mail_outbox')).toBe(0);
    const txs = await count('ledger_transactions');
    expect(txs).toBeGreaterThan(0);

    const second = await seedDemo(deps);
    expect(second.userId).toBe(first.userId);
    expect(await count('ledger_transactions')).toBe(txs);
    expect((await checkLedger(deps.pool)).ok).toBe(true);
    const { rows } = await deps.pool.query('SELECT kyc_tier FROM profiles WHERE id = $1', [
      first.userId,
    ]);
    expect(rows[0].kyc_tier).toBe(1);
  });
});
