-- Keeps ledger_status_totals exact when a transaction's status changes after
-- its posting (owo_settle; holds' refunds and failures, src/server/ledger/hold-state.ts):
-- a customer's transaction leaves its old status's count for the new one's,
-- in the transaction that changes it, whoever changes it. Postings count their
-- new transactions themselves (owo_post_core, owo_post_batch); rows are never
-- deleted, except the batch's own failed postings, which it never counted.
CREATE OR REPLACE FUNCTION owo_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_status_totals AS s (status, shard, transactions)
  SELECT c.status, owo_total_shard(), sum(c.n)
    FROM (VALUES (OLD.status, CASE WHEN OLD.user_id IS NULL THEN 0 ELSE -1 END),
                 (NEW.status, CASE WHEN NEW.user_id IS NULL THEN 0 ELSE 1 END)) AS c(status, n)
   GROUP BY c.status HAVING sum(c.n) <> 0
   ORDER BY c.status
  ON CONFLICT (status, shard) DO UPDATE SET transactions = s.transactions + excluded.transactions;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER ledger_transactions_count_status
  AFTER UPDATE OF status, user_id ON ledger_transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION owo_count_status();
