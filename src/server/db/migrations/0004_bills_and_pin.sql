CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"title" text NOT NULL,
	"request_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"variation_code" text,
	"phone" text,
	"network" text,
	"plan_id" text,
	"plan_name" text,
	"disco" text,
	"meter_number" text,
	"meter_type" text,
	"provider" text,
	"smartcard" text,
	"package_id" text,
	"package_name" text,
	"customer_name" text,
	"customer_address" text,
	"token" text,
	"vtpass_transaction_id" text,
	"provider_code" text,
	"provider_status" text,
	"provider_response" jsonb,
	"failure_reason" text,
	"pay_sent_at" timestamp with time zone,
	"requery_count" integer DEFAULT 0 NOT NULL,
	"next_requery_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "bills_amount_chk" CHECK ("bills"."amount" > 0),
	CONSTRAINT "bills_service_chk" CHECK ("bills"."service" in ('airtime','data','electricity','cable')),
	CONSTRAINT "bills_status_chk" CHECK ("bills"."status" in ('pending','delivered','refunded'))
);
--> statement-breakpoint
CREATE TABLE "transaction_pins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_pins_failed_chk" CHECK ("transaction_pins"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vtpass_sim_records" (
	"request_id" text PRIMARY KEY NOT NULL,
	"pay_calls" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"resolve_at" timestamp with time zone,
	"final_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vtpass_sim_records_status_chk" CHECK ("vtpass_sim_records"."status" in ('delivered','pending','failed','reversed'))
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pins" ADD CONSTRAINT "transaction_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_user_idem_uq" ON "bills" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_transaction_uq" ON "bills" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bills_user_idx" ON "bills" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_pending_idx" ON "bills" USING btree ("next_requery_at") WHERE "bills"."status" = 'pending';