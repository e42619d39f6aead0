import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '#server/config-secrets.ts';
import { DOJAH_SIM_BVNS as SIM } from '#server/providers/dojah/simulator.ts';
import { KYC_TIERS } from '#shared/kyc.ts';
import {
  type Customer,
  freshBvn,
  MATCHING_DOB,
  type TierApp,
  tierApp,
  UNTOUCHED,
} from '#test/support/kyc-tier.ts';
import { BVN_ERRORS, bvnHash } from './kyc-tier.service.ts';

// POST /api/me/kyc/bvn through the whole app, its Dojah client speaking HTTP
// to the simulator inside it: every answer, and nothing changed but by a match.

let t: TierApp;
beforeAll(async () => {
  t = await tierApp();
});

const expectUnchanged = async (who: Customer) =>
  expect(await t.tierOf(who.userId)).toEqual(UNTOUCHED);

/** Every row of every table of the app, as text, that contains `needle`. */
async function rowsContaining(needle: string) {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM ${name} x WHERE x::text LIKE $1`,
      [`%${needle}%`],
    );
    if (rows[0].n > 0) found.push(name);
  }
  expect(tables.length).toBeGreaterThan(20);
  return found;
}

describe('a BVN that matches', () => {
  it('makes the customer tier 2 with the last 4 digits and a keyed hash; the limits say tier 2', async () => {
    const ada = await t.customer('Ada Ngozi Obi');
    const res = await t.verifyBvn(ada, { bvn: SIM.matchesAnything, date_of_birth: '1985-06-15' });
    expect(res).toEqual({ status: 200, json: { tier: 2 } });
    const row = await t.tierOf(ada.userId);
    expect(row).toMatchObject({
      kyc_tier: 2,
      bvn_last4: '2222',
      bvn_hash: bvnHash(DEV_SECRETS.BVN_SECRET, SIM.matchesAnything),
    });
    expect(row.bvn_verified_at).toBeInstanceOf(Date);
    expect(row.bvn_hash).toMatch(/^[0-9a-f]{64}$/);
    const limits = await t.limits(ada);
    expect(limits.json).toMatchObject({
      tier: 2,
      daily_limit: KYC_TIERS[2].dailyLimit,
      max_balance: KYC_TIERS[2].maxBalance,
      next_tier: { tier: 3, requires: ['id_document', 'proof_of_address'] },
      bvn_last4: '2222',
    });
    // Tier 2 asked for the customer's own account number, after the commit.
    const { rows } = await t.pool.query(
      'SELECT status FROM dedicated_accounts WHERE user_id = $1',
      [ada.userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('is stored nowhere in clear: not in the profile, not in any row of any table', async () => {
    const bola = await t.customer('Bola Ade');
    const bvn = freshBvn();
    expect((await t.verifyBvn(bola, { bvn, date_of_birth: MATCHING_DOB })).status).toBe(200);
    const { rows } = await t.pool.query(
      'SELECT row_to_json(p)::text AS row FROM profiles p WHERE id = $1',
      [bola.userId],
    );
    expect(rows[0].row).toContain(bvn.slice(-4));
    expect(rows[0].row).not.toContain(bvn);
    expect(rows[0].row).not.toContain(bvn.slice(0, 7));
    expect(await rowsContaining(bvn)).toEqual([]);
  });
});

describe('no match, or no answer: nothing changes', () => {
  it(`${SIM.neverMatches}, and another BVN with the wrong date of birth: 422 KYC_MISMATCH`, async () => {
    const cara = await t.customer('Cara Eze');
    for (const body of [
      { bvn: SIM.neverMatches, date_of_birth: MATCHING_DOB },
      { bvn: freshBvn(), date_of_birth: '1990-01-02' },
    ]) {
      expect(await t.verifyBvn(cara, body)).toEqual({
        status: 422,
        json: { error: { code: 'KYC_MISMATCH', message: BVN_ERRORS.mismatch } },
      });
      await expectUnchanged(cara);
    }
    expect((await t.limits(cara)).json).toMatchObject({ tier: 1, bvn_last4: null });
  });

  it(`${SIM.providerDown} (HTTP 502 from the provider): 502 PROVIDER_ERROR, try again later`, async () => {
    const dayo = await t.customer('Dayo Bello');
    expect(await t.verifyBvn(dayo, { bvn: SIM.providerDown, date_of_birth: MATCHING_DOB })).toEqual(
      {
        status: 502,
        json: {
          error: {
            code: 'PROVIDER_ERROR',
            message: 'The identity check is not answering. Please try again later.',
          },
        },
      },
    );
    await expectUnchanged(dayo);
    // Later, the same customer with a BVN that matches.
    expect((await t.verifyBvn(dayo, { bvn: freshBvn(), date_of_birth: MATCHING_DOB })).status).toBe(
      200,
    );
  });
});

describe('what is refused before the provider is asked', () => {
  it('bad input: 400 naming the field, however many times (RATE_LIMIT=off)', async () => {
    const efe = await t.customer('Efe Okon');
    const cases: [unknown, string][] = [
      [{ bvn: '1234567890', date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ bvn: '123456789012', date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ bvn: '2222222222a', date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ bvn: 'abcdefghijk', date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ bvn: 22222222222, date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ date_of_birth: MATCHING_DOB }, 'bvn'],
      [{ bvn: SIM.matchesAnything, date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ bvn: SIM.matchesAnything, date_of_birth: '01/01/1990' }, 'date_of_birth'],
      [{ bvn: SIM.matchesAnything, date_of_birth: '1990-1-1' }, 'date_of_birth'],
      [{ bvn: SIM.matchesAnything, date_of_birth: '2999-01-01' }, 'date_of_birth'],
      [{ bvn: SIM.matchesAnything, date_of_birth: '1850-01-01' }, 'date_of_birth'],
      [{ bvn: SIM.matchesAnything }, 'date_of_birth'],
    ];
    for (const [body, field] of cases) {
      const res = await t.verifyBvn(efe, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(JSON.stringify(res.json)).not.toContain('2222222222');
    }
    await expectUnchanged(efe);
  });

  it('a profile without a first and last name: 422 asking to complete the profile', async () => {
    for (const name of [null, '   ', 'Madonna']) {
      const single = await t.customer(name);
      expect(await t.verifyBvn(single, { bvn: freshBvn(), date_of_birth: MATCHING_DOB })).toEqual({
        status: 422,
        json: {
          error: { code: 'BUSINESS_RULE', message: BVN_ERRORS.needsName, field: 'full_name' },
        },
      });
      await expectUnchanged(single);
    }
  });

  it('already tier 2 or 3: 422 BUSINESS_RULE, the BVN on file stays', async () => {
    const femi = await t.customer('Femi Lawal');
    const bvn = freshBvn();
    expect((await t.verifyBvn(femi, { bvn, date_of_birth: MATCHING_DOB })).status).toBe(200);
    const before = await t.tierOf(femi.userId);
    const again = await t.verifyBvn(femi, { bvn: freshBvn(), date_of_birth: MATCHING_DOB });
    expect(again).toEqual({
      status: 422,
      json: { error: { code: 'BUSINESS_RULE', message: 'Your BVN is already verified.' } },
    });
    expect(await t.tierOf(femi.userId)).toEqual(before);
    await t.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [femi.userId]);
    expect((await t.verifyBvn(femi, { bvn, date_of_birth: MATCHING_DOB })).status).toBe(422);
    expect((await t.tierOf(femi.userId)).kyc_tier).toBe(3);
  });

  it('signed out: 401', async () => {
    const res = await t.call('POST', '/api/me/kyc/bvn', null, {
      bvn: freshBvn(),
      date_of_birth: MATCHING_DOB,
    });
    expect(res.status).toBe(401);
  });
});

describe('one BVN, one account', () => {
  it('a BVN another account holds: 422 BVN_IN_USE, with nothing about that account', async () => {
    const first = await t.customer('Gbenga Ola');
    const second = await t.customer('Halima Musa');
    const bvn = freshBvn();
    expect((await t.verifyBvn(first, { bvn, date_of_birth: MATCHING_DOB })).status).toBe(200);
    expect(await t.verifyBvn(second, { bvn, date_of_birth: MATCHING_DOB })).toEqual({
      status: 422,
      json: {
        error: { code: 'BVN_IN_USE', message: 'This BVN is already linked to another account.' },
      },
    });
    await expectUnchanged(second);
  });

  it('sent by several accounts at once: exactly one succeeds, every other is BVN_IN_USE', async () => {
    for (const accounts of [2, 2, 2, 6]) {
      const people = await Promise.all(
        Array.from({ length: accounts }, (_, i) => t.customer(`Same Person${i}`)),
      );
      const bvn = freshBvn();
      const answers = await Promise.all(
        people.map((p) => t.verifyBvn(p, { bvn, date_of_birth: MATCHING_DOB })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array(accounts - 1).fill(422)]);
      for (const a of answers.filter((x) => x.status === 422))
        expect(a.json.error.code).toBe('BVN_IN_USE');
      const { rows } = await t.pool.query(
        'SELECT id FROM profiles WHERE bvn_hash = $1 AND kyc_tier = 2',
        [bvnHash(DEV_SECRETS.BVN_SECRET, bvn)],
      );
      expect(rows).toHaveLength(1);
      const winner = people[answers.findIndex((a) => a.status === 200)] as Customer;
      expect(rows[0].id).toBe(winner.userId);
      for (const p of people) if (p !== winner) await expectUnchanged(p);
    }
  });
});
