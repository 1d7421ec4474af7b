-- The stay search prices every room type of a city for every night of the stay. Reading that from
-- `rates` meant one index probe per room type, a heap row per night, and a join to `rate_types` to
-- decide which dated rates are public (~100 ms for Cape Town's 2 439 room types). This table keeps,
-- per room type and night, the lowest PUBLIC dated rate per occupancy (nightly-price.ts, rule (a)),
-- so the search reads a few narrow index pages per hotel instead. Nights without a public dated
-- rate have no row: the search prices them from the rate types and the base rate (rules (b), (c)).
--
-- It is derived data, written only by the triggers below in the same transaction as the write to
-- `rates` or `rate_types` that changes it, so it cannot disagree with the rule; nightly-price.spec.ts
-- proves it against the TypeScript rule after random writes.
CREATE TABLE "room_type_night_prices" (
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"hotel_id" uuid NOT NULL,
	"single_cents" integer NOT NULL,
	"double_cents" integer NOT NULL,
	"group_cents" integer NOT NULL,
	CONSTRAINT "room_type_night_prices_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
ALTER TABLE "room_type_night_prices" ADD CONSTRAINT "room_type_night_prices_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every column in the key: the search's read (a city's hotels, the stay's nights) is an index-only scan.
CREATE INDEX "room_type_night_prices_hotel_night_idx" ON "room_type_night_prices" USING btree ("hotel_id","night","room_type_id","single_cents","double_cents","group_cents");--> statement-breakpoint
-- The one SQL statement of rule (a): a dated rate is public when it has no rate type, or an active
-- one that is not a trade or eligibility rate (nightly-price.ts TRADE_RATE_NAMES); its price is the
-- rack price for the occupancy, single and group falling back to double; the lowest wins.
CREATE VIEW "public_dated_night_prices" AS
SELECT ra.room_type_id, ra.date AS night, rt.hotel_id,
       min(coalesce(ra.rack_rate_single_cents, ra.rack_rate_double_cents)) AS single_cents,
       min(ra.rack_rate_double_cents) AS double_cents,
       min(coalesce(ra.rack_rate_group_cents, ra.rack_rate_double_cents)) AS group_cents
  FROM rates ra
  JOIN room_types rt ON rt.id = ra.room_type_id
  LEFT JOIN rate_types t ON t.id = ra.rate_type_id
 WHERE t.id IS NULL OR (t.active AND t.name NOT IN ('STO Rate', 'Wholesale Rate', 'Corporate Rate', 'Student Rate', 'Senior Citizen Rate'))
 GROUP BY ra.room_type_id, ra.date, rt.hotel_id;--> statement-breakpoint
CREATE FUNCTION refresh_room_type_night_price(p_room_type_id uuid, p_night date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Two transactions adding rates to the same room type and night would each compute a minimum
  -- without the other's row (READ COMMITTED): taking turns per room type, the second one recomputes
  -- after the first has committed (each statement below takes a fresh snapshot).
  PERFORM pg_advisory_xact_lock(hashtext('room_type_night_prices'), hashtext(p_room_type_id::text));
  DELETE FROM room_type_night_prices WHERE room_type_id = p_room_type_id AND night = p_night;
  INSERT INTO room_type_night_prices (room_type_id, night, hotel_id, single_cents, double_cents, group_cents)
  SELECT room_type_id, night, hotel_id, single_cents, double_cents, group_cents
    FROM public_dated_night_prices WHERE room_type_id = p_room_type_id AND night = p_night;
END $$;--> statement-breakpoint
CREATE FUNCTION rates_refresh_night_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_room_type_night_price(OLD.room_type_id, OLD.date);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.room_type_id, NEW.date) IS DISTINCT FROM (OLD.room_type_id, OLD.date)) THEN
    PERFORM refresh_room_type_night_price(NEW.room_type_id, NEW.date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Also fires for the rows a deleted rate type sets to "no rate type" (ON DELETE SET NULL) and for the
-- rows a deleted room type or hotel takes with it.
CREATE TRIGGER "rates_night_prices" AFTER INSERT OR UPDATE OR DELETE ON "rates"
  FOR EACH ROW EXECUTE FUNCTION rates_refresh_night_prices();--> statement-breakpoint
CREATE FUNCTION rate_types_refresh_night_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Renaming or (de)activating a rate type decides whether its dated rates are public.
  PERFORM refresh_room_type_night_price(r.room_type_id, r.date)
     FROM (SELECT DISTINCT room_type_id, date FROM rates WHERE rate_type_id = NEW.id) r;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rate_types_night_prices" AFTER UPDATE OF "name", "active" ON "rate_types"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION rate_types_refresh_night_prices();--> statement-breakpoint
CREATE FUNCTION room_types_move_night_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_type_night_prices SET hotel_id = NEW.hotel_id WHERE room_type_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "room_types_night_prices" AFTER UPDATE OF "hotel_id" ON "room_types"
  FOR EACH ROW WHEN (OLD.hotel_id IS DISTINCT FROM NEW.hotel_id)
  EXECUTE FUNCTION room_types_move_night_prices();--> statement-breakpoint
INSERT INTO room_type_night_prices (room_type_id, night, hotel_id, single_cents, double_cents, group_cents)
SELECT room_type_id, night, hotel_id, single_cents, double_cents, group_cents FROM public_dated_night_prices;
