-- owo_post_batch in two phases. The 0008 version held the wallet's lock while
-- it did all of every posting's work, so on a 2-core machine with a fast disk a
-- batch ran slower than single postings, whose checks and inserts run in
-- parallel before they queue for the lock. Now:
--   1. with no lock held, each posting (in its own subtransaction) is checked,
--      its transaction row inserted (the idempotency gate) and its accounts
--      resolved: this overlaps with the batch ahead, which holds the lock;
--   2. then the wallet and the system shards are locked in the global order,
--      and each posting's balance updates and entries are applied (again in
--      its own subtransaction; a posting that fails here, e.g. insufficient
--      funds, also has its transaction row deleted, as if it never happened).
-- Same parameters and answers as before.

-- Phase 2 of one posting: guarded balance updates and entries. Same logic, lock
-- order and entry-id rule as owo_post_core.
CREATE FUNCTION owo_post_apply(
  p_id uuid, p_tx jsonb, p_status text, p_actor_id text, p_accounts bigint[],
  p_leg_users text[], p_leg_codes text[], p_leg_currencies text[], p_leg_amounts bigint[],
  p_leg_descriptions text[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_n int := array_length(p_accounts, 1);
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_entry_ids bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_bal bigint;
  v_entries jsonb;
  i int;
BEGIN
  FOR i IN
    SELECT l.ord FROM unnest(p_accounts, p_leg_users, p_leg_amounts) WITH ORDINALITY AS l(acc, u, amt, ord)
    ORDER BY l.u IS NULL, l.acc, l.amt DESC
  LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_leg_amounts[i], updated_at = now()
     WHERE a.id = p_accounts[i] AND (a.allow_negative OR a.balance + p_leg_amounts[i] >= 0)
    RETURNING a.balance INTO v_bal;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'OW422',
        DETAIL = coalesce(p_leg_users[i], p_leg_codes[i]) || ':' || p_leg_currencies[i];
    END IF;
    v_balances[i] := v_bal;
    v_entry_ids[i] := nextval('ledger_entries_id_seq');
  END LOOP;
  INSERT INTO ledger_entries (id, transaction_id, account_id, currency, amount, balance_after, description)
  SELECT l.id, p_id, l.acc, l.cur, l.amt, l.bal, l.descr
    FROM unnest(v_entry_ids, p_accounts, p_leg_currencies, p_leg_amounts, v_balances, p_leg_descriptions)
         AS l(id, acc, cur, amt, bal, descr);
  SELECT jsonb_agg(jsonb_build_object('id', l.id, 'account_id', l.acc, 'user_id', l.u,
           'system', l.code, 'currency', l.cur, 'amount', l.amt, 'balance_after', l.bal,
           'description', l.descr) ORDER BY l.id)
    INTO v_entries
    FROM unnest(v_entry_ids, p_accounts, p_leg_users, p_leg_codes, p_leg_currencies, p_leg_amounts,
                v_balances, p_leg_descriptions) AS l(id, acc, u, code, cur, amt, bal, descr);
  IF p_status <> 'completed' THEN
    INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
    VALUES (p_id, NULL, p_status, 'created', p_actor_id);
  END IF;
  RETURN jsonb_build_object('transaction', p_tx, 'entries', v_entries, 'replayed', false);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owo_post_batch(
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
  v_ids uuid[] := array_fill(NULL::uuid, ARRAY[v_n]);
  v_txs jsonb[] := array_fill(NULL::jsonb, ARRAY[v_n]);
  v_dup_of int[] := array_fill(NULL::int, ARRAY[v_n]);
  v_from int[] := array_fill(NULL::int, ARRAY[v_n]);
  v_to int[] := array_fill(NULL::int, ARRAY[v_n]);
  v_accounts bigint[] := array_fill(NULL::bigint, ARRAY[coalesce(array_length(p_leg_amounts, 1), 0)]);
  v_id uuid;
  v_inserted uuid;
  v_hash text;
  v_acc bigint;
  v_inactive text;
  v_state text;
  v_message text;
  v_detail text;
  v_next int := 1;
  i int;
  k int;
BEGIN
  FOR i IN 1 .. v_n LOOP
    v_from[i] := v_next;
    v_to[i] := v_next + p_leg_counts[i] - 1;
    v_next := v_to[i] + 1;
  END LOOP;

  -- Phase 1, no lock held.
  FOR i IN 1 .. v_n LOOP
    BEGIN
      IF p_leg_counts[i] < 2 OR p_statuses[i] NOT IN ('completed', 'pending') OR EXISTS (
           SELECT 1 FROM unnest(p_leg_currencies[v_from[i]:v_to[i]], p_leg_amounts[v_from[i]:v_to[i]]) AS l(c, a)
           GROUP BY c HAVING sum(a) <> 0 OR bool_or(a IS NULL OR a = 0)) THEN
        RAISE EXCEPTION 'legs must be non-zero and sum to zero per currency' USING ERRCODE = 'OW400';
      END IF;
      v_id := gen_random_uuid();
      v_txs[i] := jsonb_build_object('id', v_id, 'reference', p_references[i], 'kind', p_kinds[i],
        'category', p_categories[i], 'status', p_statuses[i], 'description', p_descriptions[i],
        'user_id', p_user_ids[i], 'actor_id', p_actor_ids[i], 'metadata', p_metadata[i],
        'created_at', now());
      v_inserted := NULL;
      INSERT INTO ledger_transactions AS t (id, kind, status, category, description, reference,
        user_id, actor_id, idempotency_key, request_hash, response, metadata)
      VALUES (v_id, p_kinds[i], p_statuses[i], p_categories[i], p_descriptions[i], p_references[i],
        p_user_ids[i], p_actor_ids[i], p_idempotency_keys[i], p_request_hashes[i],
        jsonb_build_object('transaction', v_txs[i]), p_metadata[i])
      ON CONFLICT (actor_id, idempotency_key) DO NOTHING
      RETURNING t.id INTO v_inserted;
      IF v_inserted IS NULL THEN
        SELECT t.id, t.request_hash INTO v_id, v_hash FROM ledger_transactions t
         WHERE t.actor_id = p_actor_ids[i] AND t.idempotency_key = p_idempotency_keys[i];
        IF v_hash IS DISTINCT FROM p_request_hashes[i] THEN
          RAISE EXCEPTION 'idempotency key reused with a different request' USING ERRCODE = 'OW409';
        END IF;
        -- A copy of an earlier posting of this batch answers like it, after phase 2.
        v_dup_of[i] := array_position(v_ids, v_id);
        IF v_dup_of[i] IS NULL THEN
          v_results[i] := jsonb_build_object('ok', owo_posting_result(v_id));
        END IF;
      ELSE
        FOR k IN v_from[i] .. v_to[i] LOOP
          IF p_leg_users[k] IS NOT NULL THEN
            SELECT a.id INTO v_acc FROM ledger_accounts a
             WHERE a.user_id = p_leg_users[k] AND a.currency = p_leg_currencies[k];
          ELSE
            SELECT a.id INTO v_acc FROM ledger_accounts a
             WHERE a.code = p_leg_codes[k] AND a.currency = p_leg_currencies[k] AND a.shard = v_shard;
          END IF;
          IF v_acc IS NULL THEN
            RAISE EXCEPTION 'account not found' USING ERRCODE = 'OW404',
              DETAIL = coalesce(p_leg_users[k], p_leg_codes[k]) || ':' || p_leg_currencies[k];
          END IF;
          v_accounts[k] := v_acc;
        END LOOP;
        IF NOT p_allow_inactive[i] THEN
          SELECT p.id INTO v_inactive FROM profiles p
           WHERE p.id = ANY (p_leg_users[v_from[i]:v_to[i]]) AND NOT p.is_active LIMIT 1;
          IF v_inactive IS NOT NULL THEN
            RAISE EXCEPTION 'account is inactive' USING ERRCODE = 'OW423', DETAIL = v_inactive;
          END IF;
        END IF;
        v_ids[i] := v_id;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
        v_detail = PG_EXCEPTION_DETAIL;
      v_results[i] := jsonb_build_object('error',
        jsonb_build_object('code', v_state, 'message', v_message, 'detail', v_detail));
    END;
  END LOOP;

  -- Everything phase 2 will lock, locked now in the global order (the wallet,
  -- then system accounts by id, one shard each), so that two batches, or a
  -- batch and a single posting, never deadlock.
  PERFORM 1 FROM ledger_accounts a WHERE a.user_id = p_user AND a.currency = p_currency
    FOR NO KEY UPDATE;
  PERFORM 1 FROM ledger_accounts a
   WHERE a.code IS NOT NULL AND a.shard = v_shard
     AND (a.code, a.currency) IN (
       SELECT l.code, l.cur FROM unnest(p_leg_codes, p_leg_currencies) AS l(code, cur)
        WHERE l.code IS NOT NULL)
   ORDER BY a.id
   FOR NO KEY UPDATE;

  -- Phase 2.
  FOR i IN 1 .. v_n LOOP
    CONTINUE WHEN v_ids[i] IS NULL;
    BEGIN
      v_results[i] := jsonb_build_object('ok', owo_post_apply(v_ids[i], v_txs[i], p_statuses[i],
        p_actor_ids[i], v_accounts[v_from[i]:v_to[i]], p_leg_users[v_from[i]:v_to[i]],
        p_leg_codes[v_from[i]:v_to[i]], p_leg_currencies[v_from[i]:v_to[i]],
        p_leg_amounts[v_from[i]:v_to[i]], p_leg_descriptions[v_from[i]:v_to[i]]));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
        v_detail = PG_EXCEPTION_DETAIL;
      DELETE FROM ledger_transactions WHERE id = v_ids[i];
      v_results[i] := jsonb_build_object('error',
        jsonb_build_object('code', v_state, 'message', v_message, 'detail', v_detail));
    END;
  END LOOP;

  FOR i IN 1 .. v_n LOOP
    IF v_dup_of[i] IS NOT NULL THEN
      v_results[i] := CASE WHEN v_results[v_dup_of[i]] ? 'ok'
        THEN jsonb_build_object('ok', (v_results[v_dup_of[i]] -> 'ok') || '{"replayed": true}')
        ELSE v_results[v_dup_of[i]] END;
    END IF;
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
