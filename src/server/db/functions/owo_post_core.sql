-- One posting (see owo_post), on the given system shard (NULL: a random one).
-- owo_post_batch calls it too, with the shard its batch has locked.
CREATE OR REPLACE FUNCTION owo_post_core(
  p_kind text, p_category text, p_status text, p_description text, p_reference text,
  p_user_id text, p_actor_id text, p_idempotency_key text, p_request_hash text, p_metadata jsonb,
  p_leg_users text[], p_leg_codes text[], p_leg_currencies text[], p_leg_amounts bigint[],
  p_leg_descriptions text[], p_allow_inactive boolean, p_shard int
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_n int := coalesce(array_length(p_leg_amounts, 1), 0);
  v_id uuid := gen_random_uuid();
  v_tx jsonb;
  v_inserted uuid;
  v_hash text;
  v_accounts bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_system boolean[] := array_fill(NULL::boolean, ARRAY[v_n]);
  v_entry_ids bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_acc bigint;
  v_shard int;
  v_bal bigint;
  v_inactive text;
  v_entries jsonb;
  i int;
  -- CBN's tier rules; `SET owo.kyc_limits = off` (KYC_LIMITS=off, never in
  -- production) skips them.
  v_kyc boolean := coalesce(current_setting('owo.kyc_limits', true), 'on') <> 'off';
  v_day date := owo_lagos_day(now());
  v_counts boolean;
  v_tier smallint;
  v_used bigint;
  v_refusal jsonb;
  v_total_shard smallint;
