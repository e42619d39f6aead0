-- CBN's tier rules for one wallet leg of a posting (API.md "Tiers, BVN and
-- each customer's own account number"). Pure: the callers read the tier and
-- the day's use from the wallet's row, locked by the same UPDATE as its
-- balance, and pass them in, so owo_post_core and owo_post_batch apply the
-- same rules. Answers NULL when the leg is allowed, else the refusal as JSON:
--   {"limit": "daily", "tier", "limit_amount", "remaining", "self"}: money out
--     of the NGN wallet started by its owner beyond the Lagos day's limit;
--   {"limit": "balance", "tier", "limit_amount", "remaining", "self"}: a credit
--     taking the NGN balance above the tier's maximum;
--   {"limit": "currency", "tier", "self"}: tier 1 receiving USD or CNY.
-- Refunds are never refused (held money always goes back).
CREATE OR REPLACE FUNCTION owo_kyc_rules(
  p_tier smallint, p_currency text, p_amount bigint, p_balance_after bigint,
  p_used_before bigint, p_counts boolean, p_kind text, p_self boolean
) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'refund' OR p_tier IS NULL THEN NULL
    WHEN p_currency <> 'NGN' THEN
      CASE WHEN p_amount > 0 AND p_tier = 1
        THEN jsonb_build_object('limit', 'currency', 'tier', p_tier, 'self', p_self) END
    WHEN p_amount < 0 AND p_counts AND p_used_before - p_amount > owo_kyc_daily_limit(p_tier) THEN
      jsonb_build_object('limit', 'daily', 'tier', p_tier, 'limit_amount', owo_kyc_daily_limit(p_tier),
        'remaining', greatest(owo_kyc_daily_limit(p_tier) - p_used_before, 0), 'self', p_self)
    WHEN p_amount > 0 AND p_balance_after > owo_kyc_max_balance(p_tier) THEN
      jsonb_build_object('limit', 'balance', 'tier', p_tier, 'limit_amount', owo_kyc_max_balance(p_tier),
        'remaining', greatest(owo_kyc_max_balance(p_tier) - (p_balance_after - p_amount), 0), 'self', p_self)
  END
$$;
