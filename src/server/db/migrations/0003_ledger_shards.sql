DROP INDEX "ledger_accounts_code_currency_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_currency_uq" ON "ledger_accounts" USING btree ("code","currency","shard") WHERE "ledger_accounts"."code" is not null;