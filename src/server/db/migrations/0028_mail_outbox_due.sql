-- The claim takes the oldest due mail (ORDER BY next_attempt_at, id LIMIT n). With the index on
-- next_attempt_at alone PostgreSQL read it as a bitmap and sorted: every index entry left by a
-- mail since sent (each claim and each "sent" leaves one until a vacuum) cost a heap visit, on
-- every claim (after 10 s of load, 27,301 entries and 1,767 heap pages for 100 mails). In the
-- claim's own order it is read as a plain index scan that stops after n rows, and the entries of
-- dead rows it meets are marked so that the next scans skip them.
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending';