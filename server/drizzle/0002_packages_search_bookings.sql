CREATE TYPE "public"."booking_status" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"package_id" uuid,
	"user_id" uuid,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"guests" integer NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"package_title" text NOT NULL,
	"package_type" "package_type" NOT NULL,
	"adult_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_guests_positive" CHECK ("bookings"."guests" >= 1),
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."return_date" >= "bookings"."departure_date")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" "currency" PRIMARY KEY NOT NULL,
	"rand_per_unit" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rand_per_unit" > 0)
);
--> statement-breakpoint
DROP INDEX "package_destinations_location_idx";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "was_price_adult_cents" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || country || ' ' || city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_destinations_location_trgm_idx" ON "package_destinations" USING gin (search_fold("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_search_trgm_idx" ON "packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_featured_from_idx" ON "packages" USING btree ("featured","from_date");--> statement-breakpoint
-- Reference data: budgets compare prices in rand, so USD packages need a rate from day one (admins change it).
INSERT INTO "exchange_rates" ("currency", "rand_per_unit") VALUES ('USD', 18.5) ON CONFLICT DO NOTHING;
