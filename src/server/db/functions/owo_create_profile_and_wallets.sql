-- Sign-up creates the profile (with its defaults) and the three wallets in the
-- same transaction as the user row, whatever path created the user.
CREATE OR REPLACE FUNCTION owo_create_profile_and_wallets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, full_name) VALUES (NEW.id, NEW.email, NULLIF(NEW.name, ''));
  INSERT INTO ledger_accounts (user_id, currency)
    VALUES (NEW.id, 'NGN'), (NEW.id, 'USD'), (NEW.id, 'CNY');
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER users_create_profile_and_wallets AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION owo_create_profile_and_wallets();
