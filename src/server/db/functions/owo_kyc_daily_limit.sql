-- CBN's tiers' figures (PROVIDERS.md §5.1), in kobo: the daily limit on money
-- out and the maximum NGN balance (NULL: none). The same figures as the
-- kyc_tiers table, which the screens and the back office read (a test keeps
-- the three copies equal: this one, the table and src/shared/kyc.ts). As an
-- immutable function the posting functions evaluate it in memory, with no
-- lookup while the wallet's row is locked.
CREATE OR REPLACE FUNCTION owo_kyc_daily_limit(p_tier smallint) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_tier WHEN 1 THEN 5000000 WHEN 2 THEN 20000000 WHEN 3 THEN 500000000 END::bigint
$$;
