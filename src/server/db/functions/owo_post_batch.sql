-- Group commit for a busy wallet (src/server/ledger/batch.ts).
--
-- A single wallet's postings are serialised by its row lock, and each commit
-- waits for its WAL flush while holding it: one wallet can never do more than
-- one posting per flush. When postings for one wallet queue up in the app,
-- owo_post_batch applies many of them in ONE transaction, so they share one
-- lock hand-over and one flush. A posting that fails (e.g. insufficient
-- funds) leaves nothing behind and does not affect the others.
--
-- The postings come as flat arrays (one element per posting, legs
-- concatenated with a count per posting), so reading a posting is array
-- slicing. Two phases:
--   1. with no lock held, each posting (in its own subtransaction) is checked,
--      its transaction row inserted (the idempotency gate) and its accounts
--      resolved: this overlaps with the batch ahead, which holds the lock;
--   2. the wallet and the system shards are locked in the global order, their
--      balances read once, the postings applied one by one against the
--      running balances in memory (credits before debits, no wallet below
--      zero), then each account is written once and all entries in one
--      insert. A posting that fails here has its transaction row deleted.
-- Answers a JSON array in the order of the postings:
-- {"ok": <owo_post result>} or {"error": {code, message, detail}}.
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
  j int;
  v_pass int;
  v_ids_acc bigint[];
  v_bal bigint[];
  v_neg boolean[];
  v_changed boolean[];
  v_tmp bigint[];
  v_fail int;
  v_fail_code text;
  v_entry bigint;
  v_staged jsonb;
  v_failed uuid[] := '{}';
  e_ids bigint[] := '{}';
  e_tx uuid[] := '{}';
  e_acc bigint[] := '{}';
  e_cur text[] := '{}';
  e_amt bigint[] := '{}';
  e_bal bigint[] := '{}';
  e_descr text[] := '{}';
  v_n_staged int;
  -- CBN's tier rules (owo_kyc_rules), as owo_post_core applies them to a single posting.
  v_kyc boolean := coalesce(current_setting('owo.kyc_limits', true), 'on') <> 'off';
  v_day date := owo_lagos_day(now());
  v_tier smallint;
  v_row_day date;
  v_used bigint := 0;
  v_used_changed boolean := false;
  v_pdelta bigint;
  v_refunded bigint;
  v_counts boolean;
  v_refusal jsonb;
  v_fail_detail text;
  v_wallet bigint;
  v_total_shard smallint;
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
            IF p_leg_users[k] <> p_user OR p_leg_currencies[k] <> p_currency THEN
              RAISE EXCEPTION 'a batched posting may touch only the batch''s wallet' USING ERRCODE = 'OW400';
            END IF;
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

  -- Lock the wallet, then the system shards by id (the global lock order, so
  -- two batches, or a batch and a single posting, never deadlock), and read
  -- their balances: phase 2 works on them in memory.
  SELECT ARRAY[a.id], ARRAY[a.balance], ARRAY[a.allow_negative], a.kyc_tier, a.kyc_day, a.kyc_used, a.id
    INTO v_ids_acc, v_bal, v_neg, v_tier, v_row_day, v_used, v_wallet
    FROM ledger_accounts a WHERE a.user_id = p_user AND a.currency = p_currency
    FOR NO KEY UPDATE;
  SELECT v_ids_acc || coalesce(array_agg(s.id ORDER BY s.id), '{}'),
         v_bal || coalesce(array_agg(s.balance ORDER BY s.id), '{}'),
         v_neg || coalesce(array_agg(s.allow_negative ORDER BY s.id), '{}')
    INTO v_ids_acc, v_bal, v_neg
    FROM (SELECT a.id, a.balance, a.allow_negative FROM ledger_accounts a
           WHERE a.code IS NOT NULL AND a.shard = v_shard
             AND (a.code, a.currency) IN (
               SELECT l.code, l.cur FROM unnest(p_leg_codes, p_leg_currencies) AS l(code, cur)
                WHERE l.code IS NOT NULL)
           ORDER BY a.id
           FOR NO KEY UPDATE) AS s;
  v_ids_acc := coalesce(v_ids_acc, '{}');
  v_bal := coalesce(v_bal, '{}');
  v_neg := coalesce(v_neg, '{}');
  v_changed := array_fill(false, ARRAY[coalesce(array_length(v_ids_acc, 1), 0)]);

  -- The wallet is locked: its owner's tier and the Lagos day's use (read with
  -- it, from its own row) hold still.
  v_kyc := v_kyc AND v_tier IS NOT NULL;
  IF v_row_day IS DISTINCT FROM v_day THEN
    v_used := 0;
  END IF;

  -- Phase 2: each posting against the running balances, the wallet's credits
  -- before its debits (so only its net change is guarded, as in owo_post). A posting that would
  -- overdraw, or take the wallet above its maximum, is dropped whole, its transaction row included.
  FOR i IN 1 .. v_n LOOP
    CONTINUE WHEN v_ids[i] IS NULL;
    v_tmp := v_bal;
    v_fail := NULL;
    v_staged := '[]';
    v_n_staged := coalesce(array_length(e_ids, 1), 0);
    v_pdelta := 0;
    <<legs>>
    -- As owo_post orders them: the wallet's credits, its debits, then system accounts.
    FOR v_pass IN 1 .. 3 LOOP
      FOR k IN v_from[i] .. v_to[i] LOOP
        CONTINUE WHEN CASE v_pass
          WHEN 1 THEN p_leg_users[k] IS NULL OR p_leg_amounts[k] < 0
          WHEN 2 THEN p_leg_users[k] IS NULL OR p_leg_amounts[k] > 0
          ELSE p_leg_users[k] IS NOT NULL END;
        j := array_position(v_ids_acc, v_accounts[k]);
        v_tmp[j] := v_tmp[j] + p_leg_amounts[k];
        IF NOT v_neg[j] AND v_tmp[j] < 0 THEN
          v_fail := k;
          v_fail_code := 'OW422';
          EXIT legs;
        END IF;
        -- The wallet's maximum, as in owo_post_core (refunds exempt).
        IF p_leg_users[k] IS NOT NULL AND p_leg_amounts[k] > 0 AND p_kinds[i] <> 'refund'
           AND v_tmp[j] > 1000000000000 THEN
          v_fail := k;
          v_fail_code := 'OW413';
          EXIT legs;
        END IF;
        IF v_kyc AND p_leg_users[k] IS NOT NULL THEN
          v_counts := p_leg_amounts[k] < 0 AND p_currency = 'NGN' AND p_actor_ids[i] = p_user
            AND p_kinds[i] <> 'refund';
          v_refusal := owo_kyc_rules(v_tier, p_currency, p_leg_amounts[k], v_tmp[j],
            v_used + v_pdelta, v_counts, p_kinds[i], p_actor_ids[i] = p_user);
          IF v_refusal IS NOT NULL THEN
            v_fail := k;
            v_fail_code := 'OW429';
            v_fail_detail := v_refusal::text;
            EXIT legs;
          END IF;
          IF v_counts THEN
            v_pdelta := v_pdelta - p_leg_amounts[k];
          END IF;
        END IF;
        v_entry := nextval('ledger_entries_id_seq');
        e_ids := e_ids || v_entry;
        e_tx := e_tx || v_ids[i];
        e_acc := e_acc || v_accounts[k];
        e_cur := e_cur || p_leg_currencies[k];
        e_amt := e_amt || p_leg_amounts[k];
        e_bal := e_bal || v_tmp[j];
        e_descr := e_descr || p_leg_descriptions[k];
        v_staged := v_staged || jsonb_build_object('id', v_entry, 'account_id', v_accounts[k],
          'user_id', p_leg_users[k], 'system', p_leg_codes[k], 'currency', p_leg_currencies[k],
          'amount', p_leg_amounts[k], 'balance_after', v_tmp[j], 'description', p_leg_descriptions[k]);
      END LOOP;
    END LOOP;
    IF v_fail IS NOT NULL THEN
      -- Unstage this posting's entries (its sequence values are simply skipped).
      e_ids := e_ids[1:v_n_staged];
      e_tx := e_tx[1:v_n_staged];
      e_acc := e_acc[1:v_n_staged];
      e_cur := e_cur[1:v_n_staged];
      e_amt := e_amt[1:v_n_staged];
      e_bal := e_bal[1:v_n_staged];
      e_descr := e_descr[1:v_n_staged];
      v_failed := v_failed || v_ids[i];
      v_results[i] := jsonb_build_object('error', jsonb_build_object('code', v_fail_code,
        'message', CASE v_fail_code WHEN 'OW413' THEN 'wallet maximum' WHEN 'OW429' THEN 'tier limit'
          ELSE 'insufficient funds' END,
        'detail', CASE WHEN v_fail_code = 'OW429' THEN v_fail_detail
          ELSE coalesce(p_leg_users[v_fail], p_leg_codes[v_fail]) || ':' || p_leg_currencies[v_fail] END));
      v_ids[i] := NULL;
    ELSE
      FOR j IN 1 .. coalesce(array_length(v_bal, 1), 0) LOOP
        IF v_tmp[j] <> v_bal[j] THEN v_changed[j] := true; END IF;
      END LOOP;
      v_bal := v_tmp;
      IF v_pdelta <> 0 THEN
        v_used := v_used + v_pdelta;
        v_used_changed := true;
      END IF;
      -- A refund of today's money out gives it back to today's use (as owo_post_core does).
      IF v_kyc AND p_kinds[i] = 'refund' AND p_currency = 'NGN' THEN
        SELECT sum(l.a) INTO v_refunded
          FROM unnest(p_leg_users[v_from[i]:v_to[i]], p_leg_amounts[v_from[i]:v_to[i]]) AS l(u, a)
         WHERE l.u IS NOT NULL
        HAVING sum(l.a) > 0 AND EXISTS (
          SELECT 1 FROM ledger_transactions t
           WHERE t.id = (p_metadata[i]->>'refund_of')::uuid AND t.actor_id = p_user
             AND owo_lagos_day(t.created_at) = v_day);
        IF v_refunded IS NOT NULL AND v_used > 0 THEN
          v_used := greatest(v_used - v_refunded, 0);
          v_used_changed := true;
        END IF;
      END IF;
      v_results[i] := jsonb_build_object('ok', jsonb_build_object('transaction', v_txs[i],
        'entries', v_staged, 'replayed', false));
    END IF;
  END LOOP;

  -- One write per account (the wallet, first, with the day's use), one insert for all entries.
  UPDATE ledger_accounts a SET balance = v.bal, updated_at = now(),
         kyc_used = CASE WHEN v.ord = 1 AND v_used_changed THEN v_used ELSE a.kyc_used END,
         kyc_day = CASE WHEN v.ord = 1 AND v_used_changed THEN v_day ELSE a.kyc_day END
    FROM unnest(v_ids_acc, v_bal, v_changed) WITH ORDINALITY AS v(id, bal, changed, ord)
   WHERE a.id = v.id AND (v.changed OR (v.ord = 1 AND v_used_changed));
  INSERT INTO ledger_entries (id, transaction_id, account_id, currency, amount, balance_after, description)
  SELECT * FROM unnest(e_ids, e_tx, e_acc, e_cur, e_amt, e_bal, e_descr);
  -- The back office's running totals, as owo_post_core keeps them, for the
  -- postings that went through: one statement for the whole batch.
  IF coalesce(array_length(e_ids, 1), 0) > 0 THEN
    v_total_shard := owo_total_shard();
    WITH counted AS (
      INSERT INTO ledger_status_totals AS s (status, shard, transactions)
      SELECT p_statuses[g.n], v_total_shard, count(*)
        FROM generate_series(1, v_n) AS g(n)
       WHERE v_ids[g.n] IS NOT NULL AND p_user_ids[g.n] IS NOT NULL
       GROUP BY 1 ORDER BY 1
      ON CONFLICT (status, shard) DO UPDATE SET transactions = s.transactions + excluded.transactions
    )
    INSERT INTO ledger_day_totals AS d (day, currency, shard, money_in, money_out)
    SELECT v_day, p_currency, v_total_shard, coalesce(sum(l.amt) FILTER (WHERE l.amt > 0), 0),
           coalesce(-sum(l.amt) FILTER (WHERE l.amt < 0), 0)
      FROM unnest(e_acc, e_amt) AS l(acc, amt)
     WHERE l.acc = v_wallet
    HAVING count(*) > 0
    ON CONFLICT (day, currency, shard) DO UPDATE
      SET money_in = d.money_in + excluded.money_in, money_out = d.money_out + excluded.money_out;
  END IF;
  INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
  SELECT v_ids[g.n], NULL, p_statuses[g.n], 'created', p_actor_ids[g.n]
    FROM generate_series(1, v_n) AS g(n)
   WHERE v_ids[g.n] IS NOT NULL AND p_statuses[g.n] <> 'completed';
  IF cardinality(v_failed) > 0 THEN
    DELETE FROM ledger_transactions WHERE id = ANY (v_failed);
  END IF;

  FOR i IN 1 .. v_n LOOP
    IF v_dup_of[i] IS NOT NULL THEN
      v_results[i] := CASE WHEN v_results[v_dup_of[i]] ? 'ok'
        THEN jsonb_build_object('ok', (v_results[v_dup_of[i]] -> 'ok') || '{"replayed": true}')
        ELSE v_results[v_dup_of[i]] END;
    END IF;
  END LOOP;
  RETURN to_jsonb(v_results);
END $$;
