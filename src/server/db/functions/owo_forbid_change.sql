-- Ledger entries, the audit log, the rate history and the notes on customers
-- are append-only: no
-- UPDATE, DELETE or TRUNCATE, whoever asks (the table owner and a superuser
-- included).
CREATE OR REPLACE FUNCTION owo_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'OW405';
END $$;
CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER rate_history_append_only BEFORE UPDATE OR DELETE ON rate_history
  FOR EACH ROW EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER rate_history_no_truncate BEFORE TRUNCATE ON rate_history
  FOR EACH STATEMENT EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER customer_notes_append_only BEFORE UPDATE OR DELETE ON customer_notes
  FOR EACH ROW EXECUTE FUNCTION owo_forbid_change();
CREATE OR REPLACE TRIGGER customer_notes_no_truncate BEFORE TRUNCATE ON customer_notes
  FOR EACH STATEMENT EXECUTE FUNCTION owo_forbid_change();
