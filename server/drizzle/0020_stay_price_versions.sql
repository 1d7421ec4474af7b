CREATE TABLE "stay_price_versions" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"bumped_in" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stay_price_versions" ADD CONSTRAINT "stay_price_versions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stay search prices a city's room types in the app, from each hotel's prices kept in memory
-- (server/src/stays/stay-price-grid.ts). What it keeps is only as good as knowing when it is stale:
-- every write to room_types, rate_types or room_type_night_prices (which the triggers of migration
-- 0006 keep from rates) gives the hotels it touched a new version, in the same transaction, so a
-- search that reads the version after the commit reloads those hotels and no other.
CREATE SEQUENCE "stay_price_version_seq";--> statement-breakpoint
-- Once per hotel and transaction: a thousand rates written in one transaction bump a hotel once.
-- Hotels that are gone (a deletion cascading to its room types) are left out.
CREATE FUNCTION bump_stay_price_versions(p_hotel_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO stay_price_versions AS v (hotel_id, version, bumped_in)
  SELECT h.id, nextval('stay_price_version_seq'), txid_current()
    FROM hotels h WHERE h.id = ANY(p_hotel_ids) ORDER BY h.id
  ON CONFLICT (hotel_id) DO UPDATE SET version = excluded.version, bumped_in = excluded.bumped_in
   WHERE v.bumped_in <> excluded.bumped_in
$$;--> statement-breakpoint
CREATE FUNCTION stay_prices_changed_by_hotel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The rows' own hotel_id (room_types, room_type_night_prices): before and after, so a room type
  -- moved to another hotel changes both.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_stay_price_versions(ARRAY(SELECT DISTINCT hotel_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM bump_stay_price_versions(ARRAY(SELECT DISTINCT hotel_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stay_prices_changed_by_room_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- rate_types rows name their room type; a rate type deleted with its room type finds none, and
  -- the room type's own deletion has changed the version already.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_stay_price_versions(ARRAY(SELECT DISTINCT rt.hotel_id FROM new_rows n JOIN room_types rt ON rt.id = n.room_type_id));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM bump_stay_price_versions(ARRAY(SELECT DISTINCT rt.hotel_id FROM old_rows o JOIN room_types rt ON rt.id = o.room_type_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stay_prices_changed_everywhere() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_stay_price_versions(ARRAY(SELECT id FROM hotels));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A transition table belongs to one event, hence a trigger per event and table.
CREATE TRIGGER "room_types_stay_prices_inserted" AFTER INSERT ON "room_types"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_types_stay_prices_updated" AFTER UPDATE ON "room_types"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_types_stay_prices_deleted" AFTER DELETE ON "room_types"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_types_stay_prices_truncated" AFTER TRUNCATE ON "room_types"
  FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER "room_type_night_prices_stay_prices_inserted" AFTER INSERT ON "room_type_night_prices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_type_night_prices_stay_prices_updated" AFTER UPDATE ON "room_type_night_prices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_type_night_prices_stay_prices_deleted" AFTER DELETE ON "room_type_night_prices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_hotel();--> statement-breakpoint
CREATE TRIGGER "room_type_night_prices_stay_prices_truncated" AFTER TRUNCATE ON "room_type_night_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER "rate_types_stay_prices_inserted" AFTER INSERT ON "rate_types"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_room_type();--> statement-breakpoint
CREATE TRIGGER "rate_types_stay_prices_updated" AFTER UPDATE ON "rate_types"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_room_type();--> statement-breakpoint
CREATE TRIGGER "rate_types_stay_prices_deleted" AFTER DELETE ON "rate_types"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_by_room_type();--> statement-breakpoint
CREATE TRIGGER "rate_types_stay_prices_truncated" AFTER TRUNCATE ON "rate_types"
  FOR EACH STATEMENT EXECUTE FUNCTION stay_prices_changed_everywhere();
