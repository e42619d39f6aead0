CREATE TABLE "wallet_alert_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"floor_id" bigint DEFAULT 0 NOT NULL,
	"candidate_id" bigint,
	"candidate_snapshot" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_alert_cursor_one_row_chk" CHECK ("wallet_alert_cursor"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_uq" ON "mail_outbox" USING btree ("dedupe_key") WHERE "mail_outbox"."dedupe_key" is not null;--> statement-breakpoint
-- Alerts start from now: movements made before this migration were never announced and are not mailed later.
INSERT INTO "wallet_alert_cursor" ("id", "floor_id") SELECT 1, coalesce(max("id"), 0) FROM "ledger_entries";
