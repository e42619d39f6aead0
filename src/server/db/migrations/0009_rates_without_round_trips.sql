CREATE TABLE "rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate_before" numeric(20, 10) NOT NULL,
	"rate_after" numeric(20, 10) NOT NULL,
	"changed_by" text,
	"changed_by_email" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_history_pair_idx" ON "rate_history" USING btree ("from_currency","to_currency","id");--> statement-breakpoint
-- The changes made before this table existed, from their audit rows, in order.
INSERT INTO rate_history (from_currency, to_currency, rate_before, rate_after, changed_by,
                          changed_by_email, changed_at)
SELECT after->>'from', after->>'to', (before->>'rate')::numeric, (after->>'rate')::numeric,
       actor_id, actor_email, created_at
  FROM audit_log
 WHERE action = 'exchange_rate.update' AND before->>'rate' IS NOT NULL
   AND after->>'rate' IS NOT NULL AND after->>'from' IS NOT NULL AND after->>'to' IS NOT NULL
 ORDER BY id;
--> statement-breakpoint
-- The seeded rates let a customer convert around at a profit: CNY -> NGN
-- 212.77 x NGN -> CNY 0.0047 = 1.000019, USD -> CNY 7.2307 x CNY -> USD
-- 0.1383 = 1.0000058, and NGN -> CNY -> USD -> NGN = 1.0000144. Two rates are
-- lowered by the least a 5-decimal rate can be: CNY -> NGN to 212.76595 (just
-- under 1 / 0.0047) and CNY -> USD to 0.13829. NGN -> CNY (what Buy RMB prices
-- at) and the USD / NGN pair keep the spec's values. Every pair and 3-leg trip
-- then multiplies to at most 1. A rate an administrator has already changed is
-- left as it is. Each change is in the history, by no one (a migration).
WITH changed AS (
  UPDATE exchange_rates r SET rate = fix.rate::numeric, updated_at = now()
    FROM (VALUES ('CNY', 'NGN', '212.77', '212.76595'),
                 ('CNY', 'USD', '0.1383', '0.13829')) AS fix(from_currency, to_currency, seed, rate)
   WHERE r.from_currency = fix.from_currency AND r.to_currency = fix.to_currency
     AND r.rate = fix.seed::numeric
  RETURNING r.from_currency, r.to_currency, fix.seed, fix.rate)
INSERT INTO rate_history (from_currency, to_currency, rate_before, rate_after)
SELECT from_currency, to_currency, seed::numeric, rate::numeric
  FROM changed
 ORDER BY from_currency, to_currency;
