-- The trigram operator classes of the back office's search indexes, in a
-- schema of their own so that public holds only our functions (pg_trgm is a
-- trusted extension: the database's owner may create it).
CREATE SCHEMA IF NOT EXISTS extensions;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;
--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_created_idx" ON "ledger_transactions" USING btree ("created_at") WHERE "ledger_transactions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin (lower("email") extensions.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin (lower("full_name") extensions.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_phone_trgm_idx" ON "profiles" USING gin ("phone_number" extensions.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_flags_idx" ON "profiles" USING btree ("is_active","kyc_status");--> statement-breakpoint
CREATE INDEX "profiles_last_login_idx" ON "profiles" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "profiles_kyc_queue_idx" ON "profiles" USING btree ("created_at") WHERE "profiles"."kyc_status" = 'pending' and "profiles"."kyc_documents" is not null;