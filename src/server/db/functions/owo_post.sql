-- The ledger's posting function (src/server/ledger/post.ts calls it). Doing a
-- whole posting in one statement keeps the wallet's row lock for the shortest
-- time: no client round trip happens while the lock is held. The work is in
-- owo_post_core; this picks a random system shard.
-- Raises (SQLSTATE): OW400 unbalanced legs, OW404 unknown account,
-- OW409 idempotency key reused with another request, OW413 a wallet above its
-- maximum (refunds exempt), OW422 insufficient funds, OW429 a tier's limit
-- (owo_kyc_rules; DETAIL is the refusal as JSON),
-- OW423 inactive user. Any of them rolls the whole posting back.
CREATE OR REPLACE FUNCTION owo_post(
  p_kind text, p_category text, p_status text, p_description text, p_reference text,
  p_user_id text, p_actor_id text, p_idempotency_key text, p_request_hash text, p_metadata jsonb,
  p_leg_users text[], p_leg_codes text[], p_leg_currencies text[], p_leg_amounts bigint[],
  p_leg_descriptions text[], p_allow_inactive boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  RETURN owo_post_core(p_kind, p_category, p_status, p_description, p_reference, p_user_id,
    p_actor_id, p_idempotency_key, p_request_hash, p_metadata, p_leg_users, p_leg_codes,
    p_leg_currencies, p_leg_amounts, p_leg_descriptions, p_allow_inactive, NULL);
END $$;
