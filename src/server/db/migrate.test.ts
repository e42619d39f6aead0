import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { functionsFolder, runMigrations } from './migrate.ts';

describe('runMigrations', () => {
  it('leaves exactly one definition per function file, and runs again without change', async () => {
    const { url, pool } = await createTestDatabase(2);
    const defined = async () =>
      (
        await pool.query<{ name: string; body: string }>(
          `SELECT proname AS name, pg_get_functiondef(p.oid) AS body
             FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' ORDER BY proname`,
        )
      ).rows;
    const before = await defined();
    const files = (await readdir(functionsFolder)).filter((f) => f.endsWith('.sql')).sort();
    expect(before.map((f) => `${f.name}.sql`)).toEqual(files);

    await runMigrations(url);
    expect(await defined()).toEqual(before);
    const triggers = await pool.query<{ tgname: string }>(
      'SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname',
    );
    expect(triggers.rows.map((t) => t.tgname)).toEqual([
      'audit_log_append_only',
      'audit_log_no_truncate',
      'customer_notes_append_only',
      'customer_notes_no_truncate',
      'ledger_accounts_wallet_tier',
      'ledger_entries_append_only',
      'ledger_entries_no_truncate',
      'ledger_transactions_count_status',
      'profiles_sync_wallet_tier',
      'rate_history_append_only',
      'rate_history_no_truncate',
      'users_create_profile_and_wallets',
      'users_sync_profile_email',
    ]);
  });
});
