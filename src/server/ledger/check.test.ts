import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { checkLedger } from './check.ts';
import { debit, fund, makeUser } from './test-support.ts';

// These tests break the ledger on purpose to see the check find it, so the
// harness's own check after the file would fail on what they leave behind.
const { pool } = await createTestDatabase(4, { ledgerCheck: false });

describe('checkLedger', () => {
  it('passes on a fresh ledger and reports every account and the totals', async () => {
    const report = await checkLedger(pool);
    expect(report).toMatchObject({ ok: true, mismatches: [] });
    expect(report.accounts_checked).toBe(13 * 3 * 8); // system accounts: codes x currencies x shards
    expect(report.totals.NGN).toEqual({ wallets: 0, system: expect.any(Object), net: 0 });
  });

  it('adds shards up in the totals', async () => {
    await makeUser(pool, 'ada');
    await fund(pool, 'ada', 'NGN', 10_000);
    await debit(pool, 'ada', 'NGN', 2_500);
    const report = await checkLedger(pool);
    expect(report.ok).toBe(true);
    expect(report.totals.NGN).toMatchObject({ wallets: 7_500, net: 0 });
    expect(report.totals.NGN.system).toMatchObject({ funding: -10_000, payouts: 2_500, fees: 0 });
  });

  it('catches a balance changed behind the ledger’s back', async () => {
    await pool.query(
      `UPDATE ledger_accounts SET balance = balance + 1 WHERE user_id = 'ada' AND currency = 'NGN'`,
    );
    const report = await checkLedger(pool);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'balance',
          owner: 'user:ada',
          balance: 7_501,
          entries_sum: 7_500,
        }),
        expect.objectContaining({ type: 'last_entry', balance: 7_501, balance_after: 7_500 }),
        expect.objectContaining({ type: 'currency_total', currency: 'NGN', sum: 1 }),
      ]),
    );
    await pool.query(
      `UPDATE ledger_accounts SET balance = balance - 1 WHERE user_id = 'ada' AND currency = 'NGN'`,
    );
  });

  it('catches a transaction whose entries do not sum to zero, and an entry in the wrong currency', async () => {
    const { rows } = await pool.query<{ id: string; transaction_id: string }>(
      `SELECT e.id, e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.code = 'payouts' LIMIT 1`,
    );
    const { transaction_id } = rows[0]!;
    await pool.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount, balance_after)
       SELECT $1, id, 'USD', 5, 5 FROM ledger_accounts WHERE code = 'fees' AND currency = 'NGN' AND shard = 0`,
      [transaction_id],
    );
    const report = await checkLedger(pool);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'unbalanced_transaction',
          transaction_id,
          currency: 'USD',
          sum: 5,
        }),
        expect.objectContaining({
          type: 'currency',
          entry_currency: 'USD',
          account_currency: 'NGN',
        }),
      ]),
    );
  });

  it('sums exactly and reports, never crashes, when a balance lies beyond 2^53', async () => {
    // Only a ledger changed behind its back can get there: the CHECK refuses it.
    await pool.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_safe_chk');
    const huge = 2n ** 60n;
    await pool.query(
      `UPDATE ledger_accounts SET balance = balance + $1 WHERE user_id = 'ada' AND currency = 'USD'`,
      [huge.toString()],
    );
    const report = await checkLedger(pool);
    expect(report.ok).toBe(false);
    expect(report.totals.USD.wallets).toBe(huge.toString());
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'balance',
          owner: 'user:ada',
          balance: huge.toString(),
          entries_sum: 0,
        }),
        expect.objectContaining({ type: 'currency_total', currency: 'USD', sum: huge.toString() }),
      ]),
    );
  });
});