BEGIN
  IF v_n < 2 OR p_status NOT IN ('completed', 'pending')
     OR coalesce(array_length(p_leg_users, 1), 0) <> v_n
     OR coalesce(array_length(p_leg_codes, 1), 0) <> v_n
     OR coalesce(array_length(p_leg_currencies, 1), 0) <> v_n
     OR coalesce(array_length(p_leg_descriptions, 1), 0) <> v_n
     OR EXISTS (
       SELECT 1 FROM unnest(p_leg_currencies, p_leg_amounts) AS l(c, a)
       GROUP BY c HAVING sum(a) <> 0 OR bool_or(a IS NULL OR a = 0)
     ) THEN
    RAISE EXCEPTION 'legs must be non-zero and sum to zero per currency' USING ERRCODE = 'OW400';
  END IF;

  -- The stored response is the transaction as first written; entries are
  -- append-only, so a replay rebuilds exactly the same answer from them.
  v_tx := jsonb_build_object('id', v_id, 'reference', p_reference, 'kind', p_kind,
    'category', p_category, 'status', p_status, 'description', p_description,
    'user_id', p_user_id, 'actor_id', p_actor_id, 'metadata', p_metadata, 'created_at', now());

  -- A concurrent twin waits here on the unique index until the first commits
  -- (then it replays) or rolls back (then it proceeds).
  INSERT INTO ledger_transactions AS t (id, kind, status, category, description, reference,
    user_id, actor_id, idempotency_key, request_hash, response, metadata)
  VALUES (v_id, p_kind, p_status, p_category, p_description, p_reference, p_user_id, p_actor_id,
    p_idempotency_key, p_request_hash, jsonb_build_object('transaction', v_tx), p_metadata)
  ON CONFLICT (actor_id, idempotency_key) DO NOTHING
  RETURNING t.id INTO v_inserted;

  IF v_inserted IS NULL THEN
    SELECT t.id, t.request_hash INTO v_id, v_hash
      FROM ledger_transactions t
     WHERE t.actor_id = p_actor_id AND t.idempotency_key = p_idempotency_key;
    IF v_hash IS DISTINCT FROM p_request_hash THEN
      RAISE EXCEPTION 'idempotency key reused with a different request' USING ERRCODE = 'OW409';
    END IF;
    RETURN owo_posting_result(v_id);
  END IF;

  FOR i IN 1 .. v_n LOOP
    IF p_leg_users[i] IS NOT NULL THEN
      SELECT a.id INTO v_acc FROM ledger_accounts a
       WHERE a.user_id = p_leg_users[i] AND a.currency = p_leg_currencies[i];
      v_system[i] := false;
    ELSE
      -- A batch passes the shard it locked; otherwise one at random. random()
      -- goes through a variable: inline it would be drawn per row.
      v_shard := coalesce(p_shard, floor(random() * owo_system_shards())::int);
      SELECT a.id INTO v_acc FROM ledger_accounts a
       WHERE a.code = p_leg_codes[i] AND a.currency = p_leg_currencies[i] AND a.shard = v_shard;
      v_system[i] := true;
    END IF;
    IF v_acc IS NULL THEN
      RAISE EXCEPTION 'account not found' USING ERRCODE = 'OW404',
        DETAIL = coalesce(p_leg_users[i], p_leg_codes[i]) || ':' || p_leg_currencies[i];
    END IF;
    v_accounts[i] := v_acc;
  END LOOP;

  IF NOT p_allow_inactive THEN
    SELECT p.id INTO v_inactive FROM profiles p
     WHERE p.id = ANY (p_leg_users) AND NOT p.is_active LIMIT 1;
    IF v_inactive IS NOT NULL THEN
      RAISE EXCEPTION 'account is inactive' USING ERRCODE = 'OW423', DETAIL = v_inactive;
    END IF;
  END IF;

  -- Lock order: wallets first, then system accounts, each by ascending id. It is
  -- a total order, so two postings never deadlock; system shards come last so
  -- they are held only for the tail of the transaction. Credits go before
  -- debits on the same account so only the net change is guarded.
  FOR i IN
    SELECT l.ord FROM unnest(v_accounts, v_system, p_leg_amounts) WITH ORDINALITY AS l(acc, sys, amt, ord)
    ORDER BY l.sys, l.acc, l.amt DESC
  LOOP
    -- CBN's tier rules read and write the wallet's own row in this same UPDATE
    -- (its tier, and the Lagos day's use of the NGN wallet): money out of the
    -- NGN wallet that its owner started (not a refund) adds to the day's use.
    v_counts := v_kyc AND NOT v_system[i] AND p_leg_currencies[i] = 'NGN' AND p_leg_amounts[i] < 0
      AND p_actor_id = p_leg_users[i] AND p_kind <> 'refund';
    UPDATE ledger_accounts a SET balance = a.balance + p_leg_amounts[i], updated_at = now(),
           kyc_used = CASE WHEN NOT v_counts THEN a.kyc_used
             WHEN a.kyc_day = v_day THEN a.kyc_used - p_leg_amounts[i] ELSE -p_leg_amounts[i] END,
           kyc_day = CASE WHEN v_counts THEN v_day ELSE a.kyc_day END
     WHERE a.id = v_accounts[i] AND (a.allow_negative OR a.balance + p_leg_amounts[i] >= 0)
    RETURNING a.balance, a.kyc_tier, a.kyc_used INTO v_bal, v_tier, v_used;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'OW422',
        DETAIL = coalesce(p_leg_users[i], p_leg_codes[i]) || ':' || p_leg_currencies[i];
    END IF;
    -- A wallet holds at most MAX_BALANCE_MINOR (src/shared/constants.ts);
    -- a refund is exempt: held money always goes back where it came from.
    IF NOT v_system[i] AND p_leg_amounts[i] > 0 AND p_kind <> 'refund'
       AND v_bal > 1000000000000 THEN
      RAISE EXCEPTION 'wallet maximum' USING ERRCODE = 'OW413',
        DETAIL = p_leg_users[i] || ':' || p_leg_currencies[i];
    END IF;
    IF v_kyc AND NOT v_system[i] THEN
      IF p_kind = 'refund' THEN
        -- A refund gives back to the day of what it refunds.
        IF p_leg_amounts[i] > 0 AND p_leg_currencies[i] = 'NGN' THEN
          UPDATE ledger_accounts a SET kyc_used = greatest(a.kyc_used - p_leg_amounts[i], 0)
            FROM ledger_transactions t
           WHERE a.id = v_accounts[i] AND t.id = (p_metadata->>'refund_of')::uuid
             AND t.actor_id = p_leg_users[i] AND a.kyc_day = owo_lagos_day(t.created_at);
        END IF;
      -- The common case decides here, with no call: only a leg that may be
      -- refused asks owo_kyc_rules (which builds the refusal).
      ELSIF (p_leg_currencies[i] <> 'NGN' AND p_leg_amounts[i] > 0 AND v_tier = 1)
         OR (v_counts AND v_used > owo_kyc_daily_limit(v_tier))
         OR (p_leg_currencies[i] = 'NGN' AND p_leg_amounts[i] > 0 AND v_bal > owo_kyc_max_balance(v_tier)) THEN
        v_refusal := owo_kyc_rules(v_tier, p_leg_currencies[i], p_leg_amounts[i], v_bal,
          CASE WHEN v_counts THEN v_used + p_leg_amounts[i] ELSE 0 END, v_counts, p_kind,
          p_actor_id = p_leg_users[i]);
        IF v_refusal IS NOT NULL THEN
          RAISE EXCEPTION 'tier limit' USING ERRCODE = 'OW429', DETAIL = v_refusal::text;
        END IF;
      END IF;
    END IF;
    v_balances[i] := v_bal;
    -- Taken under the lock, so on every account entry ids follow the order in
    -- which its balance changed (the ledger check relies on it).
    v_entry_ids[i] := nextval('ledger_entries_id_seq');
  END LOOP;

  INSERT INTO ledger_entries (id, transaction_id, account_id, currency, amount, balance_after, description)
  SELECT l.id, v_id, l.acc, l.cur, l.amt, l.bal, l.descr
    FROM unnest(v_entry_ids, v_accounts, p_leg_currencies, p_leg_amounts, v_balances, p_leg_descriptions)
         AS l(id, acc, cur, amt, bal, descr);
  SELECT jsonb_agg(jsonb_build_object('id', l.id, 'account_id', l.acc, 'user_id', l.u,
           'system', l.code, 'currency', l.cur, 'amount', l.amt, 'balance_after', l.bal,
           'description', l.descr) ORDER BY l.id)
    INTO v_entries
    FROM unnest(v_entry_ids, v_accounts, p_leg_users, p_leg_codes, p_leg_currencies, p_leg_amounts,
                v_balances, p_leg_descriptions) AS l(id, acc, u, code, cur, amt, bal, descr);

  -- The back office's running totals, in this same transaction (never stale):
  -- the money into and out of users' wallets on the Lagos day per currency,
  -- and a customer's transaction under its status (schema/ledger-totals.ts).
  -- One statement, on this transaction's shard of each total.
  IF p_user_id IS NOT NULL OR false = ANY (v_system) THEN
    v_total_shard := owo_total_shard();
    WITH counted AS (
      INSERT INTO ledger_status_totals AS s (status, shard, transactions)
      SELECT p_status, v_total_shard, 1 WHERE p_user_id IS NOT NULL
      ON CONFLICT (status, shard) DO UPDATE SET transactions = s.transactions + 1
    )
    INSERT INTO ledger_day_totals AS d (day, currency, shard, money_in, money_out)
    SELECT v_day, l.cur, v_total_shard, coalesce(sum(l.amt) FILTER (WHERE l.amt > 0), 0),
           coalesce(-sum(l.amt) FILTER (WHERE l.amt < 0), 0)
      FROM unnest(p_leg_currencies, p_leg_amounts, v_system) AS l(cur, amt, sys)
     WHERE NOT l.sys GROUP BY l.cur ORDER BY l.cur
    ON CONFLICT (day, currency, shard) DO UPDATE
      SET money_in = d.money_in + excluded.money_in, money_out = d.money_out + excluded.money_out;
  END IF;

  IF p_status <> 'completed' THEN
    INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
    VALUES (v_id, NULL, p_status, 'created', p_actor_id);
  END IF;
  RETURN jsonb_build_object('transaction', v_tx, 'entries', v_entries, 'replayed', false);
END $$;
