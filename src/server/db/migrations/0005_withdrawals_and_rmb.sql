CREATE TABLE "rmb_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"platform" text NOT NULL,
	"alipay_type" text,
	"naira_amount" bigint NOT NULL,
	"rmb_amount" bigint NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"recipient_id" text NOT NULL,
	"full_name" text NOT NULL,
	"qr_id" uuid,
	"admin_note" text,
	"failure_reason" text,
	"processed_by" text,
	"processed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rmb_purchases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "rmb_purchases_amounts_chk" CHECK ("rmb_purchases"."naira_amount" > 0 and "rmb_purchases"."rmb_amount" > 0),
	CONSTRAINT "rmb_purchases_platform_chk" CHECK ("rmb_purchases"."platform" in ('alipay','wechat')),
	CONSTRAINT "rmb_purchases_status_chk" CHECK ("rmb_purchases"."status" in ('pending','processing','completed','failed'))
);
--> statement-breakpoint
CREATE TABLE "rmb_qr_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text,
	"name_resolved" boolean DEFAULT false NOT NULL,
	"admin_notes" text,
	"failure_reason" text,
	"processed_by" text,
	"processed_at" timestamp with time zone,
	"recipient_code" text,
	"transfer_code" text,
	"provider_status" text,
	"provider_response" jsonb,
	"verify_count" integer DEFAULT 0 NOT NULL,
	"next_verify_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "withdrawals_amount_chk" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0),
	CONSTRAINT "withdrawals_status_chk" CHECK ("withdrawals"."status" in ('pending','processing','completed','failed','reversed'))
);
--> statement-breakpoint
ALTER TABLE "rmb_purchases" ADD CONSTRAINT "rmb_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmb_purchases" ADD CONSTRAINT "rmb_purchases_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmb_purchases" ADD CONSTRAINT "rmb_purchases_qr_id_rmb_qr_files_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."rmb_qr_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmb_purchases" ADD CONSTRAINT "rmb_purchases_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmb_qr_files" ADD CONSTRAINT "rmb_qr_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rmb_purchases_user_idem_uq" ON "rmb_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rmb_purchases_transaction_uq" ON "rmb_purchases" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "rmb_purchases_user_idx" ON "rmb_purchases" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rmb_purchases_created_idx" ON "rmb_purchases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rmb_qr_files_user_idx" ON "rmb_qr_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_idem_uq" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_transaction_uq" ON "withdrawals" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_processing_idx" ON "withdrawals" USING btree ("next_verify_at") WHERE "withdrawals"."status" = 'processing';