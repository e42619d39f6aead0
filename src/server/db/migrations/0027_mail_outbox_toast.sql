-- A mail's row is written three times: queued, claimed (attempts, next_attempt_at) and sent
-- (status). Its subject, text and html never change, so they are moved out of line (TOAST)
-- as soon as the row is over 128 bytes: a claim or a "sent" then writes a small row version
-- (and a small WAL record) that points at the same stored text, instead of copying the mail.
ALTER TABLE "mail_outbox" SET (toast_tuple_target = 128);
