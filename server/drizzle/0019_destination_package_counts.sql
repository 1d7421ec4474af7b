CREATE TABLE "destination_package_counts" (
	"destination_id" integer PRIMARY KEY NOT NULL,
	"package_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destination_package_counts_nonneg" CHECK ("destination_package_counts"."package_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "destination_package_matches" (
	"destination_id" integer NOT NULL,
	"package_id" uuid NOT NULL,
	CONSTRAINT "destination_package_matches_destination_id_package_id_pk" PRIMARY KEY("destination_id","package_id")
);
--> statement-breakpoint
ALTER TABLE "destination_package_counts" ADD CONSTRAINT "destination_package_counts_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_package_matches" ADD CONSTRAINT "destination_package_matches_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_package_matches" ADD CONSTRAINT "destination_package_matches_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_package_matches_package_idx" ON "destination_package_matches" USING btree ("package_id");--> statement-breakpoint
-- The Destinations page (and GET /api/destinations) shows, per destination, how many packages a search
-- for it finds. Counting that by running the search for each of the sixty destinations took ~0.9 s at
-- 100,000 packages, on every view the response cache had not kept (any write empties it). Which
-- packages each destination finds is kept here instead, by triggers in the same transaction as every
-- write to packages, package_destinations or destinations, and counted as it changes.
--
-- The match is the search's own without typo tolerance (package-queries.ts destinationMatch): the
-- folded name anywhere (LIKE, `%` and `_` as text) and starting a word (regex, operators as text), in
-- the package's search_text or a destination's folded location. These two functions state it for the
-- triggers; destination-package-counts.e2e-spec.ts requires the counts to equal the search's totals
-- after random writes, so the two statements cannot drift apart.
CREATE FUNCTION destination_like_pattern(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT '%' || regexp_replace(search_fold(name), '([\\%_])', '\\\1', 'g') || '%' $$;--> statement-breakpoint
CREATE FUNCTION destination_prefix_pattern(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT '\m' || regexp_replace(search_fold(name), '([]*+?.^$(){}|[\\])', '\\\1', 'g') $$;--> statement-breakpoint
-- Counted per statement from the rows it added or removed, so a bulk write updates each count once.
CREATE FUNCTION destination_package_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO destination_package_counts AS c (destination_id, package_count)
  SELECT a.destination_id, count(*) FROM added a GROUP BY a.destination_id
  ON CONFLICT (destination_id) DO UPDATE SET package_count = c.package_count + excluded.package_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION destination_package_counts_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE destination_package_counts c SET package_count = c.package_count - r.n
    FROM (SELECT destination_id, count(*) AS n FROM removed GROUP BY destination_id) r
   WHERE c.destination_id = r.destination_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION destination_package_counts_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE destination_package_counts SET package_count = 0 WHERE package_count <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Matches are only ever added or removed: an update would move a package between counts unseen.
CREATE FUNCTION destination_package_matches_no_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'destination_package_matches rows are added or removed, never updated';
END $$;--> statement-breakpoint
CREATE TRIGGER "destination_package_matches_added" AFTER INSERT ON "destination_package_matches"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION destination_package_counts_add();--> statement-breakpoint
CREATE TRIGGER "destination_package_matches_removed" AFTER DELETE ON "destination_package_matches"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION destination_package_counts_remove();--> statement-breakpoint
CREATE TRIGGER "destination_package_matches_truncated" AFTER TRUNCATE ON "destination_package_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION destination_package_counts_reset();--> statement-breakpoint
CREATE TRIGGER "destination_package_matches_updated" BEFORE UPDATE ON "destination_package_matches"
  FOR EACH ROW EXECUTE FUNCTION destination_package_matches_no_update();--> statement-breakpoint
-- One package against every destination: its texts (none once the package is gone, when its
-- deletion cascades to its destinations) checked with the cheap LIKE first.
--
-- Taking turns (READ COMMITTED): two transactions changing the same package each recompute after the
-- other has committed (each statement below takes a fresh snapshot), and a destination's recount
-- (SHARE ROW EXCLUSIVE below) waits for transactions that are changing packages and holds them off
-- until it has committed, so neither computes from the other's stale state.
CREATE FUNCTION refresh_package_destination_matches(p_package_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  matched integer[];
BEGIN
  LOCK TABLE destination_package_matches IN ROW EXCLUSIVE MODE;
  PERFORM pg_advisory_xact_lock(hashtext('destination_package_matches'), hashtext(p_package_id::text));
  SELECT coalesce(array_agg(dn.id), '{}') INTO matched
    FROM destinations dn
   WHERE EXISTS (
     SELECT 1 FROM (
       SELECT p.search_text AS text FROM packages p WHERE p.id = p_package_id
       UNION ALL
       SELECT search_fold(d.location) FROM package_destinations d
        WHERE d.package_id = p_package_id AND EXISTS (SELECT 1 FROM packages p WHERE p.id = p_package_id)
     ) t
     WHERE t.text ILIKE destination_like_pattern(dn.name) AND t.text ~ destination_prefix_pattern(dn.name));
  DELETE FROM destination_package_matches WHERE package_id = p_package_id AND destination_id <> ALL (matched);
  INSERT INTO destination_package_matches (destination_id, package_id)
  SELECT unnest(matched), p_package_id
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- One destination against every package: the search's two trigram index scans.
CREATE FUNCTION refresh_destination_package_matches(p_destination_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  like_pattern text;
  prefix_pattern text;
BEGIN
  LOCK TABLE destination_package_matches IN SHARE ROW EXCLUSIVE MODE;
  SELECT destination_like_pattern(name), destination_prefix_pattern(name) INTO like_pattern, prefix_pattern
    FROM destinations WHERE id = p_destination_id;
  DELETE FROM destination_package_matches WHERE destination_id = p_destination_id;
  IF like_pattern IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO destination_package_matches (destination_id, package_id)
  SELECT p_destination_id, m.id FROM (
    SELECT p.id FROM packages p WHERE p.search_text ILIKE like_pattern AND p.search_text ~ prefix_pattern
    UNION
    SELECT d.package_id FROM package_destinations d
     WHERE search_fold(d.location) ILIKE like_pattern AND search_fold(d.location) ~ prefix_pattern
  ) m;
END $$;--> statement-breakpoint
CREATE FUNCTION packages_refresh_destination_matches() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_package_destination_matches(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "packages_destination_matches_inserted" AFTER INSERT ON "packages"
  FOR EACH ROW EXECUTE FUNCTION packages_refresh_destination_matches();--> statement-breakpoint
CREATE TRIGGER "packages_destination_matches_updated" AFTER UPDATE ON "packages"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION packages_refresh_destination_matches();--> statement-breakpoint
CREATE FUNCTION package_destinations_refresh_destination_matches() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_package_destination_matches(OLD.package_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.package_id IS DISTINCT FROM OLD.package_id) THEN
    PERFORM refresh_package_destination_matches(NEW.package_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "package_destinations_destination_matches" AFTER INSERT OR DELETE OR UPDATE OF "package_id", "location" ON "package_destinations"
  FOR EACH ROW EXECUTE FUNCTION package_destinations_refresh_destination_matches();--> statement-breakpoint
CREATE FUNCTION destinations_refresh_package_matches() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_destination_package_matches(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "destinations_package_matches" AFTER INSERT OR UPDATE OF "name" ON "destinations"
  FOR EACH ROW EXECUTE FUNCTION destinations_refresh_package_matches();--> statement-breakpoint
-- The destinations already there, counted by the same function as every later change.
SELECT refresh_destination_package_matches(id) FROM destinations;
