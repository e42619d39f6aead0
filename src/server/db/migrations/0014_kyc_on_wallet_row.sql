-- CBN's tier rules move onto the wallet's own row (owo_post_core reads and
-- writes them in the balance's UPDATE): the owner's tier on every wallet, and
-- the Lagos day's use on the NGN wallet, copied from kyc_daily_usage before it goes.
ALTER TABLE "ledger_accounts" ADD COLUMN "kyc_tier" smallint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "kyc_day" date;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "kyc_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kyc_used_chk" CHECK ("ledger_accounts"."kyc_used" >= 0);--> statement-breakpoint
UPDATE ledger_accounts a SET kyc_tier = p.kyc_tier FROM profiles p WHERE p.id = a.user_id;--> statement-breakpoint
UPDATE ledger_accounts a SET kyc_day = u.day, kyc_used = u.used
  FROM (SELECT DISTINCT ON (user_id) user_id, day, used FROM kyc_daily_usage ORDER BY user_id, day DESC) u
 WHERE a.user_id = u.user_id AND a.currency = 'NGN';--> statement-breakpoint
DROP TABLE "kyc_daily_usage" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS owo_kyc_apply(text, text, bigint, bigint, text, text, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS owo_kyc_rules(smallint, bigint, bigint, text, bigint, bigint, bigint, boolean, text, boolean);
