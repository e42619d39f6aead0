-- The tier rules for one wallet leg of a single posting (owo_post_core calls
-- it right after the leg's balance update, so the wallet's row is locked and
-- two postings on it take turns: twenty requests at once cannot pass a limit
-- that one could not). Money out of the NGN wallet that its owner started
-- (the actor is the wallet's owner, and it is not a refund) adds to the Lagos
-- day's use; a refund gives back to the day of what it refunds. Raises OW429
-- with the refusal (owo_kyc_rules) as DETAIL; the whole posting rolls back.
-- `SET owo.kyc_limits = off` (KYC_LIMITS=off, never in production) skips it.
CREATE OR REPLACE FUNCTION owo_kyc_apply(
  p_user text, p_currency text, p_amount bigint, p_balance_after bigint, p_kind text,
  p_actor text, p_metadata jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_tier smallint;
  v_daily bigint;
  v_max bigint;
  v_day date := owo_lagos_day(now());
  v_counts boolean := p_amount < 0 AND p_currency = 'NGN' AND p_actor = p_user AND p_kind <> 'refund';
  v_used bigint := 0;
  v_refusal jsonb;
BEGIN
  IF current_setting('owo.kyc_limits', true) = 'off' THEN
    RETURN;
  END IF;
  IF p_kind = 'refund' THEN
    IF p_amount > 0 AND p_currency = 'NGN' THEN
      UPDATE kyc_daily_usage u SET used = greatest(u.used - p_amount, 0)
        FROM ledger_transactions t
       WHERE t.id = (p_metadata->>'refund_of')::uuid AND t.actor_id = p_user
         AND u.user_id = p_user AND u.day = owo_lagos_day(t.created_at);
    END IF;
    RETURN;
  END IF;
  -- Money out in USD or CNY has no rule; only NGN and credits need the tier.
  IF p_currency <> 'NGN' AND p_amount < 0 THEN
    RETURN;
  END IF;
  -- One lookup: the tier, its figures and (for money out) the day's use so far.
  SELECT p.kyc_tier, k.daily_limit, k.max_balance, coalesce(u.used, 0)
    INTO v_tier, v_daily, v_max, v_used
    FROM profiles p
    JOIN kyc_tiers k ON k.tier = p.kyc_tier
    LEFT JOIN kyc_daily_usage u ON v_counts AND u.user_id = p.id AND u.day = v_day
   WHERE p.id = p_user;
  IF v_tier IS NULL THEN
    RETURN;
  END IF;
  v_refusal := owo_kyc_rules(v_tier, v_daily, v_max, p_currency, p_amount, p_balance_after, v_used,
    v_counts, p_kind, p_actor = p_user);
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'tier limit' USING ERRCODE = 'OW429', DETAIL = v_refusal::text;
  END IF;
  IF v_counts THEN
    -- The day's row exists after the first payment of the day: update it first.
    UPDATE kyc_daily_usage u SET used = u.used - p_amount WHERE u.user_id = p_user AND u.day = v_day;
    IF NOT FOUND THEN
      INSERT INTO kyc_daily_usage AS u (user_id, day, used) VALUES (p_user, v_day, -p_amount)
      ON CONFLICT (user_id, day) DO UPDATE SET used = u.used + EXCLUDED.used;
    END IF;
  END IF;
END $$;
