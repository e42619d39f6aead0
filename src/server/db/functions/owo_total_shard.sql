-- The shard of the back office's running totals (ledger_day_totals,
-- ledger_status_totals; src/server/db/schema/ledger-totals.ts) that the
-- current transaction writes: its transaction id modulo 16. Transactions
-- running at the same time have neighbouring ids, so they land on different
-- rows and rarely wait on each other's row lock; one transaction always
-- writes the same shard. Each total is the sum over its shards, so this
-- number may change at any time without a migration.
CREATE OR REPLACE FUNCTION owo_total_shard() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_current_xact_id()::text::bigint % 16)::smallint
$$;
