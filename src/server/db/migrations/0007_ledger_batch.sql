-- Group commit for a busy wallet (src/server/ledger/batch.ts).
--
-- A single wallet's postings are serialised by its row lock, and each commit
-- waits for its WAL flush while holding it: one wallet can never do more than
-- one posting per flush. When postings for one wallet queue up in the app,
-- owo_post_batch applies many of them in ONE transaction, each in its own
-- subtransaction (one posting's failure, e.g. insufficient funds, undoes only
-- that posting), so they share one lock hand-over and one flush.
--
-- owo_post's body moves to owo_post_core, which can be told which system shard
-- to use; owo_post keeps its signature and behaviour.
CREATE FUNCTION owo_post_core(
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
    UPDATE ledger_accounts a SET balance = a.balance + p_leg_amounts[i], updated_at = now()
     WHERE a.id = v_accounts[i] AND (a.allow_negative OR a.balance + p_leg_amounts[i] >= 0)
    RETURNING a.balance INTO v_bal;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'OW422',
        DETAIL = coalesce(p_leg_users[i], p_leg_codes[i]) || ':' || p_leg_currencies[i];
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

  IF p_status <> 'completed' THEN
    INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
    VALUES (v_id, NULL, p_status, 'created', p_actor_id);
  END IF;
  RETURN jsonb_build_object('transaction', v_tx, 'entries', v_entries, 'replayed', false);
END $$;
--> statement-breakpoint
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
--> statement-breakpoint
-- p_postings: a JSON array of postings that touch no wallet but
-- (p_user, p_currency), each {kind, category, status, description, reference,
-- user_id, actor_id, idempotency_key, request_hash, metadata, users, codes,
-- currencies, amounts, descriptions, allow_inactive}. Answers a JSON array in
-- the same order: {"ok": <owo_post result>} or {"error": {code, message, detail}}.
CREATE FUNCTION owo_post_batch(p_user text, p_currency text, p_postings jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_shard int := floor(random() * owo_system_shards())::int;
  v_out jsonb := '[]';
  p jsonb;
  v_state text;
  v_message text;
  v_detail text;
BEGIN
  -- Everything the batch will lock, locked now in the global order (the
  -- wallet, then system accounts by id), with one shard per system account,
  -- so that two batches, or a batch and a single posting, never deadlock.
  PERFORM 1 FROM ledger_accounts a WHERE a.user_id = p_user AND a.currency = p_currency
    FOR NO KEY UPDATE;
  PERFORM 1 FROM ledger_accounts a
   WHERE a.code IS NOT NULL AND a.shard = v_shard
     AND (a.code, a.currency) IN (
       SELECT c.code, c.cur
         FROM jsonb_array_elements(p_postings) AS e(p)
         CROSS JOIN LATERAL ROWS FROM (jsonb_array_elements_text(e.p -> 'codes'),
                                       jsonb_array_elements_text(e.p -> 'currencies')) AS c(code, cur)
        WHERE c.code IS NOT NULL)
   ORDER BY a.id
   FOR NO KEY UPDATE;

  FOR p IN SELECT e.p FROM jsonb_array_elements(p_postings) AS e(p) LOOP
    BEGIN
      v_out := v_out || jsonb_build_array(jsonb_build_object('ok', owo_post_core(
        p ->> 'kind', p ->> 'category', p ->> 'status', p ->> 'description', p ->> 'reference',
        p ->> 'user_id', p ->> 'actor_id', p ->> 'idempotency_key', p ->> 'request_hash',
        p -> 'metadata',
        ARRAY(SELECT x FROM jsonb_array_elements_text(p -> 'users') WITH ORDINALITY AS t(x, n) ORDER BY n),
        ARRAY(SELECT x FROM jsonb_array_elements_text(p -> 'codes') WITH ORDINALITY AS t(x, n) ORDER BY n),
        ARRAY(SELECT x FROM jsonb_array_elements_text(p -> 'currencies') WITH ORDINALITY AS t(x, n) ORDER BY n),
        ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(p -> 'amounts') WITH ORDINALITY AS t(x, n) ORDER BY n),
        ARRAY(SELECT x FROM jsonb_array_elements_text(p -> 'descriptions') WITH ORDINALITY AS t(x, n) ORDER BY n),
        (p ->> 'allow_inactive')::boolean,
        v_shard)));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
        v_detail = PG_EXCEPTION_DETAIL;
      v_out := v_out || jsonb_build_array(jsonb_build_object('error',
        jsonb_build_object('code', v_state, 'message', v_message, 'detail', v_detail)));
    END;
  END LOOP;
  RETURN v_out;
END $$;
