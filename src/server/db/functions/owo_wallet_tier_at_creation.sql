-- A wallet created after its profile starts with the profile's tier (see owo_sync_wallet_tier).
CREATE OR REPLACE FUNCTION owo_wallet_tier_at_creation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    SELECT p.kyc_tier INTO NEW.kyc_tier FROM profiles p WHERE p.id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER ledger_accounts_wallet_tier BEFORE INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL) EXECUTE FUNCTION owo_wallet_tier_at_creation();
