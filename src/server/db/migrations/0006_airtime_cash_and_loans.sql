CREATE SEQUENCE "public"."loan_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "airtime_cash_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee_percentage" numeric(5, 2) NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"phone" text NOT NULL,
	"ussd_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deny_reason" text,
	"processed_by" text,
	"processed_at" timestamp with time zone,
	"credit_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airtime_cash_network_chk" CHECK ("airtime_cash_requests"."network" in ('MTN','Airtel','Glo','9Mobile')),
	CONSTRAINT "airtime_cash_status_chk" CHECK ("airtime_cash_requests"."status" in ('pending','approved','denied','completed')),
	CONSTRAINT "airtime_cash_amounts_chk" CHECK ("airtime_cash_requests"."amount" > 0 and "airtime_cash_requests"."fee_amount" >= 0 and "airtime_cash_requests"."net_amount" = "airtime_cash_requests"."amount" - "airtime_cash_requests"."fee_amount")
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"loan_type" text NOT NULL,
	"amount_requested" bigint NOT NULL,
	"duration_months" integer NOT NULL,
	"use_of_funds" text NOT NULL,
	"personal_info" jsonb NOT NULL,
	"business_info" jsonb NOT NULL,
	"declaration" jsonb NOT NULL,
	"idempotency_key" text,
	"amount_approved" bigint,
	"monthly_rate" numeric(6, 4),
	"total_repayment" bigint,
	"amount_repaid" bigint DEFAULT 0 NOT NULL,
	"admin_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"disbursement_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_applications_status_chk" CHECK ("loan_applications"."status" in ('pending','under_review','approved','rejected','disbursed','repaid')),
	CONSTRAINT "loan_applications_amounts_chk" CHECK ("loan_applications"."amount_requested" > 0 and "loan_applications"."duration_months" between 1 and 6 and "loan_applications"."amount_repaid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_documents_kind_chk" CHECK ("loan_documents"."kind" in ('bank_statement','proof_of_address','identification','additional'))
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" text NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_instalments_status_chk" CHECK ("loan_instalments"."status" in ('due','paid','overdue')),
	CONSTRAINT "loan_instalments_amounts_chk" CHECK ("loan_instalments"."amount" > 0 and "loan_instalments"."paid_amount" between 0 and "loan_instalments"."amount")
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_repayments_amount_chk" CHECK ("loan_repayments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "airtime_cash_requests" ADD CONSTRAINT "airtime_cash_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airtime_cash_requests" ADD CONSTRAINT "airtime_cash_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airtime_cash_requests" ADD CONSTRAINT "airtime_cash_requests_credit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_disbursement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("disbursement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airtime_cash_user_idx" ON "airtime_cash_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "airtime_cash_created_idx" ON "airtime_cash_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "airtime_cash_credit_uq" ON "airtime_cash_requests" USING btree ("credit_transaction_id");--> statement-breakpoint
CREATE INDEX "loan_applications_user_idx" ON "loan_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_user_idem_uq" ON "loan_applications" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_disbursement_uq" ON "loan_applications" USING btree ("disbursement_transaction_id");--> statement-breakpoint
CREATE INDEX "loan_documents_loan_idx" ON "loan_documents" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_loan_number_uq" ON "loan_instalments" USING btree ("loan_id","number");--> statement-breakpoint
CREATE INDEX "loan_instalments_due_idx" ON "loan_instalments" USING btree ("due_date") WHERE "loan_instalments"."status" = 'due';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_user_idem_uq" ON "loan_repayments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_transaction_uq" ON "loan_repayments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","created_at");