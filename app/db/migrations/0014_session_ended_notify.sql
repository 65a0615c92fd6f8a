-- Every ended session (signed out, revoked when its account is suspended, deleted with its account) is announced
-- on nivasa_sessions, so each instance closes the live event streams it opened for it.
CREATE OR REPLACE FUNCTION nivasa_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nivasa_sessions', OLD.id);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION nivasa_announce_session_end();
