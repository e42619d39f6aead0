CREATE TABLE "mail_outbox_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail_id" bigint NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"format" text NOT NULL,
	"delivery" text NOT NULL,
	"opening_balance" bigint,
	"closing_balance" bigint,
	"money_in" bigint,
	"money_out" bigint,
	"entry_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "statements_reference_unique" UNIQUE("reference"),
	CONSTRAINT "statements_currency_chk" CHECK ("statements"."currency" in ('NGN','USD','CNY')),
	CONSTRAINT "statements_format_chk" CHECK ("statements"."format" in ('pdf','csv')),
	CONSTRAINT "statements_delivery_chk" CHECK ("statements"."delivery" in ('download','email')),
	CONSTRAINT "statements_period_chk" CHECK ("statements"."period_from" <= "statements"."period_to")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "unlock_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox_attachments" ADD CONSTRAINT "mail_outbox_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_attachments_mail_idx" ON "mail_outbox_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "statements_user_idx" ON "statements" USING btree ("user_id","created_at");