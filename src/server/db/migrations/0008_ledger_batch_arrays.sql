-- owo_post_batch, cheaper: the postings come as flat arrays (one element per
-- posting, legs concatenated with a count per posting) instead of a JSON
-- document, so reading a posting is array slicing rather than five queries,
-- and results are collected in an array rather than by re-copying a growing
-- JSON value. Same behaviour as the 0007 version, which it replaces.
DROP FUNCTION owo_post_batch(text, text, jsonb);
--> statement-breakpoint
CREATE FUNCTION owo_post_batch(
  p_user text, p_currency text,
  p_kinds text[], p_categories text[], p_statuses text[], p_descriptions text[],
  p_references text[], p_user_ids text[], p_actor_ids text[], p_idempotency_keys text[],
  p_request_hashes text[], p_metadata jsonb[], p_allow_inactive boolean[],
  p_leg_counts int[], p_leg_users text[], p_leg_codes text[], p_leg_currencies text[],
  p_leg_amounts bigint[], p_leg_descriptions text[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_shard int := floor(random() * owo_system_shards())::int;
  v_n int := coalesce(array_length(p_kinds, 1), 0);
  v_results jsonb[] := array_fill(NULL::jsonb, ARRAY[v_n]);
  v_first int := 1;
  v_last int;
  v_state text;
  v_message text;
  v_detail text;
  i int;
BEGIN
  -- Everything the batch will lock, locked now in the global order (the
  -- wallet, then system accounts by id), with one shard per system account,
  -- so that two batches, or a batch and a single posting, never deadlock.
  PERFORM 1 FROM ledger_accounts a WHERE a.user_id = p_user AND a.currency = p_currency
    FOR NO KEY UPDATE;
  PERFORM 1 FROM ledger_accounts a
   WHERE a.code IS NOT NULL AND a.shard = v_shard
     AND (a.code, a.currency) IN (
       SELECT l.code, l.cur FROM unnest(p_leg_codes, p_leg_currencies) AS l(code, cur)
        WHERE l.code IS NOT NULL)
   ORDER BY a.id
   FOR NO KEY UPDATE;

  FOR i IN 1 .. v_n LOOP
    v_last := v_first + p_leg_counts[i] - 1;
    BEGIN
      v_results[i] := jsonb_build_object('ok', owo_post_core(
        p_kinds[i], p_categories[i], p_statuses[i], p_descriptions[i], p_references[i],
        p_user_ids[i], p_actor_ids[i], p_idempotency_keys[i], p_request_hashes[i], p_metadata[i],
        p_leg_users[v_first:v_last], p_leg_codes[v_first:v_last],
        p_leg_currencies[v_first:v_last], p_leg_amounts[v_first:v_last],
        p_leg_descriptions[v_first:v_last], p_allow_inactive[i], v_shard));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
        v_detail = PG_EXCEPTION_DETAIL;
      v_results[i] := jsonb_build_object('error',
        jsonb_build_object('code', v_state, 'message', v_message, 'detail', v_detail));
    END;
    v_first := v_last + 1;
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
