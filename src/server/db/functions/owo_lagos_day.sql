-- The Lagos calendar day (00:00 to 24:00 Africa/Lagos, UTC+1 all year) of a
-- moment: the day a tier's daily limit counts in (owo_post_core, owo_post_batch).
CREATE OR REPLACE FUNCTION owo_lagos_day(p_at timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (p_at AT TIME ZONE 'Africa/Lagos')::date
$$;
