-- Rules about stays kept by the database itself (issue 16), whichever path a write takes: the services
-- refuse these writes first with their own messages; these triggers refuse the same writes made by any
-- other code path, a future bug or a hand-typed statement. Refusals raise restrict_violation (23001),
-- which the API answers as CONFLICT / 409 with the message below (common/database-rules.ts).
-- A "future stay" is a night held for a booking (booking_id set) from today on, South African date,
-- exactly as the services' firstFutureStayHold reads it.
CREATE FUNCTION "south_african_today"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Africa/Johannesburg')::date
$$;
--> statement-breakpoint
-- The first future stay night on units matching the filters (number and night for the message).
-- Locks those units first (as the services do) so a reservation inserting a night on one of them
-- commits before the check reads, or waits until this transaction is over (its FK check takes a
-- key-share lock on the unit).
CREATE FUNCTION "first_future_stay_hold"(p_room_id uuid, p_unit_id uuid, p_room_type_id uuid)
RETURNS TABLE(number text, night date) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM "room_units" u
    WHERE (p_unit_id IS NULL OR u.id = p_unit_id)
      AND (p_room_id IS NULL OR u.room_id = p_room_id)
      AND (p_room_type_id IS NULL OR u.room_id IN (SELECT r.id FROM "rooms" r WHERE r.room_type_id = p_room_type_id))
    FOR UPDATE;
  RETURN QUERY
    SELECT u.number, n.night FROM "room_unit_nights" n JOIN "room_units" u ON u.id = n.room_unit_id
    WHERE n.booking_id IS NOT NULL AND n.night >= "south_african_today"()
      AND (p_unit_id IS NULL OR u.id = p_unit_id)
      AND (p_room_id IS NULL OR u.room_id = p_room_id)
      AND (p_room_type_id IS NULL OR u.room_id IN (SELECT r.id FROM "rooms" r WHERE r.room_type_id = p_room_type_id))
    ORDER BY n.night, u.number
    LIMIT 1;
END $$;
--> statement-breakpoint
-- A room (with all its numbers) that holds future stays keeps its room type and hotel: otherwise the
-- stays' nights would sit on another type's units and the original type could then be deleted.
CREATE FUNCTION "refuse_moving_held_room"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE hold record;
BEGIN
  SELECT * INTO hold FROM "first_future_stay_hold"(OLD.id, NULL, NULL);
  IF FOUND THEN
    RAISE EXCEPTION 'Room % is reserved on %; a room with reservations cannot move to another room type or hotel. Cancel them first.', hold.number, hold.night
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_keep_held_room_type" BEFORE UPDATE OF "room_type_id", "hotel_id" ON "rooms"
  FOR EACH ROW WHEN (OLD.room_type_id IS DISTINCT FROM NEW.room_type_id OR OLD.hotel_id IS DISTINCT FROM NEW.hotel_id)
  EXECUTE FUNCTION "refuse_moving_held_room"();
--> statement-breakpoint
-- The same for one room number: it cannot move to another room (another type) or hotel, nor be deleted
-- (directly, or by deleting its room, room type or hotel: cascades fire this trigger too).
CREATE FUNCTION "refuse_changing_held_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE hold record;
BEGIN
  SELECT * INTO hold FROM "first_future_stay_hold"(NULL, OLD.id, NULL);
  IF FOUND THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'Room % is reserved on %; cancel its reservations first.', hold.number, hold.night
        USING ERRCODE = 'restrict_violation';
    END IF;
    RAISE EXCEPTION 'Room % is reserved on %; a room with reservations cannot move to another room type or hotel. Cancel them first.', hold.number, hold.night
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_units_keep_held_unit" BEFORE UPDATE OF "room_id", "hotel_id" ON "room_units"
  FOR EACH ROW WHEN (OLD.room_id IS DISTINCT FROM NEW.room_id OR OLD.hotel_id IS DISTINCT FROM NEW.hotel_id)
  EXECUTE FUNCTION "refuse_changing_held_unit"();
--> statement-breakpoint
CREATE TRIGGER "room_units_keep_held_unit_delete" BEFORE DELETE ON "room_units"
  FOR EACH ROW EXECUTE FUNCTION "refuse_changing_held_unit"();
--> statement-breakpoint
-- A room type with future stays is neither deleted nor moved to another hotel: neither through its
-- rooms' numbers nor through a booking of that type (whose nights could already sit elsewhere, had an
-- older version let a room move).
CREATE FUNCTION "refuse_changing_held_room_type"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE hold record;
BEGIN
  SELECT * INTO hold FROM "first_future_stay_hold"(NULL, NULL, OLD.id);
  IF NOT FOUND THEN
    SELECT u.number, n.night INTO hold FROM "room_unit_nights" n
      JOIN "bookings" b ON b.id = n.booking_id
      JOIN "room_units" u ON u.id = n.room_unit_id
      WHERE b.room_type_id = OLD.id AND n.night >= "south_african_today"()
      ORDER BY n.night, u.number LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION 'Room % of this room type is reserved on %; cancel its reservations first.', hold.number, hold.night
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_types_keep_held_type_delete" BEFORE DELETE ON "room_types"
  FOR EACH ROW EXECUTE FUNCTION "refuse_changing_held_room_type"();
--> statement-breakpoint
CREATE TRIGGER "room_types_keep_held_type_hotel" BEFORE UPDATE OF "hotel_id" ON "room_types"
  FOR EACH ROW WHEN (OLD.hotel_id IS DISTINCT FROM NEW.hotel_id)
  EXECUTE FUNCTION "refuse_changing_held_room_type"();
--> statement-breakpoint
-- A stay's nights sit on units of the stay's own room type. Checked once per statement (a reservation
-- inserts all its nights in one). A room being moved at the same moment locks its units first: this
-- insert's foreign-key check on a unit then waits for the move to commit and this check (a fresh snapshot)
-- sees the new type and refuses; or the move waits for this insert to commit and then refuses itself.
CREATE FUNCTION "refuse_nights_on_other_room_type"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE wrong record;
BEGIN
  SELECT u.number, i.night INTO wrong FROM "inserted_nights" i
    JOIN "bookings" b ON b.id = i.booking_id
    JOIN "room_units" u ON u.id = i.room_unit_id
    JOIN "rooms" r ON r.id = u.room_id
    WHERE b.room_type_id IS NOT NULL AND r.room_type_id <> b.room_type_id
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Room % is not of the reserved room type; its night % cannot be held for this stay.', wrong.number, wrong.night
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_unit_nights_same_room_type" AFTER INSERT ON "room_unit_nights"
  REFERENCING NEW TABLE AS "inserted_nights"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_nights_on_other_room_type"();
