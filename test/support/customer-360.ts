import type pg from 'pg';
import { fund } from '#server/ledger/test-support.ts';

// One row of every section of the Customer 360 for a user, each marked with
// `tag` so that a test can tell whose row it reads.

export async function seedCustomer(pool: pg.Pool, userId: string, tag: string) {
  await fund(pool, userId, 'NGN', 90_000);
  const { rows } = await pool.query<{ id: string; reference: string }>(
    `SELECT id, reference FROM ledger_transactions WHERE user_id = $1
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const tx = rows[0];
  if (!tx) throw new Error('no funding transaction');
  const values = [userId, tag, tx.id];
  await pool.query(
    `INSERT INTO bills (user_id, idempotency_key, request_hash, request_id, service, service_id,
                        title, amount, transaction_id)
     VALUES ($1, $2, 'h', 'req-' || $2, 'airtime', 'mtn', 'Bill ' || $2, 1000, $3)`,
    values,
  );
  await pool.query(
    `INSERT INTO withdrawals (user_id, idempotency_key, request_hash, reference, account_number,
                              bank_code, bank_name, amount, fee, transaction_id)
     VALUES ($1, $2, 'h', 'WD-' || $2, '0123456789', '058', 'Bank ' || $2, 2000, 50, $3)`,
    values,
  );
  await pool.query(
    `INSERT INTO rmb_purchases (user_id, idempotency_key, request_hash, reference, full_name,
                                recipient_id, platform, naira_amount, rmb_amount, exchange_rate,
                                transaction_id)
     VALUES ($1, $2, 'h', 'RMB-' || $2, 'Li ' || $2, 'li@alipay', 'alipay', 21000, 100, 210, $3)`,
    values,
  );
  await pool.query(
    `INSERT INTO loan_applications (id, user_id, loan_type, amount_requested, duration_months,
                                    use_of_funds, personal_info, business_info, declaration)
     VALUES ('LN-' || $2, $1, 'personal', 50000, 3, 'Stock', '{}', '{}', '{}')`,
    [userId, tag],
  );
  await pool.query(
    `INSERT INTO airtime_cash_requests (user_id, network, phone, ussd_code, amount, fee_amount,
                                        fee_percentage, net_amount, idempotency_key)
     VALUES ($1, 'MTN', '08030000000', '*600*' || $2 || '#', 1000, 100, 10, 900, $2)`,
    [userId, tag],
  );
  return { reference: tx.reference };
}
