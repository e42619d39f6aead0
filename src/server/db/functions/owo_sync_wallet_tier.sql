-- Each wallet row keeps a copy of its owner's tier (ledger_accounts.kyc_tier),
-- so a posting reads it in the same UPDATE as the balance. A tier change
-- updates the owner's wallets in its own transaction (taking their row locks,
-- so a posting under way finishes under the old tier, the next one under the
-- new); a wallet created after its profile starts with the profile's tier.
CREATE OR REPLACE FUNCTION owo_sync_wallet_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET kyc_tier = NEW.kyc_tier WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER profiles_sync_wallet_tier AFTER UPDATE OF kyc_tier ON profiles
  FOR EACH ROW WHEN (OLD.kyc_tier IS DISTINCT FROM NEW.kyc_tier) EXECUTE FUNCTION owo_sync_wallet_tier();
