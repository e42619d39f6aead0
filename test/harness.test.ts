import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';

describe('test database', () => {
  it('is migrated: a new user gets a profile and three empty wallets', async () => {
    const { pool } = await createTestDatabase(2);
    await pool.query(`INSERT INTO users (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com')`);
    const { rows } = await pool.query(
      'SELECT currency, balance FROM ledger_accounts WHERE user_id = $1 ORDER BY id',
      ['u1'],
    );
    expect(rows).toEqual([
      { currency: 'NGN', balance: '0' },
      { currency: 'USD', balance: '0' },
      { currency: 'CNY', balance: '0' },
    ]);
    const profile = await pool.query(
      'SELECT country, primary_currency, kyc_status, is_admin FROM profiles',
    );
    expect(profile.rows).toEqual([
      { country: 'Nigeria', primary_currency: 'NGN', kyc_status: 'pending', is_admin: false },
    ]);
  });
});
