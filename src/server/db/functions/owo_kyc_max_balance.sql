-- The maximum NGN balance of a CBN tier, in kobo (NULL: none); see owo_kyc_daily_limit.
CREATE OR REPLACE FUNCTION owo_kyc_max_balance(p_tier smallint) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_tier WHEN 1 THEN 30000000 WHEN 2 THEN 50000000 END::bigint
$$;
