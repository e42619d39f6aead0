-- Sign-up creates the profile (spec 1, section 7 defaults) and the three wallets
-- in the same transaction as the user row, whatever path created the user.
CREATE FUNCTION owo_create_profile_and_wallets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, full_name) VALUES (NEW.id, NEW.email, NULLIF(NEW.name, ''));
  INSERT INTO ledger_accounts (user_id, currency)
    VALUES (NEW.id, 'NGN'), (NEW.id, 'USD'), (NEW.id, 'CNY');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile_and_wallets AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION owo_create_profile_and_wallets();
--> statement-breakpoint
CREATE FUNCTION owo_sync_profile_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION owo_sync_profile_email();
--> statement-breakpoint
-- Ledger entries are append-only.
CREATE FUNCTION owo_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION owo_forbid_change();
--> statement-breakpoint
-- System accounts, one per purpose and currency. They may go negative: a
-- funding account's negative balance is the money that came in from outside.
INSERT INTO ledger_accounts (code, currency, allow_negative)
SELECT code, currency, true
FROM unnest(ARRAY['funding','fees','fx','bills','payouts','gift_cards','loans','pending','adjustments','airtime_cash','rmb']) AS code
CROSS JOIN unnest(ARRAY['NGN','USD','CNY']) AS currency;
--> statement-breakpoint
INSERT INTO exchange_rates (from_currency, to_currency, rate, provider) VALUES
  ('USD', 'NGN', 1538.46, 'fallback'),
  ('NGN', 'USD', 0.00065, 'fallback'),
  ('CNY', 'NGN', 212.77, 'fallback'),
  ('NGN', 'CNY', 0.0047, 'fallback'),
  ('USD', 'CNY', 7.2307, 'fallback'),
  ('CNY', 'USD', 0.1383, 'fallback');
