CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "altcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_fundings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"provider" text NOT NULL,
	"authorization_url" text,
	"access_code" text,
	"provider_status" text,
	"provider_response" jsonb,
	"failure_reason" text,
	"transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_fundings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "card_fundings_amount_chk" CHECK ("card_fundings"."amount" > 0),
	CONSTRAINT "card_fundings_currency_chk" CHECK ("card_fundings"."currency" in ('NGN','USD','CNY')),
	CONSTRAINT "card_fundings_status_chk" CHECK ("card_fundings"."status" in ('initialized','success','failed'))
);
--> statement-breakpoint
CREATE TABLE "dev_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"provider" text DEFAULT 'fallback' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_chk" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"code" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_currency_chk" CHECK ("ledger_accounts"."currency" in ('NGN','USD','CNY')),
	CONSTRAINT "ledger_accounts_owner_chk" CHECK (("ledger_accounts"."user_id" is null) <> ("ledger_accounts"."code" is null)),
	CONSTRAINT "ledger_accounts_balance_chk" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_chk" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"reference" text NOT NULL,
	"user_id" text,
	"actor_id" text,
	"idempotency_key" text,
	"request_hash" text,
	"response" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "ledger_transactions_status_chk" CHECK ("ledger_transactions"."status" in ('pending','completed','failed','reversed','refunded','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"transaction_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"code" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_sim_records_kind_chk" CHECK ("paystack_sim_records"."kind" in ('transaction','recipient','transfer'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"phone_number" text,
	"address" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'Nigeria',
	"postal_code" text,
	"date_of_birth" date,
	"primary_currency" text DEFAULT 'NGN' NOT NULL,
	"kyc_status" text DEFAULT 'pending' NOT NULL,
	"kyc_documents" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"show_balance" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"biometric_login" boolean DEFAULT false NOT NULL,
	"notifications_seen_entry_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "profiles_primary_currency_chk" CHECK ("profiles"."primary_currency" in ('NGN','USD','CNY')),
	CONSTRAINT "profiles_kyc_status_chk" CHECK ("profiles"."kyc_status" in ('pending','verified','rejected'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_fundings" ADD CONSTRAINT "card_fundings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_fundings" ADD CONSTRAINT "card_fundings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_status_history" ADD CONSTRAINT "ledger_status_history_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_fundings_user_idem_uq" ON "card_fundings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_fundings_user_idx" ON "card_fundings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dev_mail_to_idx" ON "dev_mail" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_uq" ON "exchange_rates" USING btree ("from_currency","to_currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_currency_uq" ON "ledger_accounts" USING btree ("user_id","currency") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_currency_uq" ON "ledger_accounts" USING btree ("code","currency","shard") WHERE "ledger_accounts"."code" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_status_history_tx_idx" ON "ledger_status_history" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idem_uq" ON "ledger_transactions" USING btree ("actor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sim_records_ref_uq" ON "paystack_sim_records" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sim_records_code_uq" ON "paystack_sim_records" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
-- Room on each page for new row versions, so balance updates stay HOT.
ALTER TABLE "ledger_accounts" SET (fillfactor = 70);
--> statement-breakpoint
-- System accounts: one per purpose and currency, each in 8 shards (as many as
-- owo_system_shards() says). They may go negative: a funding account's
-- negative balance is the money that came in from outside.
INSERT INTO ledger_accounts (code, currency, allow_negative, shard)
SELECT code, currency, true, shard
FROM unnest(ARRAY['funding','fees','fx','bills','payouts','gift_cards','loans','pending','adjustments','airtime_cash','rmb']) AS code
CROSS JOIN unnest(ARRAY['NGN','USD','CNY']) AS currency
CROSS JOIN generate_series(0, 7) AS shard
ORDER BY shard, code, currency;
--> statement-breakpoint
INSERT INTO exchange_rates (from_currency, to_currency, rate, provider) VALUES
  ('USD', 'NGN', 1538.46, 'fallback'),
  ('NGN', 'USD', 0.00065, 'fallback'),
  ('CNY', 'NGN', 212.77, 'fallback'),
  ('NGN', 'CNY', 0.0047, 'fallback'),
  ('USD', 'CNY', 7.2307, 'fallback'),
  ('CNY', 'USD', 0.1383, 'fallback');
