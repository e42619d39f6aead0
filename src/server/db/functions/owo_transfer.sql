-- A user-to-user transfer in one round trip (src/server/ledger/operations.ts):
-- finding the recipient inside the database saves a query per transfer, which
-- on a busy app server is a measurable share of each request's CPU.
-- Raises OW404 (DETAIL 'sender' or 'recipient'), OW4SF (transfer to oneself),
-- and whatever owo_post raises.
-- A new transfer (not a replay) also marks the sender's saved recipient used,
-- in the same transaction. The recipient's mail is written by the wallet
-- alerts job from the ledger entry (src/server/features/alerts/), not here.
-- Money goes only to an account whose e-mail address is confirmed; an
-- unconfirmed recipient gets exactly the unknown one's answer (OW404
-- 'recipient'), so it never tells whether someone signed up with an address
-- they do not own.
CREATE OR REPLACE FUNCTION owo_transfer(
  p_from text, p_to_user text, p_to_email text, p_currency text, p_amount bigint, p_note text,
  p_reference text, p_idempotency_key text, p_request_hash text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_from_email text;
  v_to text;
  v_to_email text;
  v_tail text := coalesce(': ' || p_note, '');
  v_result jsonb;
BEGIN
  SELECT u.email INTO v_from_email FROM users u WHERE u.id = p_from;
  IF v_from_email IS NULL THEN
    RAISE EXCEPTION 'user not found' USING ERRCODE = 'OW404', DETAIL = 'sender';
  END IF;
  IF p_to_user IS NOT NULL THEN
    SELECT u.id, u.email INTO v_to, v_to_email FROM users u
     WHERE u.id = p_to_user AND u.email_verified;
  ELSE
    SELECT u.id, u.email INTO v_to, v_to_email FROM users u
     WHERE u.email = p_to_email AND u.email_verified;
    IF v_to IS NULL THEN
      -- better-auth stores e-mails in lower case; this slower match covers any that are not.
      SELECT u.id, u.email INTO v_to, v_to_email FROM users u
       WHERE lower(u.email) = p_to_email AND u.email_verified LIMIT 1;
    END IF;
  END IF;
  IF v_to IS NULL THEN
    RAISE EXCEPTION 'recipient not found' USING ERRCODE = 'OW404', DETAIL = 'recipient';
  END IF;
  IF v_to = p_from THEN
    RAISE EXCEPTION 'transfer to oneself' USING ERRCODE = 'OW4SF';
  END IF;
  v_result := owo_post('transfer', 'transfer', 'completed', coalesce(p_note, 'Transfer to ' || v_to_email),
    p_reference, p_from, p_from, p_idempotency_key, p_request_hash,
    jsonb_build_object('from_email', v_from_email, 'to_email', v_to_email, 'to_user_id', v_to,
      'note', p_note),
    ARRAY[p_from, v_to], ARRAY[NULL, NULL]::text[], ARRAY[p_currency, p_currency],
    ARRAY[-p_amount, p_amount],
    ARRAY['Transfer to ' || v_to_email || v_tail, 'Transfer from ' || v_from_email || v_tail], false);
  IF NOT (v_result ->> 'replayed')::boolean THEN
    UPDATE beneficiaries SET last_used_at = now()
     WHERE user_id = p_from AND kind = 'owo' AND recipient_user_id = v_to;
  END IF;
  RETURN v_result;
END $$;
