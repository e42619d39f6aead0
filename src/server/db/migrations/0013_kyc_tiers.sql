CREATE TABLE "bank_deposits" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"sender_name" text,
	"sender_bank" text,
	"narration" text,
	"status" text NOT NULL,
	"transaction_id" uuid,
	"held_deposit_id" uuid,
	"paid_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_deposits_status_chk" CHECK ("bank_deposits"."status" in ('received','credited','held')),
	CONSTRAINT "bank_deposits_amount_chk" CHECK ("bank_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "dedicated_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"customer_code" text,
	"bank_name" text,
	"bank_slug" text,
	"account_number" text,
	"account_name" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedicated_accounts_status_chk" CHECK ("dedicated_accounts"."status" in ('pending','active','failed')),
	CONSTRAINT "dedicated_accounts_active_chk" CHECK ("dedicated_accounts"."status" <> 'active' or "dedicated_accounts"."account_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "held_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"source_reference" text NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reason" text NOT NULL,
	"sender_name" text,
	"hold_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"decided_by" text,
	"return_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "held_deposits_status_chk" CHECK ("held_deposits"."status" in ('held','released','returned')),
	CONSTRAINT "held_deposits_source_chk" CHECK ("held_deposits"."source" in ('bank_transfer','card')),
	CONSTRAINT "held_deposits_amount_chk" CHECK ("held_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_daily_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kyc_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "kyc_daily_usage_used_chk" CHECK ("kyc_daily_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_tiers" (
	"tier" smallint PRIMARY KEY NOT NULL,
	"daily_limit" bigint NOT NULL,
	"max_balance" bigint,
	CONSTRAINT "kyc_tiers_tier_chk" CHECK ("kyc_tiers"."tier" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "paystack_sim_records" DROP CONSTRAINT "paystack_sim_records_kind_chk";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "kyc_tier" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bvn_last4" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bvn_hash" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bvn_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_deposits" ADD CONSTRAINT "held_deposits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_daily_usage" ADD CONSTRAINT "kyc_daily_usage_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_deposits_user_idx" ON "bank_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_deposits_received_idx" ON "bank_deposits" USING btree ("received_at") WHERE "bank_deposits"."status" = 'received';--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_number_uq" ON "dedicated_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "dedicated_accounts_customer_idx" ON "dedicated_accounts" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "held_deposits_source_uq" ON "held_deposits" USING btree ("source","source_reference");--> statement-breakpoint
CREATE INDEX "held_deposits_user_idx" ON "held_deposits" USING btree ("user_id","created_at") WHERE "held_deposits"."status" = 'held';--> statement-breakpoint
CREATE INDEX "held_deposits_created_idx" ON "held_deposits" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_bvn_hash_uq" ON "profiles" USING btree ("bvn_hash");--> statement-breakpoint
CREATE INDEX "profiles_tier_idx" ON "profiles" USING btree ("kyc_tier");--> statement-breakpoint
ALTER TABLE "paystack_sim_records" ADD CONSTRAINT "paystack_sim_records_kind_chk" CHECK ("paystack_sim_records"."kind" in ('transaction','recipient','transfer','dedicated_account','bank_transfer'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_kyc_tier_chk" CHECK ("profiles"."kyc_tier" in (1, 2, 3));
--> statement-breakpoint
-- CBN circular BPS/DIR/GEN/CIR/04/007 (PROVIDERS.md §5.1), in kobo.
INSERT INTO kyc_tiers (tier, daily_limit, max_balance) VALUES
  (1, 5000000, 30000000),
  (2, 20000000, 50000000),
  (3, 500000000, NULL);--> statement-breakpoint
-- DECISIONS.md: accounts whose KYC was already verified become tier 3; all
-- others start at tier 1 and keep what they hold (only new money is limited).
UPDATE profiles SET kyc_tier = 3 WHERE kyc_status = 'verified';--> statement-breakpoint
-- Money kept for a customer until their wallet may take it (held_deposits).
INSERT INTO ledger_accounts (code, currency, allow_negative, shard)
SELECT 'held_deposits', currency, true, shard
FROM unnest(ARRAY['NGN','USD','CNY']) AS currency
CROSS JOIN generate_series(0, 7) AS shard
ORDER BY shard, currency;
