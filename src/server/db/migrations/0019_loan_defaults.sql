ALTER TABLE "loan_applications" DROP CONSTRAINT "loan_applications_status_chk";--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "defaulted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "restructured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "written_off_amount" bigint;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "write_off_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_write_off_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("write_off_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_write_off_uq" ON "loan_applications" USING btree ("write_off_transaction_id");--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_status_chk" CHECK ("loan_applications"."status" in ('pending','under_review','approved','rejected','disbursed','repaid','defaulted','written_off'));--> statement-breakpoint
-- Loans written off: what borrowers still owed, moved off the loans account as a loss.
INSERT INTO ledger_accounts (code, currency, allow_negative, shard)
SELECT 'loan_losses', currency, true, shard
FROM unnest(ARRAY['NGN','USD','CNY']) AS currency
CROSS JOIN generate_series(0, 7) AS shard
ORDER BY shard, currency;
