-- Settles a hold (src/server/ledger/holds.ts calls it): the money held in
-- `pending` moves on to p_to (and p_fee of it to `fees`), and the hold becomes
-- completed, all in one statement, so no client round trip happens while the
-- hold's row is locked. The settlement posts under the fixed idempotency key
-- "settle:<hold id>" (actor "system"): money moves at most once.
-- Settling a hold that is already completed answers its settlement again
-- (changed: false).
-- Raises (SQLSTATE): OW404 no such hold (or not p_user's), OW4BR the
-- transaction is not a hold or is already final, OW4FE the fee is not between
-- 0 and the held amount (or the hold has several currencies), and whatever
-- owo_post_core raises.
CREATE OR REPLACE FUNCTION owo_settle(
  p_tx uuid, p_user text, p_to text, p_fee bigint, p_reason text, p_actor text,
  p_reference text, p_request_hash text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tx ledger_transactions%ROWTYPE;
  v_currencies text[];
  v_amounts bigint[];
  v_settle uuid;
  v_posting jsonb;
  v_users text[] := '{}';
  v_codes text[] := '{}';
  v_curs text[] := '{}';
  v_amts bigint[] := '{}';
  v_descr text[] := '{}';
  i int;
BEGIN
  SELECT * INTO v_tx FROM ledger_transactions t WHERE t.id = p_tx FOR NO KEY UPDATE;
  IF NOT FOUND OR (p_user IS NOT NULL AND v_tx.user_id IS DISTINCT FROM p_user) THEN
    RAISE EXCEPTION 'transaction not found' USING ERRCODE = 'OW404', DETAIL = 'transaction';
  END IF;

  -- What the hold put into `pending`, per currency.
  SELECT array_agg(h.currency ORDER BY h.currency), array_agg(h.amount ORDER BY h.currency)
    INTO v_currencies, v_amounts
    FROM (SELECT e.currency, sum(e.amount)::bigint AS amount
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE e.transaction_id = p_tx AND a.code = 'pending' AND e.amount > 0
           GROUP BY e.currency) AS h;
  IF v_currencies IS NULL THEN
    RAISE EXCEPTION 'Only held transactions can be settled or refunded' USING ERRCODE = 'OW4BR';
  END IF;

  IF v_tx.status = 'completed' THEN
    SELECT t.id INTO v_settle FROM ledger_transactions t
     WHERE t.actor_id = 'system' AND t.idempotency_key = 'settle:' || p_tx;
    IF v_settle IS NULL THEN
      RAISE EXCEPTION 'The transaction is already completed' USING ERRCODE = 'OW4BR';
    END IF;
    v_posting := owo_posting_result(v_settle);
  ELSE
    IF v_tx.status <> 'pending' THEN
      RAISE EXCEPTION 'The transaction is already %', v_tx.status USING ERRCODE = 'OW4BR';
    END IF;
    IF p_fee < 0 OR (p_fee > 0 AND (cardinality(v_currencies) <> 1 OR p_fee > v_amounts[1])) THEN
      RAISE EXCEPTION 'fee out of range' USING ERRCODE = 'OW4FE';
    END IF;
    FOR i IN 1 .. cardinality(v_currencies) LOOP
      v_users := v_users || NULL::text;
      v_codes := v_codes || 'pending'::text;
      v_curs := v_curs || v_currencies[i];
      v_amts := v_amts || -v_amounts[i];
      v_descr := v_descr || NULL::text;
      IF v_amounts[i] - p_fee > 0 THEN
        v_users := v_users || NULL::text;
        v_codes := v_codes || p_to;
        v_curs := v_curs || v_currencies[i];
        v_amts := v_amts || (v_amounts[i] - p_fee);
        v_descr := v_descr || NULL::text;
      END IF;
      IF p_fee > 0 THEN
        v_users := v_users || NULL::text;
        v_codes := v_codes || 'fees'::text;
        v_curs := v_curs || v_currencies[i];
        v_amts := v_amts || p_fee;
        v_descr := v_descr || NULL::text;
      END IF;
    END LOOP;
    v_posting := owo_post_core('settlement', v_tx.category, 'completed',
      'Settlement of ' || v_tx.reference, p_reference, NULL, 'system', 'settle:' || p_tx,
      p_request_hash,
      jsonb_build_object('settles', p_tx, 'to', p_to, 'fee', p_fee, 'reason', p_reason),
      v_users, v_codes, v_curs, v_amts, v_descr, false, NULL);
    UPDATE ledger_transactions SET status = 'completed', updated_at = now() WHERE id = p_tx;
    INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
    VALUES (p_tx, v_tx.status, 'completed', coalesce(p_reason, 'settled to ' || p_to),
      coalesce(p_actor, 'system'));
  END IF;

  RETURN jsonb_build_object(
    'transaction', jsonb_build_object('id', v_tx.id, 'reference', v_tx.reference,
      'kind', v_tx.kind, 'category', v_tx.category, 'status', 'completed',
      'description', v_tx.description, 'user_id', v_tx.user_id, 'actor_id', v_tx.actor_id,
      'metadata', v_tx.metadata,
      'created_at', to_char(v_tx.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'posting', v_posting,
    'changed', v_tx.status <> 'completed');
END $$;
