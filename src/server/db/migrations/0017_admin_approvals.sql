CREATE TABLE "admin_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"target_user_id" text NOT NULL,
	"subject_id" text,
	"idempotency_key" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_ngn" bigint NOT NULL,
	"reason" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "admin_approvals_kind_chk" CHECK ("admin_approvals"."kind" in ('credit','debit','withdrawal_approval','loan_disbursement')),
	CONSTRAINT "admin_approvals_status_chk" CHECK ("admin_approvals"."status" in ('pending','approved','rejected','failed')),
	CONSTRAINT "admin_approvals_amount_chk" CHECK ("admin_approvals"."amount" > 0 and "admin_approvals"."amount_ngn" >= 0),
	CONSTRAINT "admin_approvals_decided_chk" CHECK (("admin_approvals"."status" = 'pending') = ("admin_approvals"."decided_by" is null and "admin_approvals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_approvals_pending_idx" ON "admin_approvals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "admin_approvals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "admin_approvals_subject_pending_uq" ON "admin_approvals" USING btree ("kind","subject_id") WHERE "admin_approvals"."status" = 'pending' and "admin_approvals"."subject_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_approvals_idem_uq" ON "admin_approvals" USING btree ("requested_by","idempotency_key");