-- Eight shards per system account and currency: a posting picks one at random,
-- so a busy system account (payouts, pending, fx...) is not one hot row that
-- serialises every user's posting. Measured on 2 cores: 64 wallets paying into
-- one system account went from ~1,600 to ~3,000 postings/s. An account's
-- balance is the sum over its shards; each shard's balance still equals the sum
-- of its own entries, which is what the ledger check proves. The baseline
-- migration creates the shards; changing this number needs a migration that
-- adds (or empties and removes) shards.
CREATE OR REPLACE FUNCTION owo_system_shards() RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT 8';
