CREATE TABLE "ledger_day_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"money_in" bigint DEFAULT 0 NOT NULL,
	"money_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_day_totals_day_currency_shard_pk" PRIMARY KEY("day","currency","shard")
);
--> statement-breakpoint
CREATE TABLE "ledger_status_totals" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"transactions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_status_totals_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE INDEX "ledger_transactions_status_idx" ON "ledger_transactions" USING btree ("status","id") WHERE "ledger_transactions"."status" <> 'completed';--> statement-breakpoint
-- Hand-written. The totals are rewritten in place on every posting: room on
-- each page for the new row version keeps those updates HOT.
ALTER TABLE "ledger_day_totals" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "ledger_status_totals" SET (fillfactor = 50);--> statement-breakpoint
-- The totals of the ledger as it stands, from a full count. No posting may
-- commit between the count and the end of this migration (the lock), and from
-- the next start on the posting functions (src/server/db/functions/) keep them.
-- A process of an older build still posting after that would not: deploy
-- this one with the old processes stopped. The shard of an existing entry is
-- its id modulo 16 (as owo_total_shard() picks for a transaction), as a year of postings would have spread them.
LOCK TABLE "ledger_transactions", "ledger_entries" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "ledger_day_totals" ("day", "currency", "shard", "money_in", "money_out")
SELECT (e.created_at AT TIME ZONE 'Africa/Lagos')::date, e.currency, (e.id % 16)::smallint,
       coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
       coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "ledger_status_totals" ("status", "shard", "transactions")
SELECT t.status, 0, count(*) FROM ledger_transactions t WHERE t.user_id IS NOT NULL GROUP BY t.status;
