-- A posting's result as first answered: the transaction as stored at creation
-- (ledger_transactions.response) and its entries, which are append-only.
CREATE OR REPLACE FUNCTION owo_posting_result(p_id uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'transaction', t.response -> 'transaction',
    'entries', (SELECT jsonb_agg(jsonb_build_object('id', e.id, 'account_id', e.account_id,
                  'user_id', a.user_id, 'system', a.code, 'currency', e.currency, 'amount', e.amount,
                  'balance_after', e.balance_after, 'description', e.description) ORDER BY e.id)
                  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE e.transaction_id = t.id),
    'replayed', true)
  FROM ledger_transactions t WHERE t.id = p_id
$$;
