-- The package search's budget test and price order read a stored price in rand instead of converting
-- every package's price through exchange_rates per row (a sequential scan for every budget search:
-- 0.2–0.5 s at 100 000 packages). Triggers keep it in step with the package and with the rate, so
-- every writer (the app, imports, the bench generator) gets it right. Exact: cents × rate as numeric,
-- the same value the search compared before, so results and order do not change.
ALTER TABLE "packages" ADD COLUMN "price_adult_rand_cents" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION package_price_in_rand_cents(cents integer, cur currency) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT cents * CASE WHEN cur = 'ZAR' THEN 1
                            ELSE coalesce((SELECT er.rand_per_unit FROM public.exchange_rates er WHERE er.currency = cur), 1) END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION packages_set_price_in_rand() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.price_adult_rand_cents := package_price_in_rand_cents(NEW.price_adult_cents, NEW.currency);
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER "packages_price_in_rand" BEFORE INSERT OR UPDATE OF "price_adult_cents", "currency", "price_adult_rand_cents" ON "packages"
  FOR EACH ROW EXECUTE FUNCTION packages_set_price_in_rand();--> statement-breakpoint
-- A new or changed rate reprices that currency's packages (a rare admin action; ~15 % of the catalogue).
CREATE OR REPLACE FUNCTION exchange_rates_reprice_packages() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE packages SET price_adult_rand_cents = package_price_in_rand_cents(price_adult_cents, currency) WHERE currency = OLD.currency;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.currency <> OLD.currency) THEN
      UPDATE packages SET price_adult_rand_cents = package_price_in_rand_cents(price_adult_cents, currency) WHERE currency = NEW.currency;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "exchange_rates_reprice_packages" AFTER INSERT OR UPDATE OF "currency", "rand_per_unit" OR DELETE ON "exchange_rates"
  FOR EACH ROW EXECUTE FUNCTION exchange_rates_reprice_packages();--> statement-breakpoint
UPDATE "packages" SET "price_adult_rand_cents" = package_price_in_rand_cents("price_adult_cents", "currency");--> statement-breakpoint
-- Searches without a destination page through packages in price order (then id) and count them
-- on this index; with the dates in it, a date-only search's page is an index-only scan too.
CREATE INDEX "packages_price_rand_idx" ON "packages" USING btree ("price_adult_rand_cents","id","from_date","to_date");
--> statement-breakpoint
-- Holiday packages, newest first (GET /holidayPackages, holidayPackages): a scan of every package without it.
CREATE INDEX "packages_kind_created_idx" ON "packages" USING btree ("kind","created_at" DESC,"id");
