import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/log.ts';
import { freshBvn, MATCHING_DOB, type TierApp, tierApp } from '#test/support/kyc-tier.ts';

// What tier 2 opens (the customer's own account number, the held deposits
// that now fit) comes after the commit: when it fails, the upgrade stands and
// the failure is logged.

const calls = vi.hoisted(() => [] as string[]);
vi.mock('#server/features/bank-accounts/bank-accounts.service.ts', async (original) => ({
  ...(await original<object>()),
  requestDedicatedAccount: async (_deps: unknown, userId: string) => {
    calls.push(`account:${userId}`);
    throw new Error('Paystack is down');
  },
  releaseHeldDeposits: async (_deps: unknown, userId: string) => {
    calls.push(`release:${userId}`);
    throw new Error('the release failed');
  },
}));

let t: TierApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await tierApp();
  t.deps.log = createLogger('info', { write: (line: string) => void lines.push(line) });
});

describe('a BVN match whose follow-ups fail', () => {
  it('still answers tier 2, stays tier 2, and logs both failures (never the BVN)', async () => {
    const ada = await t.customer('Ada Obi');
    const bvn = freshBvn();
    expect(await t.verifyBvn(ada, { bvn, date_of_birth: MATCHING_DOB })).toEqual({
      status: 200,
      json: { tier: 2 },
    });
    expect((await t.tierOf(ada.userId)).kyc_tier).toBe(2);
    expect(calls.sort()).toEqual([`account:${ada.userId}`, `release:${ada.userId}`]);
    const logged = lines.map(
      (l) => JSON.parse(l) as { level: number; msg: string; userId?: string },
    );
    const errors = logged.filter((l) => l.level === 50);
    expect(errors.map((l) => l.msg).sort()).toEqual([
      'BVN verified: asking for the dedicated account failed',
      'BVN verified: releasing held deposits failed',
    ]);
    expect(errors.every((l) => l.userId === ada.userId)).toBe(true);
    expect(lines.join('\n')).not.toContain(bvn);
  });
});
