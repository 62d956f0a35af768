-- A session that ends before its time (revoked: logout, password change or reset, desk sign-out, staff
-- removal; or removed: account deletion) is announced on the channel shop_session_revocations as
-- "customer:<sessions.id>" or "desk:<desk_sessions.id>", sent when its transaction commits (issue 26,
-- point 1): each server process LISTENs and ends that session's live streams (server/sessionRevocations.ts).
-- Triggers, so that every way a session ends is announced, whichever statement ends it.
CREATE FUNCTION announce_session_end() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_session_revocations', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_revoked
  AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_end('customer');--> statement-breakpoint
CREATE TRIGGER sessions_announce_removed
  AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION announce_session_end('customer');--> statement-breakpoint
CREATE TRIGGER desk_sessions_announce_revoked
  AFTER UPDATE OF revoked_at ON desk_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_end('desk');--> statement-breakpoint
CREATE TRIGGER desk_sessions_announce_removed
  AFTER DELETE ON desk_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION announce_session_end('desk');
