-- While a user has any address, exactly one of them is the default. The partial unique index keeps it
-- to at most one; this deferred trigger checks "at least one" when the transaction commits, so a
-- transaction may move the default from one address to another.
CREATE FUNCTION check_one_default_address() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  total integer;
  defaults integer;
BEGIN
  IF TG_OP = 'DELETE' THEN owner := OLD.user_id; ELSE owner := NEW.user_id; END IF;
  SELECT count(*), count(*) FILTER (WHERE is_default) INTO total, defaults FROM addresses WHERE user_id = owner;
  IF total > 0 AND defaults <> 1 THEN
    RAISE EXCEPTION 'user % must have exactly one default address', owner USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER addresses_one_default
  AFTER INSERT OR UPDATE OR DELETE ON addresses
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION check_one_default_address();
