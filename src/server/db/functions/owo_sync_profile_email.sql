-- The profile keeps a copy of the user's e-mail (for look-ups by e-mail).
CREATE OR REPLACE FUNCTION owo_sync_profile_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION owo_sync_profile_email();
