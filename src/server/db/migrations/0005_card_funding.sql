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
ALTER TABLE "card_fundings" ADD CONSTRAINT "card_fundings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_fundings" ADD CONSTRAINT "card_fundings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_fundings_user_idem_uq" ON "card_fundings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_fundings_user_idx" ON "card_fundings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sim_records_ref_uq" ON "paystack_sim_records" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_sim_records_code_uq" ON "paystack_sim_records" USING btree ("kind","code");