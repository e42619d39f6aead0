-- Balance limits: a customer's wallet holds at most MAX_BALANCE_MINOR
-- (src/shared/constants.ts), and every balance stays an exact JavaScript
-- integer (|balance| < 2^53). Written to be applied again on top of any
-- baseline: each constraint is dropped first if it is there.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_wallet_max_chk";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_max_chk" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."balance" <= 1000000000000);--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_safe_chk";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_safe_chk" CHECK ("ledger_accounts"."balance" between -9007199254740991 and 9007199254740991);
