-- A wallet's maximum moves from a CHECK into the posting functions, which
-- apply it to every credit except a refund: held money always goes back,
-- even to a wallet that has filled up to the maximum since.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_wallet_max_chk";
