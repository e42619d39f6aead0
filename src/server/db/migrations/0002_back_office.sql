CREATE TABLE "airtime_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"fee_percentage" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "airtime_rates_network_unique" UNIQUE("network"),
	CONSTRAINT "airtime_rates_network_chk" CHECK ("airtime_rates"."network" in ('MTN','Airtel','Glo','9Mobile')),
	CONSTRAINT "airtime_rates_fee_chk" CHECK ("airtime_rates"."fee_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	"transaction_id" uuid,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_amount_chk" CHECK ("gift_cards"."amount" > 0 and "gift_cards"."amount" <= 1000000000000),
	CONSTRAINT "gift_cards_currency_chk" CHECK ("gift_cards"."currency" in ('NGN','USD','CNY')),
	CONSTRAINT "gift_cards_status_chk" CHECK ("gift_cards"."status" in ('active','used','expired','cancelled')),
	CONSTRAINT "gift_cards_used_chk" CHECK (("gift_cards"."status" = 'used') = ("gift_cards"."used_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
-- The spec's default airtime-to-cash fees; the back office edits them.
INSERT INTO "airtime_rates" ("network", "fee_percentage") VALUES
  ('MTN', 20), ('Airtel', 25), ('Glo', 30), ('9Mobile', 30)
ON CONFLICT ("network") DO NOTHING;
