CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"recipient_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "beneficiaries_kind_chk" CHECK (("beneficiaries"."kind" = 'bank' and "beneficiaries"."bank_code" is not null and "beneficiaries"."bank_name" is not null
        and "beneficiaries"."account_number" is not null and "beneficiaries"."account_name" is not null
        and "beneficiaries"."recipient_user_id" is null)
       or ("beneficiaries"."kind" = 'owo' and "beneficiaries"."recipient_user_id" is not null and "beneficiaries"."bank_code" is null
        and "beneficiaries"."bank_name" is null and "beneficiaries"."account_number" is null and "beneficiaries"."account_name" is null)),
	CONSTRAINT "beneficiaries_self_chk" CHECK ("beneficiaries"."recipient_user_id" is distinct from "beneficiaries"."user_id")
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_bank_uq" ON "beneficiaries" USING btree ("user_id","bank_code","account_number") WHERE "beneficiaries"."kind" = 'bank';--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_owo_uq" ON "beneficiaries" USING btree ("user_id","recipient_user_id") WHERE "beneficiaries"."kind" = 'owo';--> statement-breakpoint
CREATE INDEX "beneficiaries_user_idx" ON "beneficiaries" USING btree ("user_id","last_used_at" desc nulls last,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "beneficiaries_recipient_idx" ON "beneficiaries" USING btree ("recipient_user_id");