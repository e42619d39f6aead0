import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from './api-fixture.ts';
import { pinHeader, setPin } from './auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let bolaEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 1_000_000);
  await setPin(f.app, f.deps, f.ada.cookie);
  const { rows } = await f.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    f.bola.userId,
  ]);
  bolaEmail = rows[0]!.email;
});

/** Near-valid values and junk, so the generator hits each validation rule and its edges. */
const valueWith = (realEmail: string) =>
  fc.oneof(
    fc.constantFrom('NGN', 'USD', 'CNY', 'ngn', 'GBP', '', ' NGN'),
    fc.constantFrom(
      0,
      -1,
      1.5,
      1e21,
      Number.MAX_SAFE_INTEGER + 2,
      Number.NaN,
      '100',
      null,
      true,
      [],
      {},
    ),
    fc.integer({ min: -1_000, max: 2_000_000 }),
    fc.string({ maxLength: 300 }),
    fc.constantFrom(realEmail, 'not-an-email', `${'a'.repeat(250)}@x.com`, '<script>@x.com'),
    fc.jsonValue({ maxDepth: 2 }),
  );
const bodyWith = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.record(
      {
        to_email: value,
        currency: value,
        amount: value,
        description: value,
        from: value,
        to: value,
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 200 }).map((s) => ({ raw: s })),
  );
const routes = [
  'POST /api/transfers',
  'POST /api/wallets/convert',
  'PATCH /api/me',
  'PATCH /api/me/preferences',
  'POST /api/notifications/read',
] as const;

describe('bad input', () => {
  it('never gets a 5xx and never moves money unless the request was valid and accepted', async () => {
    const startTotal = async () => {
      const { rows } = await f.pool.query<{ s: string }>(
        'SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts',
      );
      return rows[0]!.s;
    };
    const total = await startTotal();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        bodyWith(valueWith(bolaEmail)),
        fc.boolean(),
        async (route, payload, raw) => {
          const [method, path] = route.split(' ') as [string, string];
          const before = await f.balances(f.ada.userId);
          const sent =
            raw && typeof payload === 'object' && payload && 'raw' in payload
              ? String(payload.raw)
              : payload;
          const res = await f.call(method, path, {
            cookie: f.ada.cookie,
            body: sent,
            headers: pinHeader(),
          });
          expect(
            res.status,
            `${route} ${JSON.stringify(sent)} -> ${JSON.stringify(res.json)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.json.error.code).toEqual(expect.any(String));
            expect(res.json.error.message).toEqual(expect.any(String));
            expect(await f.balances(f.ada.userId)).toEqual(before);
          }
        },
      ),
      { numRuns: 250 },
    );
    // A valid transfer among the generated ones may have moved money, but never created or lost it.
    expect(await startTotal()).toBe(total);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('never gets a 5xx for arbitrary transaction queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('q', 'type', 'limit', 'cursor', 'currency', 'x'),
          fc.string({ maxLength: 40 }),
        ),
        async (query) => {
          const qs = new URLSearchParams(query).toString();
          const res = await f.call('GET', `/api/transactions?${qs}`, { cookie: f.ada.cookie });
          expect(res.status, qs).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
